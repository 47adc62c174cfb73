import type { Regularisation } from "@/shared/contract/regularisations";

/** Omkar's pending correction request for 20 Nov 2026 (not an admin account's), with `overrides`. */
export const correctionRequest = (overrides: Partial<Regularisation> = {}): Regularisation => ({
  id: 7,
  employeeRecordId: 12,
  employeeId: "EMP012",
  employeeName: "Omkar Jadhav",
  date: "2026-11-20",
  checkIn: "09:05",
  checkOut: "18:05",
  reason: "Checked in on the gate register",
  status: "Pending",
  decidedBy: null,
  decidedAs: null,
  comment: null,
  decidedAt: null,
  createdAt: "2026-11-23T05:00:00.000Z",
  currentCheckIn: null,
  currentCheckOut: null,
  adminAccount: false,
  ...overrides,
});
