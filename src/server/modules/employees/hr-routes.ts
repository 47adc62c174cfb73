import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema, listQuerySchema } from "@/shared/contract/common";
import { employeeCreatedSchema, employeeInputSchema, employeeSchema } from "@/shared/contract/employees";
import { HR_EMPLOYEES_PATH, hrEmployeeInputSchema, hrEmployeeSchema } from "@/shared/contract/hr";
import { emailDomainOf } from "../../auth/email-domain";
import { configuredMailSettings } from "../../mail/template";
import { sendPage } from "../../db/paging";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { hireFromHrForm } from "./hr-hire";
import { profileForHr } from "./hr-reach";
import { updateEmployee } from "./service";
import { listEmployees } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * HR's people routes (docs/product.md section 9.9): the directory, hiring from the HR
 * form and edits of the one employee record. Guarded as hr or admin by the path. Roles, password resets
 * and deactivation stay with the admin routes; an admin account's record is a profile at most (hr-reach.ts).
 */
export const hrEmployeeRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config, cipher } = options;
  const contextOf = serviceContexts(options);
  const configuredMail = configuredMailSettings(config);
  const createSchema = hrEmployeeInputSchema(emailDomainOf(config));
  const updateSchema = employeeInputSchema(emailDomainOf(config), "update");

  app.get(
    HR_EMPLOYEES_PATH,
    {
      schema: {
        summary: "The HR directory, newest first (X-Total-Count); q searches name, e-mail, department, designation and employee ID",
        querystring: listQuerySchema,
        // The response schema keeps only the directory's fields: no birth date, address or identifiers.
        response: { 200: z.array(hrEmployeeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const page = await listEmployees(db, request.query);
      return sendPage(reply, { ...page, rows: page.rows.map((row) => profileForHr("hr", row)) });
    },
  );

  app.post(
    HR_EMPLOYEES_PATH,
    {
      schema: {
        summary: "Hire from the HR form: the next employee ID, the record and its staff account with a one-time temporary password",
        body: createSchema,
        response: { 201: employeeCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await hireFromHrForm(contextOf(request), cipher, { values: request.body, configuredMail })),
  );

  app.put(
    `${HR_EMPLOYEES_PATH}/:id`,
    {
      schema: {
        summary: "Edit an employee like the admin (not an admin's record, nor the login e-mail of an HR account: 403)",
        params: idParamsSchema,
        body: updateSchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) =>
      updateEmployee(contextOf(request), cipher, { id: request.params.id, values: request.body, area: "hr", configuredMail }),
  );
};
