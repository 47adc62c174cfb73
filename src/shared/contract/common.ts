// zod/mini: the same validation as "zod" at a fraction of the size on public pages (DESIGN section 8).
import * as z from "zod/mini";

/** The JSON body of every error answer (DESIGN.md section 4). */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Hidden form field that people never fill in; bots that do are answered as if accepted. */
export const honeypotField = z.optional(z.string().check(z.maxLength(500)));
export { HONEYPOT_NAME } from "./paths";

export const emailMessage = "Please enter a valid email address";
export const EMAIL_MAX = 254;
