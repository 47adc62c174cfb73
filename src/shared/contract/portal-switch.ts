import * as z from "zod/mini";
import { noControlCharacters } from "./common";
import { passwordRequiredMessage } from "./auth";
import { PASSWORD_MAX, passwordMessages } from "../domain/password-rules";

/**
 * Switching from the HR or admin portal to one's own employee portal (docs/product.md section 4.3): the password
 * again, then a second session, bound to the employee portal, beside the one in use.
 */

export const SWITCH_TO_EMPLOYEE_PATHS = {
  hr: "/api/hr/switch/employee",
  admin: "/api/admin/switch/employee",
} as const;
export type SwitchFromPortal = keyof typeof SWITCH_TO_EMPLOYEE_PATHS;

export const switchToEmployeeSchema = z.object({
  password: z
    .string({ error: passwordRequiredMessage })
    .check(z.minLength(1, passwordRequiredMessage), z.maxLength(PASSWORD_MAX, passwordMessages.tooLong), noControlCharacters()),
});
export type SwitchToEmployeeInput = z.infer<typeof switchToEmployeeSchema>;

export const switchMessages = {
  /** 400, under the password field: the same counters as a failed login count it. */
  wrongPassword: "Password is incorrect",
  /** 409 */
  noEmployeeRecord: "Your account has no employee record, so there is no employee portal to open",
  /** 403: the record is inactive, or the person has left. */
  inactiveRecord: "Your employee record is not active, so the employee portal is closed to you",
} as const;
