/** Test helper (not used by the product): a leave request as HR's and the manager's lists receive it. */
import type { HrLeave } from "@/shared/contract/leave-admin";

/** Aarav's pending vacation, 7 to 13 Dec 2026 (5 working days), with `overrides`. */
export const hrLeave = (overrides: Partial<HrLeave>): HrLeave => ({
  id: 1,
  employeeRecordId: 2,
  employeeId: "EMP002",
  employeeName: "Aarav Deshmukh",
  leaveType: "vacation",
  startDate: "2026-12-07",
  endDate: "2026-12-13",
  days: 7,
  workingDays: 5,
  reason: "Family wedding in Nashik",
  status: "Pending",
  decidedBy: null,
  decidedAs: null,
  decidedAt: null,
  comment: null,
  createdAt: "2026-11-20T06:00:00.000Z",
  adminAccount: false,
  ...overrides,
});
