import { and, gte, lte } from "drizzle-orm";
import type { AllowanceLeaveType } from "@/shared/contract/employee-portal";
import type { AllowanceInput, LeaveAllowanceView } from "@/shared/contract/leave-admin";
import { allowancesWithDefaults, PER_EVENT_LEAVE_TYPES } from "@/shared/domain/leave-balance";
import type { WorkingCalendar } from "@/shared/domain/working-calendar";
import type { Db } from "../../db/client";
import { holidays, leaveAllowances } from "../../db/schema";
import { loadSettings } from "../settings/store";

/** All six types: HR's saved allowance, or the default of leave-balance.ts until HR saves one. */
export async function loadAllowances(db: Db): Promise<LeaveAllowanceView[]> {
  const stored = await db
    .select({ leaveType: leaveAllowances.leaveType, days: leaveAllowances.days, sandwich: leaveAllowances.sandwich })
    .from(leaveAllowances);
  return allowancesWithDefaults(stored).map((allowance) => ({
    ...allowance,
    perEvent: PER_EVENT_LEAVE_TYPES.includes(allowance.leaveType),
    isDefault: !stored.some((row) => row.leaveType === allowance.leaveType),
  }));
}

export async function saveAllowance(db: Db, leaveType: AllowanceLeaveType, input: AllowanceInput, now: Date): Promise<LeaveAllowanceView> {
  const values = { days: input.days, sandwich: input.sandwich, updatedAt: now };
  await db
    .insert(leaveAllowances)
    .values({ leaveType, ...values })
    .onConflictDoUpdate({ target: leaveAllowances.leaveType, set: values });
  return (await loadAllowances(db)).find((allowance) => allowance.leaveType === leaveType)!;
}

/** Which days use leave between two dates: the admin's weekly off days and HR's holidays in that range. */
export async function loadCalendar(db: Db, from: string, to: string): Promise<WorkingCalendar> {
  // Sequential, not Promise.all: this also runs inside transactions (see rulesFor in service.ts).
  const settings = await loadSettings(db);
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)));
  return { weeklyOffDays: settings.weeklyOffDays, holidays: new Set(rows.map((row) => row.date)) };
}
