import * as z from "zod/mini";
import { listQuerySchema, noControlCharacters, optionalDate } from "./common";

/** Every kind of audit entry (docs/product.md section 2.9). */
export const auditEvents = [
  "login.success",
  "login.failure",
  "login.lockout",
  "login.refused",
  "logout",
  "password.changed",
  "password.change_failed",
  "password.change_refused",
  "password.reset",
  "account.created",
  "account.deactivated",
  "account.reactivated",
  "account.role_changed",
  "account.email_changed",
  "session.revoked",
  "session.switched",
  "employee.created",
  "employee.updated",
  "employee.deactivated",
  "employee.reporting-manager-unmatched",
  "employee.reactivated",
  "employee.identifiers_revealed",
  "document.uploaded",
  "document.downloaded",
  "document.deleted",
  "project.created",
  "project.updated",
  "project.deleted",
  "job.created",
  "job.updated",
  "job.closed",
  "job.reopened",
  "inquiry.replied",
  "subscriber.deactivated",
  "subscriber.reactivated",
  "export.downloaded",
  "settings.updated",
  "attendance.checked_in",
  "attendance.checked_out",
  "leave.requested",
  "leave.cancelled",
  "policy.created",
  "policy.updated",
  "holiday.added",
  "holiday.removed",
  "leave.approved",
  "leave.rejected",
  "leave.overridden",
  "leave.allowance_changed",
  "attendance.corrected",
  "payroll.finalised",
  "payslip.downloaded",
  "duty.refused",
  "tax.declaration_saved",
  "tax.declarations_locked",
  "tax.declarations_unlocked",
  "tax.previous_employer_verified",
  "payroll.opening_saved",
  "payroll.paid",
  "payroll.bank_file_downloaded",
  "payroll.bank_file_refused",
  "salary.revised",
  "pay_item.added",
  "pay_item.changed",
  "pay_item.deleted",
  "separation.recorded",
  "separation.changed",
  "separation.withdrawn",
  "separation.statement_downloaded",
  "attendance.correction_requested",
  "attendance.correction_approved",
  "attendance.correction_rejected",
  "attendance.correction_cancelled",
  "inquiry.reply_sent",
  "newsletter.sent",
  "subscriber.unsubscribed",
  "policy.emailed",
  "password.reset_requested",
  "password.reset_by_link",
] as const;
export type AuditEvent = (typeof auditEvents)[number];

export const ADMIN_AUDIT_PATH = "/api/admin/audit";

export const auditMessages = {
  dateOrder: "'To' cannot be before 'From'",
} as const;

/**
 * The audit view's filters: an event, a person (matched in the actor's name or e-mail, in the subject and in the
 * name of the employee it is about) and business dates from and to (both included; docs/product.md section 9.19).
 */
export const auditQuerySchema = z
  .extend(listQuerySchema, {
    event: z.optional(z.enum(auditEvents, { error: "Unknown event" })),
    person: z.optional(z.string().check(z.trim(), noControlCharacters(), z.maxLength(100, "Person must be at most 100 characters"))),
    from: optionalDate(),
    to: optionalDate(),
  })
  .check(z.refine((query) => !query.from || !query.to || query.to >= query.from, { path: ["to"], error: auditMessages.dateOrder }));
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  event: z.string(),
  /** Who did it; null for the operator's command, the first start and failed logins. */
  actor: z.nullable(z.object({ name: z.string(), email: z.string() })),
  /** What it was about: an account's address or a record ("employee:12"), never an identifier in clear. */
  subject: z.nullable(z.string()),
  /**
   * The record as people name it ("Aarav Deshmukh (EMP0012)", "Projects export", "Leave request #5 (Aarav
   * Deshmukh)"); null when the subject is an e-mail address, names nothing known, or its record is gone.
   */
  subjectName: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
