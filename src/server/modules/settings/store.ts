import { eq } from "drizzle-orm";
import { DEFAULT_SETTINGS, type Settings } from "@/shared/contract/settings";
import type { Db } from "../../db/client";
import { appSettings } from "../../db/schema";

const ROW = 1;

/** The settings in force: the stored row, or the defaults of docs/product.md section 5.8 until the admin saves any. */
export async function loadSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, ROW)).limit(1);
  if (!row) return DEFAULT_SETTINGS;
  return {
    shiftStart: row.shiftStart,
    shiftEnd: row.shiftEnd,
    graceMinutes: row.graceMinutes,
    weeklyOffDays: row.weeklyOffDays,
    geofence: row.geofence ?? null,
    payDayBasis: row.payDayBasis,
    inquiryAcknowledgement: row.inquiryAcknowledgement,
    bankFileLayout: row.bankFileLayout,
    debitAccountNumber: row.debitAccountNumber,
    debitIfsc: row.debitIfsc,
  };
}

export async function saveSettings(db: Db, settings: Settings, now: Date): Promise<Settings> {
  const values = { ...settings, weeklyOffDays: [...new Set(settings.weeklyOffDays)].sort(), updatedAt: now };
  await db
    .insert(appSettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: appSettings.id, set: values });
  return loadSettings(db);
}
