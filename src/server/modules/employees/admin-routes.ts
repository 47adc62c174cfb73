import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema, listQuerySchema } from "@/shared/contract/common";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeCreatedSchema,
  employeeInputSchema,
  employeeSchema,
  roleChangeSchema,
  temporaryPasswordSchema,
} from "@/shared/contract/employees";
import { emailDomainOf } from "../../auth/email-domain";
import { configuredMailSettings } from "../../mail/template";
import { sendPage } from "../../db/paging";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { changeEmployeeRole, resetEmployeePassword, setEmployeeActive } from "./account-service";
import { createEmployee, updateEmployee } from "./service";
import { listEmployees } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const one = `${ADMIN_EMPLOYEES_PATH}/:id`;

/**
 * The admin's people routes (docs/product.md section 9.9): the list, hiring with a
 * staff account, edits, deactivation and the account's password and role. Guarded as admin by the path.
 */
export const adminEmployeeRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config, cipher } = options;
  const contextOf = serviceContexts(options);
  const configuredMail = configuredMailSettings(config);
  const createSchema = employeeInputSchema(emailDomainOf(config), "create");
  const updateSchema = employeeInputSchema(emailDomainOf(config), "update");

  app.get(
    ADMIN_EMPLOYEES_PATH,
    {
      schema: {
        summary: "Employees, newest first, identifiers masked (X-Total-Count)",
        querystring: listQuerySchema,
        response: { 200: z.array(employeeSchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listEmployees(db, request.query)),
  );

  // Each change writes its audit entry in its own transaction (service.ts): no change without its entry.
  app.post(
    ADMIN_EMPLOYEES_PATH,
    {
      schema: {
        summary: "Hire: the record and its staff account with a one-time temporary password",
        body: createSchema,
        response: { 201: employeeCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEmployee(contextOf(request), cipher, { values: request.body, area: "admin", configuredMail })),
  );

  app.put(
    one,
    {
      schema: {
        summary: "Edit an employee (a blank identifier keeps the stored one)",
        params: idParamsSchema,
        body: updateSchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) =>
      updateEmployee(contextOf(request), cipher, { id: request.params.id, values: request.body, area: "admin", configuredMail }),
  );

  for (const [action, active] of [
    ["deactivate", false],
    ["reactivate", true],
  ] as const) {
    app.post(
      `${one}/${action}`,
      {
        schema: {
          summary: active ? "Reactivate: the login opens again" : "Deactivate: blocks the login and ends every session",
          params: idParamsSchema,
          response: { 200: employeeSchema, ...errors },
        },
      },
      async (request) => setEmployeeActive(contextOf(request), request.params.id, active),
    );
  }

  app.post(
    `${one}/account/reset-password`,
    {
      schema: {
        summary: "A new temporary password (shown once); the person's sessions end",
        params: idParamsSchema,
        response: { 200: temporaryPasswordSchema, ...errors },
      },
    },
    async (request) => resetEmployeePassword(contextOf(request), request.params.id),
  );

  app.put(
    `${one}/account/role`,
    {
      schema: {
        summary: "Change the account's role (never removing the last active admin)",
        params: idParamsSchema,
        body: roleChangeSchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) => changeEmployeeRole(contextOf(request), request.params.id, request.body.role),
  );
};
