import * as z from "zod/mini";
import { EMAIL_MAX, emailMessage, noControlCharacters } from "./common";
import { PASSWORD_MAX, passwordMessages, passwordProblem } from "../domain/password-rules";

/** The three portals of the login page; the selected card decides which one is used (docs/product.md section 4.1). */
export const portals = ["employee", "hr", "admin"] as const;
export type Portal = (typeof portals)[number];
export const roles = ["admin", "hr", "employee"] as const;
export type Role = (typeof roles)[number];

export const LOGIN_PATHS: Record<Portal, string> = {
  admin: "/api/admin/login",
  hr: "/api/hr/login",
  employee: "/api/employee/login",
};
export const AUTH_ME_PATH = "/api/auth/me";
export const AUTH_LOGOUT_PATH = "/api/auth/logout";
export const AUTH_PASSWORD_PATH = "/api/auth/password";

/** Headers that carry a login's sessionId for API clients (docs/product.md section 9.2). */
export const SESSION_HEADERS: Record<Portal, string> = {
  admin: "x-admin-session",
  hr: "x-hr-session",
  employee: "x-employee-session",
};

export const passwordRequiredMessage = "Password is required";
export const domainMessage = (domain: string) => `Only @${domain} email addresses are allowed`;
/** The one answer for a wrong password, an unknown or inactive account and the wrong portal. */
export const INVALID_CREDENTIALS = "Invalid email or password for the selected portal";

const email = (domain: string) =>
  z.string({ error: emailMessage }).check(
    z.trim(),
    z.toLowerCase(),
    noControlCharacters(),
    z.maxLength(EMAIL_MAX, { error: emailMessage, abort: true }),
    z.email({ error: emailMessage, abort: true }),
    z.refine((value) => value.endsWith(`@${domain.toLowerCase()}`), domainMessage(domain)),
  );

/** Login form and POST /api/{portal}/login (docs/product.md sections 4.1 and 9.2). */
export function loginSchema(domain: string) {
  return z.object({
    email: email(domain),
    password: z
      .string({ error: passwordRequiredMessage })
      .check(z.minLength(1, passwordRequiredMessage), z.maxLength(PASSWORD_MAX, passwordMessages.tooLong), noControlCharacters()),
  });
}
export type LoginInput = z.input<ReturnType<typeof loginSchema>>;

/** A new password: the shared rules without the common-password list (the server adds that and the e-mail check). */
export const newPasswordSchema = z.string({ error: passwordMessages.tooShort }).check(
  noControlCharacters(),
  z.check<string>((context) => {
    const problem = passwordProblem(context.value);
    if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
  }),
);

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .check(z.minLength(1, "Current password is required"), z.maxLength(PASSWORD_MAX, passwordMessages.tooLong), noControlCharacters()),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export const passwordChangedMessage = "Password changed. Your other sessions have been signed out.";
/** The session that changed the password continues under a new id (also set in its cookie). */
export const changePasswordResponseSchema = z.object({ message: z.string(), sessionId: z.string() });
export const wrongCurrentPasswordMessage = "Current password is incorrect";
/** The 403 answer of every call but the password change while a temporary password is in use. */
/** An employee login whose account lost its record between the check and the answer (a 500: it should not happen). */
export const noEmployeeRecordMessage = "The account has no employee record";

export const passwordChangeRequiredMessage = "Please change your temporary password before continuing";

export const staffUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** The employee record linked to an account (later issues add fields). */
export const employeeSummarySchema = z.object({
  id: z.int(),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  department: z.nullable(z.string()),
  designation: z.nullable(z.string()),
  role: z.enum(roles),
});
export type EmployeeSummary = z.infer<typeof employeeSummarySchema>;

/** Each login answers `sessionId` plus the record under its own name (docs/product.md section 9.2). */
export const adminLoginResponseSchema = z.object({ sessionId: z.string(), admin: staffUserSchema });
export const hrLoginResponseSchema = z.object({ sessionId: z.string(), hrUser: staffUserSchema });
export const employeeLoginResponseSchema = z.object({ sessionId: z.string(), employee: employeeSummarySchema });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
export type HrLoginResponse = z.infer<typeof hrLoginResponseSchema>;
export type EmployeeLoginResponse = z.infer<typeof employeeLoginResponseSchema>;

export const portalQuerySchema = z.object({ portal: z.optional(z.enum(portals)) });

/** GET /api/auth/me: who the session belongs to and when it ends. */
export const meResponseSchema = z.object({
  portal: z.enum(portals),
  user: staffUserSchema,
  employee: z.nullable(employeeSummarySchema),
  expiresAt: z.string(),
  idleMinutes: z.int(),
  /** A temporary password must be changed before anything else works. */
  mustChangePassword: z.boolean(),
  /** The server's BUSINESS_TIMEZONE: the portal shows every date and time on this clock. */
  businessTimeZone: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
