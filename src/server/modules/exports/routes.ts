import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { exportPath, exportTypes } from "@/shared/contract/admin";
import { apiErrorSchema } from "@/shared/contract/common";
import { businessDate } from "@/shared/domain/business-time";
import { actorOf } from "../../auth/guard";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { sendCsv } from "../../http/csv-download";
import { exportTables } from "./tables";

/** GET /api/admin/exports/{type}.csv: server-side CSV of the whole data set, audited (docs/product.md section 9.18). */
export const exportRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  for (const type of exportTypes) {
    app.get(
      exportPath(type),
      { schema: { summary: `Export ${type} as CSV`, response: { 200: z.string(), 401: apiErrorSchema, 403: apiErrorSchema } } },
      async (request, reply) => {
        const table = await exportTables[type](db, config.BUSINESS_TIMEZONE);
        const fileName = `${type}-${businessDate(now(), config.BUSINESS_TIMEZONE)}.csv`;
        await recordStaffAction(db, actorOf(request), "export.downloaded", `export:${type}`, { rows: table.rows.length }, now());
        return sendCsv(reply, fileName, table);
      },
    );
  }
};
