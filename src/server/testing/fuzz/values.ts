/**
 * The catalogue of bad values (README, "Attack resistance") and a plausible value for each schema,
 * so one field at a time can be made bad while the rest of a body still looks right.
 */
import { RECORD_ID_PATTERN } from "@/shared/contract/common";
import type { Schema } from "./openapi";

/** Just under the 1 MiB body limit (app.ts BODY_LIMIT_BYTES): reaches the validators instead of the 413. */
export const NEAR_LIMIT = 1_000_000;
/** Over the body limit: must be answered 413 before any parsing. */
export const OVER_LIMIT = 1024 * 1024 + 1024;

/** A raw JSON text for a value JSON.stringify cannot write (1e309 parses to Infinity, 2^66 loses precision). */
export class RawJson {
  constructor(readonly text: string) {}
}

const SQL = ["' OR '1'='1", "1; DROP TABLE employees; --", "' UNION SELECT password_hash FROM staff_accounts --", "1' AND pg_sleep(2)--"];
const SCRIPT = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "javascript:alert(1)", '=HYPERLINK("http://x")'];
const UNICODE = ["x \ud800", "\udc00", "\u0000", "a\u0000b", "\u0007\u001b[31m", "\u202e\u200b\ufeff", "𝕏 😀 ज़", "\r\n\t"];
const DATES = ["0000-01-01", "2025-02-30", "9999-12-31", "2025-13-01", "2025-1-1", "-001-01-01", "2025-06-02T25:61:00Z", "today", ""];
const MONTHS = ["0000-01", "2025-13", "2025-00", "9999-12", "2025-1", "202506"];
const NUMBERS: unknown[] = [
  -1,
  0,
  -0.5,
  1.5,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  new RawJson("1e309"),
  new RawJson("-1e309"),
  new RawJson("73786976294838206464"),
  "NaN",
  "Infinity",
  "1e309",
  "0x10",
  " 1 ",
];
const SHAPES: unknown[] = [null, true, [], [null], {}, { a: 1 }];

/** Every bad value a string field is tried with (the huge ones are added by the caller: they are costly). */
export const badStrings: readonly unknown[] = [...SQL, ...SCRIPT, ...UNICODE, ...DATES, ...MONTHS, "NaN", "-1", "99999999999999999999"];
/** Every bad value a number field is tried with. */
export const badNumbers: readonly unknown[] = [...NUMBERS, "abc", "", ...SHAPES];
/** Values of the wrong shape for any field. */
export const wrongShapes: readonly unknown[] = [...SHAPES, 12, "text", ...NUMBERS.slice(6, 8)];

/** Path values: each is URL-encoded when put into the path, unless it is meant raw. */
export const badPathValues: readonly { value: string; raw?: true }[] = [
  { value: "abc" },
  { value: "-1" },
  { value: "0" },
  { value: "1.5" },
  { value: " 1" },
  { value: "+1" },
  { value: "01" },
  { value: "0x10" },
  { value: "1e3" },
  { value: "99999999999999999999" },
  { value: "2147483648" },
  { value: "../etc/passwd" },
  { value: "..%2f..%2fetc%2fpasswd", raw: true },
  { value: "%00", raw: true },
  { value: "%ZZ", raw: true },
  { value: "0000-01" },
  { value: "2025-13" },
  { value: "2025-02-30" },
  { value: "' OR 1=1 --" },
  { value: "<script>alert(1)</script>" },
  { value: "x \ud800" },
  { value: "NaN" },
  { value: "1e309" },
  { value: "a".repeat(5000) },
];

export const typeOf = (schema: Schema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

const DATE_NAME = /date|from|until|^to$|on$|joining|birth|effective|day/i;

/** A value the schema probably accepts, guessed from its type, limits and the field's name. */
export function plausibleValue(schema: Schema, name = ""): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return plausibleValue(option, name);
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, plausibleValue(child, key)]));
    case "string":
      return plausibleString(schema, name);
    default:
      return null;
  }
}

function plausibleString(schema: Schema, name: string): string {
  if (schema.format === "email" || /email/i.test(name)) return "fuzz.tester@prasthanrealty.example";
  if (schema.pattern?.includes("0[1-9]|1[0-2]") || /month/i.test(name)) return "2025-06";
  if (schema.pattern?.includes("[01]\\d|2[0-3]")) return "09:30";
  if (schema.pattern?.includes("0-9 ()-")) return "+91 98765 43210";
  if (/financialYear/i.test(name)) return "2025-26";
  if (DATE_NAME.test(name)) return "2025-06-02";
  const text = "fuzz";
  return text.padEnd(schema.minLength ?? 0, "z").slice(0, schema.maxLength ?? Infinity);
}

/** A valid-looking path value that names no stored row, so a body that passes validation changes nothing it should not. */
export function absentPathValue(schema: Schema, name: string): string {
  if (typeOf(schema) === "integer" || schema.pattern === RECORD_ID_PATTERN.source) return String(schema.maximum ?? 2147483647);
  return String(plausibleValue(schema, name));
}
