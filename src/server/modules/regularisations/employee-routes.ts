import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import {
  correctionsQuerySchema,
  EMPLOYEE_CORRECTIONS_PATH,
  regularisationInputSchema,
  regularisationSchema,
} from "@/shared/contract/regularisations";
import { employeeRecordOf } from "../../auth/guard";
import { sendPage } from "../../db/paging";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { cancelOwnCorrection, requestCorrection } from "./service";
import { ownPage } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The employee's own correction requests (docs/product.md section 9.20): ask for one, list them, cancel a pending one. */
export const employeeCorrectionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db } = options;
  const contextOf = serviceContexts(options);
  app.get(
    EMPLOYEE_CORRECTIONS_PATH,
    {
      schema: {
        summary: "Your attendance correction requests, newest first (X-Total-Count)",
        querystring: correctionsQuerySchema,
        response: { 200: z.array(regularisationSchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await ownPage(db, employeeRecordOf(request).id, request.query)),
  );

  app.post(
    EMPLOYEE_CORRECTIONS_PATH,
    {
      schema: {
        summary: "Ask for a past day's times to be corrected (a day of the last 30, one pending request a day; audited)",
        body: regularisationInputSchema,
        response: { 201: regularisationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestCorrection(contextOf(request), { employee: employeeRecordOf(request), input: request.body })),
  );

  app.post(
    `${EMPLOYEE_CORRECTIONS_PATH}/:id/cancel`,
    {
      schema: {
        summary: "Cancel one of your pending correction requests (audited)",
        params: idParamsSchema,
        response: { 200: regularisationSchema, ...errors },
      },
    },
    async (request) => cancelOwnCorrection(contextOf(request), { employeeRecordId: employeeRecordOf(request).id, id: request.params.id }),
  );
};
