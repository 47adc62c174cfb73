import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import * as z from "zod/mini";
import { employeeSchema, revealedIdentifiersSchema, type PeopleArea } from "@/shared/contract/employees";
import {
  EMPLOYEE_OPTIONS_MAX,
  employeeOptionSchema,
  employeeOptionsPath,
  employeeOptionsQuerySchema,
} from "@/shared/contract/reporting-manager";
import { actorOf } from "../../auth/guard";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { profileForHr, refuseAdminRecordForHr } from "./hr-reach";
import { revealIdentifiers, toEmployee } from "./records";
import { employeeNotFound } from "./service";
import { employeeOptions, findEmployeeWithAccount } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The reporting manager picker's choices, one employee (masked) and the audited reveal, for admin and HR
 * alike: registered once under each area.
 * Under HR an admin account's record is a profile and its identifiers are refused (hr-reach.ts).
 */
export const peopleRoutes: FastifyPluginAsyncZod<ModuleOptions & { area: PeopleArea }> = async (app, { db, cipher, now, area }) => {
  const one = `/api/${area}/employees/:id`;

  app.get(
    employeeOptionsPath(area),
    {
      schema: {
        summary: `At most ${EMPLOYEE_OPTIONS_MAX} active people whose name, employee ID or designation contains the search, by name (the reporting manager picker)`,
        querystring: employeeOptionsQuerySchema,
        response: { 200: z.array(employeeOptionSchema), ...errors },
      },
    },
    async (request) => employeeOptions(db, request.query.search, EMPLOYEE_OPTIONS_MAX),
  );

  app.get(
    one,
    { schema: { summary: "One employee, identifiers masked", params: idParamsSchema, response: { 200: employeeSchema, ...errors } } },
    async (request) => {
      const row = await findEmployeeWithAccount(db, request.params.id);
      if (!row) throw employeeNotFound();
      return profileForHr(area, toEmployee(row));
    },
  );

  app.post(
    `${one}/reveal`,
    {
      schema: {
        summary: "The identifiers in full (audited)",
        params: idParamsSchema,
        response: { 200: revealedIdentifiersSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findEmployeeWithAccount(db, request.params.id);
      if (!row) throw employeeNotFound();
      refuseAdminRecordForHr(area, row.account, "identifiers");
      await recordStaffAction(
        db,
        actorOf(request),
        "employee.identifiers_revealed",
        `employee:${row.employee.id}`,
        { employeeId: row.employee.employeeId },
        now(),
      );
      return revealIdentifiers(row.employee, cipher);
    },
  );
};
