import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@/shared/contract/common";
import { ADMIN_SETTINGS_PATH, settingsSchema, settingsUpdateSchema } from "@/shared/contract/settings";
import { actorOf } from "../../auth/guard";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { loadSettings, saveSettings } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** GET/PUT /api/admin/settings: shift, grace, weekly off days, the optional geofence, pay-day basis and the bank file (admin only by path). */
export const settingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    ADMIN_SETTINGS_PATH,
    { schema: { summary: "Working time and the office geofence", response: { 200: settingsSchema, ...errors } } },
    async () => loadSettings(db),
  );

  app.put(
    ADMIN_SETTINGS_PATH,
    {
      schema: {
        summary: "Change working time and the office geofence (audited)",
        body: settingsUpdateSchema,
        response: { 200: settingsSchema, ...errors },
      },
    },
    async (request) => {
      // The change and its audit entry are one transaction; the queries in it run one after another.
      return db.transaction(async (tx) => {
        const before = await loadSettings(tx);
        const {
          payDayBasis = before.payDayBasis,
          inquiryAcknowledgement = before.inquiryAcknowledgement,
          bankFileLayout = before.bankFileLayout,
          debitAccountNumber = before.debitAccountNumber,
          debitIfsc = before.debitIfsc,
          ...rest
        } = request.body;
        const saved = await saveSettings(
          tx,
          { ...rest, payDayBasis, inquiryAcknowledgement, bankFileLayout, debitAccountNumber, debitIfsc },
          now(),
        );
        const changed = (Object.keys(saved) as (keyof typeof saved)[]).filter(
          (key) => JSON.stringify(saved[key]) !== JSON.stringify(before[key]),
        );
        await recordStaffAction(tx, actorOf(request), "settings.updated", "settings", { fields: changed }, now());
        return saved;
      });
    },
  );
};
