// zod/mini: the same validation as "zod" at a fraction of the size on public pages (docs/architecture.md section 3).
import * as z from "zod/mini";

/** The JSON body of every error answer (docs/product.md section 2.4). */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const controlCharacterMessage = "Contains control characters that are not allowed";
/** Every Unicode control character except tab and new line (NUL above all: the database refuses it). */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n]/u;
export const hasControlCharacters = (value: string) => CONTROL_CHARACTER.test(value);

export const unpairedSurrogateMessage = "Contains a broken character (half of an emoji or symbol) that is not allowed";
/**
 * Half of a UTF-16 surrogate pair on its own: a high surrogate not followed by a low one, or a low one not
 * preceded by a high one. No character at all: the database's jsonb (the audit log) refuses it.
 */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const hasUnpairedSurrogates = (value: string) => UNPAIRED_SURROGATE.test(value);

/**
 * The one rule for every text field of every schema: tab and new line are text, other control characters
 * are not, nor half of a surrogate pair.
 */
export const noControlCharacters = () =>
  z.refine<string>((value) => !hasControlCharacters(value) && !hasUnpairedSurrogates(value), {
    error: (issue) =>
      typeof issue.input === "string" && hasControlCharacters(issue.input) ? controlCharacterMessage : unpairedSurrogateMessage,
    abort: true,
  });

/** The body of a 204 answer. */
export const noContentSchema = z.null();

/** Hidden form field that people never fill in; bots that do are answered as if accepted. */
export const honeypotField = z.optional(z.string().check(z.maxLength(500), noControlCharacters()));
export { HONEYPOT_NAME } from "./paths";

/** Paged lists carry their total in this header; CSV exports their record count in the other. */
export const TOTAL_COUNT_HEADER = "x-total-count";
export const EXPORT_COUNT_HEADER = "x-record-count";

export const emailMessage = "Please enter a valid email address";
export const EMAIL_MAX = 254;

/** A required text field: trimmed, not blank (its own "X is required" message, docs/product.md section 2.1), bounded. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      noControlCharacters(),
      z.minLength(1, { error: message, abort: true }),
      z.maxLength(max, `Must be at most ${max} characters`),
    );

const boundedText = (max: number) =>
  z.string().check(z.trim(), noControlCharacters(), z.maxLength(max, `Must be at most ${max} characters`));

/** An optional text field: trimmed and bounded; missing means empty. */
export const optionalText = (max = 2000) => z._default(boundedText(max), "");

/** The same where a record answers null for none, which a client may send back: null is empty too. */
export const optionalNullableText = (max = 2000) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((value) => value ?? ""),
    ),
    boundedText(max),
  );

/** Every date and month of the contract lies in these years (narrower where a rule says so). */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2999;
export const dateMessage = "Enter a date as YYYY-MM-DD";
export const monthMessage = "Enter a month as YYYY-MM";
/** An employee record asked for by id that does not exist, on every desk that looks one up. */
export const employeeNotFoundMessage = "Employee not found";
export const yearRangeMessage = `Enter a year from ${YEAR_MIN} to ${YEAR_MAX}`;

/** A real day of the calendar written YYYY-MM-DD (not 2026-02-30, not 2026-2-3). */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** The year of a YYYY-MM-DD date or YYYY-MM month lies in YEAR_MIN..YEAR_MAX. */
export const inYearRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= YEAR_MIN && year <= YEAR_MAX;
};

/** A calendar date as YYYY-MM-DD (the value of an <input type="date">), in the years 1900-2999. */
export const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message, abort: true }),
      z.refine(isCalendarDate, { error: dateMessage, abort: true }),
      z.refine(inYearRange, yearRangeMessage),
    );

/** An optional date: a missing or empty value is stored as null; otherwise as `requiredDate`. */
export const optionalDate = () =>
  z.pipe(
    z._default(z.nullable(z.string().check(z.trim())), null),
    z.transform((value: string | null, context) => {
      if (value === null || value === "") return null;
      if (!isCalendarDate(value)) {
        context.issues.push({ code: "custom", message: dateMessage, input: value });
      } else if (!inYearRange(value)) {
        context.issues.push({ code: "custom", message: yearRangeMessage, input: value });
      }
      return value;
    }),
  );

/** The one month schema of the contract (a query or a path parameter): YYYY-MM in the years 1900-2999. */
export const monthParam = z
  .string({ error: monthMessage })
  .check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: monthMessage, abort: true }), z.refine(inYearRange, yearRangeMessage));

/** A list of short texts (the form's comma-separated field, split by the form): trimmed, blanks dropped. */
export const textList = (maxItems = 50, maxLength = 200) =>
  z.pipe(
    z._default(
      z
        .array(z.string().check(noControlCharacters(), z.maxLength(maxLength, `Each entry must be at most ${maxLength} characters`)))
        .check(z.maxLength(maxItems, `At most ${maxItems} entries`)),
      [],
    ),
    z.transform((items: string[]) => items.map((item) => item.trim()).filter(Boolean)),
  );

/** Paging and search of every admin list (docs/product.md section 2.3): newest first, X-Total-Count carries the total. */
export const LIST_LIMIT_DEFAULT = 100;
export const LIST_LIMIT_MAX = 500;
export const listQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number()
      .check(
        z.int("limit must be a whole number"),
        z.gte(1, "limit must be at least 1"),
        z.lte(LIST_LIMIT_MAX, `limit must be at most ${LIST_LIMIT_MAX}`),
      ),
    LIST_LIMIT_DEFAULT,
  ),
  offset: z._default(z.coerce.number().check(z.int("offset must be a whole number"), z.gte(0, "offset must be at least 0")), 0),
  q: z.optional(z.string().check(z.trim(), noControlCharacters(), z.maxLength(100, "Search must be at most 100 characters"))),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** The digits of an id: no sign, space, leading zero, fraction, exponent or hex, at most 10 digits. */
export const RECORD_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
/** The largest id a PostgreSQL integer column holds. */
const INT4_MAX = 2_147_483_647;
/**
 * Every numeric id in a path or query (`/api/admin/employees/16/reveal`, `?employee=16`): plain decimal digits,
 * from 1 to INT4_MAX, as a number. Coercing with Number() read ' 1', '0x10' and '1e3' as 1, 16 and 1000.
 */
export const recordIdParam = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(
      z.regex(RECORD_ID_PATTERN, { error: message, abort: true }),
      z.refine((digits) => Number(digits) <= INT4_MAX, message),
    ),
    z.transform((digits: string) => Number(digits)),
  );

/** Route parameter {id}. */
export const recordIdMessage = "The id must be a positive whole number";
export const idParamsSchema = z.object({ id: recordIdParam(recordIdMessage) });
