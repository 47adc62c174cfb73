import * as z from "zod/mini";
import { employeeNotFoundMessage, listQuerySchema, monthMessage, monthParam, recordIdParam, noControlCharacters } from "./common";
import { allowanceLeaveTypes, leaveStatuses, leaveTypeLabels, leaveTypes, type LeaveType } from "./employee-portal";
import { leaveDayCount } from "./leave-days";

/** HR's side of leave (docs/product.md sections 6.4, 6.6 and 9.12): the request list, approve and reject, allowances, balances. */
export const HR_LEAVES_PATH = "/api/hr/leaves";
export const leaveDecisionPath = (id: number, decision: LeaveDecision) => `${HR_LEAVES_PATH}/${id}/${decision}`;
/** HR cancels an approved leave (docs/product.md section 10.6.2). */
export const hrLeaveCancelPath = (id: number) => `${HR_LEAVES_PATH}/${id}/cancel`;
export const HR_LEAVE_ALLOWANCES_PATH = "/api/hr/leave-allowances";
export const leaveAllowancePath = (leaveType: string) => `${HR_LEAVE_ALLOWANCES_PATH}/${leaveType}`;
export const HR_LEAVE_BALANCES_PATH = "/api/hr/leave-balances";
export const EMPLOYEE_LEAVE_BALANCES_PATH = "/api/employee/leave-balances";

export const leaveDecisions = ["approve", "reject"] as const;
/** Who decided: the person's reporting manager, or HR (an admin counts as HR). */
export const leaveDeciders = ["manager", "hr"] as const;
export type LeaveDecider = (typeof leaveDeciders)[number];
export type LeaveDecision = (typeof leaveDecisions)[number];

export const COMMENT_MAX = 500;

export const leaveAdminMessages = {
  rejectReason: "Please give a reason for rejecting",
  comment: `Comment must be at most ${COMMENT_MAX} characters`,
  override: "Override must be true or false",
  alreadyDecided: "This leave request has already been decided",
  /** HR approving a request a manager rejected, whose dates the person has asked for again since. */
  askedAgain: "The person has asked for leave on these dates again since: decide that request instead",
  cancelReason: "Please give a reason for cancelling",
  notApproved: "Only an approved leave can be cancelled",
  tooLongToApprove: "This request is longer than 182 days (the most a leave can last): it can only be rejected",
  notFound: "Leave request not found",
  /** HR's reach (docs/product.md section 9.9): an admin account's leave moves the admin's pay, which HR does not see. */
  adminAccount: "HR may not decide or cancel the leave of an admin account: another admin can",
  employeeNotFound: employeeNotFoundMessage,
  employee: "Choose an employee (a positive whole number)",
  status: "Status must be Pending, Approved, Rejected or Cancelled",
  month: monthMessage,
  leaveType: "Leave type must be sick, vacation, personal, emergency, maternity or paternity",
  days: "Days must be a whole number from 0 to 365",
  sandwich: "Sandwich must be true or false",
} as const;

export const insufficientBalanceMessage = (leaveType: LeaveType, year: number, remaining: number, needed: number) =>
  `Not enough ${leaveTypeLabels[leaveType]} balance: ${leaveDayCount(leaveType, Math.max(0, remaining))} left in ${year}, this request needs ${leaveDayCount(leaveType, needed)}. Approve with override to go ahead anyway.`;

const employeeIdParam = recordIdParam(leaveAdminMessages.employee);

/** GET /api/hr/leaves: paged (X-Total-Count), Pending first, then the latest start. `q` searches the employee's name and ID. */
export const hrLeavesQuerySchema = z.extend(listQuerySchema, {
  status: z.optional(z.enum(leaveStatuses, { error: leaveAdminMessages.status })),
  employee: z.optional(employeeIdParam),
  /** Requests overlapping this month. */
  month: z.optional(monthParam),
});
export type HrLeavesQuery = z.output<typeof hrLeavesQuerySchema>;

