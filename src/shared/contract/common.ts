// zod/mini: the same validation as "zod" at a fraction of the size on public pages (DESIGN section 8).
import * as z from "zod/mini";

/** The JSON body of every error answer (DESIGN.md section 4). */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const controlCharacterMessage = "Contains control characters that are not allowed";
/** Every Unicode control character except tab and new line (NUL above all: the database refuses it). */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n]/u;
export const hasControlCharacters = (value: string) => CONTROL_CHARACTER.test(value);

/** The one rule for every text field of every schema: tab and new line are text, other control characters are not. */
export const noControlCharacters = () =>
  z.refine<string>((value) => !hasControlCharacters(value), { error: controlCharacterMessage, abort: true });

/** Hidden form field that people never fill in; bots that do are answered as if accepted. */
export const honeypotField = z.optional(z.string().check(z.maxLength(500), noControlCharacters()));
export { HONEYPOT_NAME } from "./paths";

export const emailMessage = "Please enter a valid email address";
export const EMAIL_MAX = 254;
