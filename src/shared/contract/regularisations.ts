import * as z from "zod/mini";
import { listQuerySchema, noControlCharacters, requiredDate } from "./common";
import { checkInTimeField, checkOutAfterCheckIn, checkOutTimeField, correctionReasonField } from "./hr-attendance";
import { COMMENT_MAX, leaveAdminMessages } from "./leave-admin";

/**
 * Attendance correction requests (regularisation, docs/product.md section 9.20): an employee asks for a past
 * day's times to be set, with a reason; their reporting manager or HR approves (the correction is applied as
 * HR's own, section 9.13) or rejects it. Paths, messages and schemas shared by the screens, routes and tests.
 */
export const EMPLOYEE_CORRECTIONS_PATH = "/api/employee/attendance/corrections";
export const correctionCancelPath = (id: number) => `${EMPLOYEE_CORRECTIONS_PATH}/${id}/cancel`;
/** The caller's direct reports' requests (a manager's Team view). */
export const TEAM_CORRECTIONS_PATH = "/api/employee/team/corrections";
export const HR_CORRECTIONS_PATH = "/api/hr/attendance/corrections";

export const correctionDecisions = ["approve", "reject"] as const;
export type CorrectionDecision = (typeof correctionDecisions)[number];
export const teamCorrectionDecisionPath = (id: number, decision: CorrectionDecision) => `${TEAM_CORRECTIONS_PATH}/${id}/${decision}`;
export const hrCorrectionDecisionPath = (id: number, decision: CorrectionDecision) => `${HR_CORRECTIONS_PATH}/${id}/${decision}`;

/** A request may be for a day at most this many days back (yesterday is 1); never today or a day to come. */
export const CORRECTION_REQUEST_DAYS = 30;
/** How long a decided request stays on a manager's list. */
export const TEAM_DECIDED_DAYS = 30;

export const correctionStatuses = ["Pending", "Approved", "Rejected", "Cancelled"] as const;
export type CorrectionStatus = (typeof correctionStatuses)[number];
export const correctionDeciders = ["manager", "hr"] as const;
export type CorrectionDecider = (typeof correctionDeciders)[number];

export const regularisationMessages = {
  date: "Choose the day to correct",
  notPast: "Choose a day before today: today's times come from checking in and out",
  tooOld: `Choose a day of the last ${CORRECTION_REQUEST_DAYS} days`,
  notEmployed: "You were not employed on that day",
  pending: "You already have a pending correction request for this day",
  notFound: "Correction request not found",
  alreadyDecided: "This correction request has already been decided",
  notPending: "Only a pending request can be cancelled",
  rejectReason: leaveAdminMessages.rejectReason,
  comment: leaveAdminMessages.comment,
  override: leaveAdminMessages.override,
  status: "Status must be Pending, Approved, Rejected or Cancelled",
  /** A reporting manager who is not an admin, on an admin account's request (HR's reach, docs/product.md section 9.9). */
  managerAdminAccount: "Only an admin can decide the correction requests of an admin account",
} as const;

/** The screens' notices and labels (docs/product.md sections 6.7, 8.4 and 9.20). */
export const regularisationTexts = {
  action: "Request correction",
  pendingDay: "Correction requested",
  requested: "Correction requested",
  requestedDetail: "Your manager or HR will review it",
  requestFailed: "Failed to send correction request",
  cancelled: "Correction request cancelled",
  cancelFailed: "Failed to cancel correction request",
  approved: "Correction approved",
  rejected: "Correction rejected",
  decideFailed: "Failed to decide correction request",
  listFailed: "Failed to fetch correction requests",
  ownEmpty: "No correction requests yet",
  teamEmpty: "No correction requests from your team",
  hrEmpty: "No correction requests",
  noRecord: "No check-in recorded",
} as const;

/** POST /api/employee/attendance/corrections: the day, the times it should have (business time zone, 24-hour) and why. */
export const regularisationInputSchema = z
  .object({
    date: requiredDate(regularisationMessages.date),
    checkIn: checkInTimeField,
    checkOut: checkOutTimeField,
    reason: correctionReasonField,
  })
  .check(checkOutAfterCheckIn());
export type RegularisationInput = z.input<typeof regularisationInputSchema>;

const comment = z
  .string({ error: regularisationMessages.comment })
  .check(z.trim(), noControlCharacters(), z.maxLength(COMMENT_MAX, regularisationMessages.comment));

/** POST .../approve: an optional comment; HR's `override` approves a request a manager rejected (audited as such). */
export const correctionApproveSchema = z.object({
  comment: z._default(comment, ""),
  override: z._default(z.boolean({ error: regularisationMessages.override }), false),
});
export type CorrectionApproveInput = z.input<typeof correctionApproveSchema>;
/** POST .../reject: the comment is the reason and is required. */
export const correctionRejectSchema = z.object({
  comment: z
    .string({ error: regularisationMessages.rejectReason })
    .check(
      z.trim(),
      noControlCharacters(),
      z.minLength(1, { error: regularisationMessages.rejectReason, abort: true }),
      z.maxLength(COMMENT_MAX, regularisationMessages.comment),
    ),
});
export type CorrectionRejectInput = z.input<typeof correctionRejectSchema>;

/** Every list of requests: paged (X-Total-Count), optionally one status; `q` (HR) the employee's name or ID. */
export const correctionsQuerySchema = z.extend(listQuerySchema, {
  status: z.optional(z.enum(correctionStatuses, { error: regularisationMessages.status })),
});
export type CorrectionsQuery = z.output<typeof correctionsQuerySchema>;

/** One request as the employee, the manager and HR see it. */
export const regularisationSchema = z.object({
  id: z.int(),
  employeeRecordId: z.int(),
  employeeId: z.string(),
  employeeName: z.string(),
  date: z.string(),
  /** The times asked for, 'HH:MM' in the business time zone; no check-out leaves the day open. */
  checkIn: z.string(),
  checkOut: z.nullable(z.string()),
  reason: z.string(),
  status: z.enum(correctionStatuses),
  /** Who decided (the account's name; 'Former staff' when it is gone), as manager or HR; null until decided. */
  decidedBy: z.nullable(z.string()),
  decidedAs: z.nullable(z.enum(correctionDeciders)),
  comment: z.nullable(z.string()),
  /** When it was decided or cancelled. */
  decidedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** The day's record now (instants), to compare with what is asked; null without one. */
  currentCheckIn: z.nullable(z.string()),
  currentCheckOut: z.nullable(z.string()),
  /** The person's account is an admin's: HR sees the request read-only, an admin decides it (docs/product.md section 9.9). */
  adminAccount: z.boolean(),
});
export type Regularisation = z.infer<typeof regularisationSchema>;
