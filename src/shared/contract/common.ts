import { z } from "zod";

/** The JSON body of every error answer (DESIGN.md section 4). */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Hidden form field that people never fill in; bots that do are answered as if accepted. */
export const honeypotField = z.string().max(500).optional();
export { HONEYPOT_NAME } from "./paths";

export const emailMessage = "Please enter a valid email address";
export const EMAIL_MAX = 254;
