import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@/shared/contract/common";
import { HR_STATS_PATH, hrStatsSchema } from "@/shared/contract/hr";
import { HR_TODAY_PATH, hrTodaySchema } from "@/shared/contract/today";
import { businessDate } from "@/shared/domain/business-time";
import { staffOf } from "../../auth/guard";
import type { ModuleOptions } from "../module-options";
import { hrStats } from "./store";
import { hrToday } from "./today-store";

/** The HR dashboard's counters (docs/product.md sections 6.1 and 9.8); "today" is the business date in BUSINESS_TIMEZONE from the server clock. */
export const hrStatsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  app.get(
    HR_STATS_PATH,
    {
      schema: { summary: "Every counter of the HR dashboard", response: { 200: hrStatsSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
    },
    async (request) => hrStats(db, businessDate(now(), config.BUSINESS_TIMEZONE), staffOf(request).account.role),
  );
  app.get(
    HR_TODAY_PATH,
    {
      schema: {
        summary: "What needs doing today: the counts of the HR dashboard's Today list",
        response: { 200: hrTodaySchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => hrToday(db, businessDate(now(), config.BUSINESS_TIMEZONE)),
  );
};
