import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema, noContentSchema } from "@/shared/contract/common";
import {
  EMPLOYEE_HOLIDAYS_PATH,
  HR_HOLIDAYS_PATH,
  holidayInputSchema,
  holidayMessages,
  holidayQuerySchema,
  holidaySchema,
} from "@/shared/contract/policies";
import { businessDate } from "@/shared/domain/business-time";
import { actorOf } from "../../auth/guard";
import { ConflictError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { deleteHoliday, insertHoliday, listHolidaysBetween } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The company's holiday list kept by HR (docs/product.md sections 6.5 and 9.16): one year at a time, add, remove. */
export const holidayRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  // HR keeps the list; every employee reads it in the portal (docs/product.md section 8.4).
  for (const path of [HR_HOLIDAYS_PATH, EMPLOYEE_HOLIDAYS_PATH]) {
    app.get(
      path,
      {
        schema: {
          summary: "The holidays of a year (default: the current year in the business time zone), by date",
          querystring: holidayQuerySchema,
          response: { 200: z.array(holidaySchema), ...errors },
        },
      },
      async (request) => {
        const year = request.query.year ?? Number(businessDate(now(), config.BUSINESS_TIMEZONE).slice(0, 4));
        return listHolidaysBetween(db, `${year}-01-01`, `${year}-12-31`);
      },
    );
  }

  app.post(
    HR_HOLIDAYS_PATH,
    {
      schema: {
        summary: "Add a holiday (one per date)",
        body: holidayInputSchema,
        response: { 201: holidaySchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The change and its audit entry are one transaction: no holiday without its entry.
      const holiday = await db.transaction(async (tx) => {
        const added = await insertHoliday(tx, request.body, now());
        if (!added) throw new ConflictError(holidayMessages.duplicate, "date");
        await recordStaffAction(
          tx,
          actorOf(request),
          "holiday.added",
          `holiday:${added.id}`,
          { date: added.date, name: added.name },
          now(),
        );
        return added;
      });
      return reply.code(201).send(holiday);
    },
  );

  app.delete(
    `${HR_HOLIDAYS_PATH}/:id`,
    { schema: { summary: "Remove a holiday", params: idParamsSchema, response: { 204: noContentSchema, 404: apiErrorSchema, ...errors } } },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const holiday = await deleteHoliday(tx, request.params.id);
        if (!holiday) throw new NotFoundError(holidayMessages.notFound);
        await recordStaffAction(
          tx,
          actorOf(request),
          "holiday.removed",
          `holiday:${holiday.id}`,
          { date: holiday.date, name: holiday.name },
          now(),
        );
      });
      return reply.code(204).send(null);
    },
  );
};
