import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_STATS_PATH, adminStatsSchema } from "@/shared/contract/admin";
import { apiErrorSchema } from "@/shared/contract/common";
import { ADMIN_TODAY_PATH, adminTodaySchema } from "@/shared/contract/today";
import { businessDate, businessMonthStart } from "@/shared/domain/business-time";
import type { ModuleOptions } from "../module-options";
import { adminStats } from "./store";
import { adminToday } from "./today-store";

export const statsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  app.get(
    ADMIN_STATS_PATH,
    {
      schema: {
        summary: "Every counter of the admin dashboard",
        response: { 200: adminStatsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => adminStats(db, businessMonthStart(now(), config.BUSINESS_TIMEZONE)),
  );
  app.get(
    ADMIN_TODAY_PATH,
    {
      schema: {
        summary: "What needs doing today: the counts of the admin dashboard's Today list",
        response: { 200: adminTodaySchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => adminToday(db, businessDate(now(), config.BUSINESS_TIMEZONE)),
  );
};
