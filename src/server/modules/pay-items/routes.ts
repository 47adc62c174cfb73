import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, noContentSchema } from "@/shared/contract/common";
import { payItemInputSchema, payItemParamsSchema, payItemSchema, payItemsMonthSchema } from "@/shared/contract/pay-items";
import { HR_PAYROLL_PATH, monthParamsSchema } from "@/shared/contract/payroll";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { addItem, changeItem, listItems, removeItem } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const path = `${HR_PAYROLL_PATH}/:month/items`;

/**
 * Adjustments and one-off items of a payroll month (docs/product.md section 10.6.3). HR or admin
 * by the path; the rules are in service.ts.
 */
export const payItemRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const contextOf = serviceContexts(options);

  app.get(
    path,
    {
      schema: {
        summary: "A payroll month's adjustments and one-off items, and the people on its payroll",
        params: monthParamsSchema,
        response: { 200: payItemsMonthSchema, ...errors },
      },
    },
    async (request) => listItems(contextOf(request), request.params.month),
  );

  app.post(
    path,
    {
      schema: {
        summary: "Add a one-off item for a person in a draft month (an advance with its recoveries in the next months), audited",
        params: monthParamsSchema,
        body: payItemInputSchema,
        response: { 201: payItemSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addItem(contextOf(request), request.params.month, request.body)),
  );

  app.put(
    `${path}/:id`,
    {
      schema: {
        summary: "Change a one-off item HR entered, while the month is a draft, audited",
        params: payItemParamsSchema,
        body: payItemInputSchema,
        response: { 200: payItemSchema, ...errors },
      },
    },
    async (request) => changeItem(contextOf(request), request.params, request.body),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        summary: "Delete a one-off item HR entered (an advance with its recoveries), while the month is a draft, audited",
        params: payItemParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeItem(contextOf(request), request.params);
      return reply.code(204).send(null);
    },
  );
};
