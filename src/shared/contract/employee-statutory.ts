import * as z from "zod/mini";
import { isValidEsiIpNumber, isValidUan, normaliseIdentifier } from "../domain/identifiers";
import type { TaxRegime } from "../domain/payroll/income-tax-tables";
import type { Gender } from "../domain/payroll/professional-tax";
import { isStateCode, stateFromWorkLocation, stateName, type StateCode } from "../domain/payroll/states";

export type { Gender, TaxRegime };

/**
 * The statutory fields of the employee record (docs/product.md section 7.1, 'Statutory Details'): what
 * the month's deductions depend on. Gender decides the professional-tax exemption for women; UAN and
 * ESI IP number go on the payslip; PF membership and the wage cap decide provident fund; the state of
 * work decides professional tax and labour welfare fund; the regime decides income tax. UAN and ESI IP
 * number are personal but not secret: stored in clear, shown only where the record is (the person, HR, admin).
 */

export const genders = ["male", "female", "other"] as const satisfies readonly Gender[];
export const genderLabels: Record<Gender, string> = { male: "Male", female: "Female", other: "Other" };

export const taxRegimes = ["new", "old"] as const satisfies readonly TaxRegime[];
export const taxRegimeLabels: Record<TaxRegime, string> = { new: "New regime", old: "Old regime" };

/** The state of work is a code of the payroll's state list (payroll/states.ts); blank is the work location's. */
export const stateOfWorkName = (code: string) => (isStateCode(code) ? stateName(code) : code);

export const statutoryMessages = {
  gender: "Gender is required",
  genderChoice: "Gender must be male, female or other",
  uan: "UAN must be 12 digits",
  esiIpNumber: "ESI IP number must be 10 digits",
  pfMember: "Choose whether the person is a PF member",
  pfWageCapped: "Choose whether PF is on at most ₹15,000 of basic or on the full basic",
  stateOfWork: "Choose a state of work from the list",
  taxRegime: "Choose the new or the old tax regime",
} as const;

/** Optional digits: blank or missing is "" (none), spaces are ignored, anything else must pass `valid`. */
const optionalDigits = (valid: (value: string) => boolean, message: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string({ error: message }))),
      z.transform((value) => normaliseIdentifier(value ?? "")),
    ),
    z.string().check(z.refine((value) => value === "" || valid(value), message)),
  );

/** Yes unless told otherwise. */
const yesByDefault = (message: string) => z._default(z.boolean({ error: message }), true);

/** A state code from the list; blank or missing is "" (the work location's state: `withStateOfWork`). */
const stateOfWork = z.pipe(
  z.pipe(
    z.optional(z.nullable(z.string({ error: statutoryMessages.stateOfWork }))),
    z.transform((value) => (value ?? "").trim().toUpperCase()),
  ),
  z.string().check(z.refine((value) => value === "" || isStateCode(value), statutoryMessages.stateOfWork)),
);

/** The HR short form's gender: optional (blank or missing is null). */
export const optionalGender = z.pipe(
  z.pipe(
    z.optional(z.nullable(z.string({ error: statutoryMessages.genderChoice }))),
    z.transform((value) => (value === undefined || value === null || value.trim() === "" ? null : value.trim())),
  ),
  z.nullable(z.enum(genders, { error: statutoryMessages.genderChoice })),
);

/** The fields of the admin employee form (and of every edit): gender is asked for, the rest have defaults. */
export const statutoryInputShape = {
  gender: z.enum(genders, { error: statutoryMessages.gender }),
  uan: optionalDigits(isValidUan, statutoryMessages.uan),
  esiIpNumber: optionalDigits(isValidEsiIpNumber, statutoryMessages.esiIpNumber),
  pfMember: yesByDefault(statutoryMessages.pfMember),
  pfWageCapped: yesByDefault(statutoryMessages.pfWageCapped),
  stateOfWork,
  taxRegime: z._default(z.enum(taxRegimes, { error: statutoryMessages.taxRegime }), "new"),
};

/** A blank state of work becomes the work location's (`stateFromWorkLocation`: Bangalore is Karnataka, the rest Maharashtra). */
export function withStateOfWork<T extends { stateOfWork: string; workLocation: string | null }>(values: T): T & { stateOfWork: StateCode } {
  return { ...values, stateOfWork: isStateCode(values.stateOfWork) ? values.stateOfWork : stateFromWorkLocation(values.workLocation) };
}

/** The fields as the record answers them; a record made before them has no gender until someone sets it. */
export const statutoryRecordShape = {
  gender: z.nullable(z.enum(genders)),
  /** null when none is recorded. */
  uan: z.nullable(z.string()),
  esiIpNumber: z.nullable(z.string()),
  pfMember: z.boolean(),
  /** PF on at most ₹15,000 of basic (true) or on the full basic. */
  pfWageCapped: z.boolean(),
  /** A state code such as 'MH' (payroll/states.ts). */
  stateOfWork: z.string(),
  taxRegime: z.enum(taxRegimes),
};
