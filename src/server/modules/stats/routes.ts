import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_STATS_PATH, adminStatsSchema } from "@/shared/contract/admin";
import { apiErrorSchema } from "@/shared/contract/common";
import { businessMonthStart } from "@/shared/domain/business-time";
import type { ModuleOptions } from "../module-options";
import { adminStats } from "./store";

export const statsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  app.get(
    ADMIN_STATS_PATH,
    { schema: { summary: "Every counter of the admin dashboard", response: { 200: adminStatsSchema, 401: apiErrorSchema, 403: apiErrorSchema } } },
    async () => adminStats(db, businessMonthStart(now(), config.BUSINESS_TIMEZONE)),
  );
};
