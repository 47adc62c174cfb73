// E-mail (docs/product.md section 11): the admin's E-mail panel (the outbox) and the password links e-mailed by
// Forgot password and to a new account.
import * as z from "zod/mini";
import { EMAIL_MAX, emailMessage, listQuerySchema, noControlCharacters } from "./common";
import { newPasswordSchema } from "./auth";

export const ADMIN_OUTBOX_PATH = "/api/admin/outbox";

export const outboxStatuses = ["pending", "sent", "failed", "unconfigured"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
/** What the panel shows for each status. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting to send",
  sent: "Sent",
  failed: "Failed",
  unconfigured: "Not sent: no mail server configured",
};
export const OUTBOX_PREVIEW_LENGTH = 200;
/** What the panel calls each kind of message (a kind missing here is shown as it is stored). */
export const OUTBOX_KIND_LABELS: Record<string, string> = {
  "account.welcome": "Welcome (set password)",
  "password.reset": "Password reset",
  "account.email_changed": "Login e-mail changed",
  "inquiry.notify": "New inquiry notice",
  "inquiry.acknowledgement": "Inquiry acknowledgement",
  "inquiry.reply": "Inquiry reply",
  newsletter: "Newsletter",
  "policy.emailed": "Policy",
  "leave.requested": "Leave request",
  "leave.decided": "Leave decision",
  "leave.cancelled": "Leave cancelled",
  "correction.requested": "Attendance correction request",
  "correction.decided": "Attendance correction decision",
  "payslip.ready": "Payslip ready",
  "payroll.paid": "Salary paid",
};

const statusMessage = `Status must be one of: ${outboxStatuses.join(", ")}`;
export const outboxQuerySchema = z.extend(listQuerySchema, {
  status: z.optional(z.enum(outboxStatuses, { error: statusMessage })),
  kind: z.optional(z.string().check(z.trim(), noControlCharacters(), z.maxLength(50, "Kind must be at most 50 characters"))),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxEntrySchema = z.object({
  id: z.int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  statusLabel: z.string(),
  attempts: z.int(),
  lastError: z.nullable(z.string()),
  /** When the next attempt is due (pending only). */
  nextAttemptAt: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** The first 200 characters of the plain-text body. */
  preview: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

// Forgot password and the one-time links (docs/product.md section 11.3).

export const FORGOT_PASSWORD_PATH = "/api/auth/forgot-password";
export const RESET_PASSWORD_PATH = "/api/auth/reset-password";

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: emailMessage })
    .check(
      z.trim(),
      z.toLowerCase(),
      noControlCharacters(),
      z.maxLength(EMAIL_MAX, { error: emailMessage, abort: true }),
      z.email(emailMessage),
    ),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
/** The one answer, whether or not the address has an account. */
export const forgotPasswordMessage =
  "If that address belongs to an active account, we have sent it a link to set a new password. The link works once, for one hour.";

export const linkMissingMessage = "This link is incomplete. Open the link from the e-mail again.";
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: linkMissingMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: linkMissingMessage, abort: true }),
      z.maxLength(200, { error: linkMissingMessage, abort: true }),
      z.regex(/^[A-Za-z0-9_-]+$/, linkMissingMessage),
    ),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export const passwordSetMessage = "Your password is set. Log in with your new password.";
/** A token that is unknown, used or past its time gets this 400. */
export const linkExpiredMessage = "This link has expired or has already been used. Ask for a new one with Forgot password.";
export const resetPasswordResponseSchema = z.object({ message: z.string(), email: z.string() });

/** How long each link works. */
export const WELCOME_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;
