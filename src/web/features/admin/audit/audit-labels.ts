import type { AuditEvent } from "@/shared/contract/audit";

/** What each audit event means, in words an office manager reads. */
export const auditEventLabels: Record<AuditEvent, string> = {
  "login.success": "Logged in",
  "login.failure": "Failed login",
  "login.lockout": "Login locked",
  "login.refused": "Login refused (locked)",
  logout: "Logged out",
  "password.changed": "Password changed",
  "password.change_failed": "Password change failed",
  "password.change_refused": "Password change refused",
  "password.reset": "Password reset",
  "account.created": "Account created",
  "account.deactivated": "Account deactivated",
  "account.reactivated": "Account reactivated",
  "account.role_changed": "Role changed",
  "account.email_changed": "Login e-mail changed",
  "session.revoked": "Session ended",
  "session.switched": "Opened own employee portal",
  "employee.created": "Employee created",
  "employee.updated": "Employee updated",
  "employee.deactivated": "Employee deactivated",
  "employee.reporting-manager-unmatched": "Reporting manager not matched (left empty)",
  "employee.reactivated": "Employee reactivated",
  "employee.identifiers_revealed": "Identifiers revealed",
  "document.uploaded": "Document uploaded",
  "document.downloaded": "Document downloaded",
  "document.deleted": "Document deleted",
  "project.created": "Project created",
  "project.updated": "Project updated",
  "project.deleted": "Project deleted",
  "job.created": "Job opening posted",
  "job.updated": "Job opening updated",
  "job.closed": "Job opening closed",
  "job.reopened": "Job opening reopened",
  "inquiry.replied": "Inquiry replied",
  "subscriber.deactivated": "Subscriber deactivated",
  "subscriber.reactivated": "Subscriber reactivated",
  "export.downloaded": "Export downloaded",
  "settings.updated": "Settings changed",
  "attendance.checked_in": "Checked in",
  "attendance.checked_out": "Checked out",
  "leave.requested": "Leave requested",
  "leave.cancelled": "Leave cancelled",
  "policy.created": "Policy created",
  "policy.updated": "Policy updated",
  "holiday.added": "Holiday added",
  "holiday.removed": "Holiday removed",
  "leave.approved": "Leave approved",
  "leave.rejected": "Leave rejected",
  "leave.overridden": "Manager's leave decision overridden by HR",
  "leave.allowance_changed": "Leave allowance changed",
  "attendance.corrected": "Attendance corrected",
  "payroll.finalised": "Payroll finalised",
  "payslip.downloaded": "Payslip downloaded",
  "duty.refused": "Refused: own record",
  "tax.declaration_saved": "Tax declaration saved",
  "tax.declarations_locked": "Tax declarations locked",
  "tax.declarations_unlocked": "Tax declarations unlocked",
  "tax.previous_employer_verified": "Previous employer's figures verified",
  "payroll.opening_saved": "Opening figures saved",
  "payroll.paid": "Payroll marked paid",
  "payroll.bank_file_downloaded": "Bank transfer file downloaded",
  "payroll.bank_file_refused": "Bank transfer file refused",
  "salary.revised": "Salary revised",
  "pay_item.added": "Pay item added",
  "pay_item.changed": "Pay item changed",
  "pay_item.deleted": "Pay item deleted",
  "separation.recorded": "Separation recorded",
  "separation.changed": "Separation changed",
  "separation.withdrawn": "Separation withdrawn",
  "separation.statement_downloaded": "Settlement statement downloaded",
  "attendance.correction_requested": "Attendance correction requested",
  "attendance.correction_approved": "Attendance correction approved",
  "attendance.correction_rejected": "Attendance correction rejected",
  "attendance.correction_cancelled": "Attendance correction cancelled",
  "inquiry.reply_sent": "Inquiry reply sent",
  "newsletter.sent": "Newsletter sent",
  "subscriber.unsubscribed": "Unsubscribed by link",
  "policy.emailed": "Policy e-mailed",
  "password.reset_requested": "Password reset link e-mailed",
  "password.reset_by_link": "Password set with an e-mailed link",
};

/** The label of an event; an event this build does not know yet shows as stored. */
export const auditEventLabel = (event: string): string =>
  Object.hasOwn(auditEventLabels, event) ? auditEventLabels[event as AuditEvent] : event;

const acronyms = new Set(["hra", "ctc", "pan", "ifsc", "id", "ip"]);

/** Field and key names as people say them: "basicSalary" -> "basic salary", "hra" -> "HRA", "wrong_password" -> "wrong password". */
export const words = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_]+/)
    .map((word) => (acronyms.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()))
    .join(" ");

const plural = (count: unknown, noun: string) => `${String(count)} ${noun}${count === 1 ? "" : "s"}`;
const text = (value: unknown) => (typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));

/** Keys read as a phrase; null leaves the key out (`from` is told with `role`). */
const phrases: Record<string, (value: unknown, details: Record<string, unknown>) => string | null> = {
  fields: (value) =>
    Array.isArray(value) ? (value.length > 0 ? `Changed: ${value.map((field) => words(String(field))).join(", ")}` : "No changes") : null,
  rows: (value) => plural(value, "row"),
  role: (value, details) => (details.from ? `${text(details.from)} → ${text(value)}` : `role: ${text(value)}`),
  from: (value, details) => (details.role === undefined ? `from: ${text(value)}` : null),
  sessionsRevoked: (value) => (typeof value === "number" && value > 0 ? `${plural(value, "session")} ended` : null),
  reason: (value) => `reason: ${words(text(value))}`,
  portal: (value) => `${text(value)} portal`,
};

/** A short line for an entry's details: { fields: [...] } -> "Changed: basic salary, HRA"; unknown keys as "key: value". */
export function auditDetailsSummary(details: Record<string, unknown> | null): string {
  if (!details) return "";
  return Object.entries(details)
    .map(([key, value]) => {
      if (value === null || value === undefined) return null;
      const phrase = Object.hasOwn(phrases, key) ? phrases[key] : undefined;
      return phrase ? phrase(value, details) : `${words(key)}: ${text(value)}`;
    })
    .filter((part): part is string => Boolean(part))
    .join(" · ");
}