/** One row of HR's leave table: the request plus the decision (docs/product.md section 9.12). */
export const hrLeaveSchema = z.object({
  id: z.int(),
  /** The employee record's id (the `employee` filter and the balances call take it). */
  employeeRecordId: z.int(),
  employeeId: z.string(),
  employeeName: z.string(),
  leaveType: z.enum(leaveTypes),
  startDate: z.string(),
  endDate: z.string(),
  /** Inclusive of both dates (docs/product.md section 10.3). */
  days: z.int(),
  /** The days that use leave: weekly offs and holidays do not (unless sandwiched, see leave-balance.ts); fixed at approval. */
  workingDays: z.int(),
  reason: z.string(),
  status: z.enum(leaveStatuses),
  decidedBy: z.nullable(z.string()),
  /** Whether it was decided as the person's reporting manager or by HR (docs/product.md section 9.20); null while pending. */
  decidedAs: z.nullable(z.enum(leaveDeciders)),
  decidedAt: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  createdAt: z.string(),
  /** The person's account is an admin's: HR sees the request read-only, an admin decides it (docs/product.md section 9.9). */
  adminAccount: z.boolean(),
});
export type HrLeave = z.infer<typeof hrLeaveSchema>;

const comment = z
  .string({ error: leaveAdminMessages.comment })
  .check(z.trim(), noControlCharacters(), z.maxLength(COMMENT_MAX, leaveAdminMessages.comment));
const override = z._default(z.boolean({ error: leaveAdminMessages.override }), false);

/** POST .../approve: an optional comment; `override` approves beyond the balance (audited). */
export const approveInputSchema = z.object({ comment: z._default(comment, ""), override });
/** POST .../reject: the comment is the reason and is required. */
export const rejectInputSchema = z.object({
  comment: z
    .string({ error: leaveAdminMessages.rejectReason })
    .check(
      z.trim(),
      noControlCharacters(),
      z.minLength(1, { error: leaveAdminMessages.rejectReason, abort: true }),
      z.maxLength(COMMENT_MAX, leaveAdminMessages.comment),
    ),
  override: z.optional(z.boolean({ error: leaveAdminMessages.override })),
});
/** POST .../cancel (HR): an approved leave, with the reason, which the employee sees as HR's comment. */
export const cancelApprovedInputSchema = z.object({
  reason: z
    .string({ error: leaveAdminMessages.cancelReason })
    .check(
      z.trim(),
      noControlCharacters(),
      z.minLength(1, { error: leaveAdminMessages.cancelReason, abort: true }),
      z.maxLength(COMMENT_MAX, leaveAdminMessages.comment),
    ),
});
export type CancelApprovedInput = z.input<typeof cancelApprovedInputSchema>;
export type ApproveInput = z.input<typeof approveInputSchema>;
export type RejectInput = z.input<typeof rejectInputSchema>;

/** Leave without pay has no allowance to set. */
export const leaveTypeParamsSchema = z.object({ leaveType: z.enum(allowanceLeaveTypes, { error: leaveAdminMessages.leaveType }) });

/** PUT /api/hr/leave-allowances/{leaveType}. */
export const allowanceInputSchema = z.object({
  days: z
    .number({ error: leaveAdminMessages.days })
    .check(z.int(leaveAdminMessages.days), z.gte(0, leaveAdminMessages.days), z.lte(365, leaveAdminMessages.days)),
  sandwich: z.boolean({ error: leaveAdminMessages.sandwich }),
});
export type AllowanceInput = z.infer<typeof allowanceInputSchema>;

export const leaveAllowanceSchema = z.object({
  leaveType: z.enum(leaveTypes),
  days: z.int(),
  sandwich: z.boolean(),
  /** Maternity and paternity: per event rather than per calendar year. */
  perEvent: z.boolean(),
  /** Nothing saved yet: the default allowance applies (docs/product.md section 10.3). */
  isDefault: z.boolean(),
});
export type LeaveAllowanceView = z.infer<typeof leaveAllowanceSchema>;

export const leaveBalanceSchema = z.object({
  leaveType: z.enum(leaveTypes),
  allowance: z.int(),
  /** Approved leave days this calendar year. */
  used: z.int(),
  /** Leave days of requests still pending, this calendar year. */
  pending: z.int(),
  /** Allowance minus used; below zero after an approval with override. */
  remaining: z.int(),
  perEvent: z.boolean(),
});
export type LeaveBalanceView = z.infer<typeof leaveBalanceSchema>;

/** Both balance calls: the calendar year (business time zone) and one balance per type. */
export const leaveBalancesSchema = z.object({ year: z.int(), balances: z.array(leaveBalanceSchema) });
export type LeaveBalances = z.infer<typeof leaveBalancesSchema>;

export const hrBalancesQuerySchema = z.object({ employee: employeeIdParam });
