import * as z from "zod/mini";
import { isValidEsiIpNumber, isValidUan, normaliseIdentifier } from "../domain/identifiers";
import { PF_WAGE_CEILING } from "../domain/payroll/provident-fund";
import type { TaxRegime } from "../domain/payroll/income-tax-tables";
import type { Gender } from "../domain/payroll/professional-tax";
import { isStateCode, stateFromWorkLocation, stateName, type StateCode } from "../domain/payroll/states";
import { optionalNullableText } from "./common";

export type { Gender, TaxRegime };

/**
 * The statutory fields of the employee record (docs/product.md section 7.1, 'Statutory Details'): what
 * the month's deductions depend on. Gender decides the professional-tax exemption for women; UAN and
 * ESI IP number go on the payslip; PF membership (with the reason for a non-member), the wage cap and EPS
 * membership decide provident fund; the state of
 * work decides professional tax and labour welfare fund. The income-tax regime is not on the record: it is
 * chosen for each financial year in the tax declaration (tax.ts; the new regime without one). UAN and ESI IP
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
  epsMember: "Choose whether the person is an EPS member",
  /** EPS para 6(a) as amended by G.S.R. 609(E) of 22 August 2014: docs/product.md section 10.2. */
  epsMemberAboveCeiling:
    "Not an EPS member: with a basic above ₹15,000 and no UAN the person first joins EPF now (after 1 Sep 2014). Choose No, or enter the UAN of an earlier membership",
  /** EPF & MP Act 1952 section 2(f) and EPF Scheme para 2(f)(ii), 26(6): docs/product.md section 10.2. */
  pfMemberAtCeiling: "PF membership is mandatory for a basic salary of ₹15,000 or less",
  pfMemberWithUan: "A person with a UAN is already an EPF member: the membership continues",
  pfExclusionReason: "Give the reason the person is not a PF member",
  /** A salary revision bringing a non-member's basic to the ceiling or below (salary-revisions/service.ts). */
  pfMemberForRevision: "At or below ₹15,000 basic, PF membership is mandatory: make the person a PF member first",
  /** Leaving membership after contributing here: the finalised months named. */
  pfContributed: (months: string) => `PF was contributed for ${months}: a member who has contributed stays a member`,
  uanKept: "A PF member's UAN cannot be removed",
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

export const PF_EXCLUSION_REASON_MAX = 300;

/** At or below the wage ceiling PF membership is mandatory (the rule below; a salary revision checks it too). */
export const pfMembershipMandatory = (basicSalary: number) => basicSalary <= PF_WAGE_CEILING;

/**
 * EPS membership by the rule (docs/product.md section 10.2): since 1 September 2014 someone who first joins EPF
 * with pay above ₹15,000 a month is not an EPS member (EPS 1995 para 6(a) as amended by G.S.R. 609(E) of 22 August
 * 2014). Without a UAN the person joins EPF now, so above the ceiling they are not; with one they may have
 * joined before 2014 or below the ceiling, so either is allowed and the record says which.
 */
export const mayBeEpsMember = (values: { basicSalary: number; uan: string }) => values.basicSalary <= PF_WAGE_CEILING || values.uan !== "";

/**
 * PF membership (docs/product.md section 10.2): only an "excluded employee" stays out of the fund, someone whose
 * pay is above ₹15,000 a month on joining and who was never a member before (EPF Scheme 1952 para 2(f)(ii) and
 * 26(6), ₹15,000 by G.S.R. 608(E) of 22 August 2014, https://scm-bps.blogspot.com/2014/09/gazette-notification-regarding-increase.html):
 * at or below the ceiling membership is mandatory; a UAN means an earlier membership, which continues; and a
 * non-member's record says why. Leaving membership after contributing this year is refused by the server.
 */
export const statutoryChecks = [
  z.refine<{ pfMember: boolean; basicSalary: number }>((values) => values.pfMember || !pfMembershipMandatory(values.basicSalary), {
    path: ["pfMember"],
    error: statutoryMessages.pfMemberAtCeiling,
  }),
  z.refine<{ pfMember: boolean; uan: string }>((values) => values.pfMember || values.uan === "", {
    path: ["pfMember"],
    error: statutoryMessages.pfMemberWithUan,
  }),
  z.refine<{ pfMember: boolean; pfExclusionReason: string }>((values) => values.pfMember || values.pfExclusionReason !== "", {
    path: ["pfExclusionReason"],
    error: statutoryMessages.pfExclusionReason,
  }),
  z.refine<{ epsMember?: boolean; basicSalary: number; uan: string }>((values) => values.epsMember !== true || mayBeEpsMember(values), {
    path: ["epsMember"],
    error: statutoryMessages.epsMemberAboveCeiling,
  }),
];

/** The fields of the admin employee form (and of every edit): gender is asked for, the rest have defaults (EPS membership the rule's: `withStatutoryDefaults`). */
export const statutoryInputShape = {
  gender: z.enum(genders, { error: statutoryMessages.gender }),
  uan: optionalDigits(isValidUan, statutoryMessages.uan),
  esiIpNumber: optionalDigits(isValidEsiIpNumber, statutoryMessages.esiIpNumber),
  pfMember: yesByDefault(statutoryMessages.pfMember),
  pfWageCapped: yesByDefault(statutoryMessages.pfWageCapped),
  epsMember: z.optional(z.boolean({ error: statutoryMessages.epsMember })),
  /** Why a person is not a PF member (blank, null or missing is none); stored only for a non-member. */
  pfExclusionReason: optionalNullableText(PF_EXCLUSION_REASON_MAX),
  stateOfWork,
};

/**
 * A blank state of work becomes the work location's (`stateFromWorkLocation`: Bangalore is Karnataka, the rest
 * Maharashtra); EPS membership left out is the rule's (`mayBeEpsMember`).
 */
export function withStatutoryDefaults<
  T extends { stateOfWork: string; workLocation: string | null; epsMember?: boolean | undefined; basicSalary: number; uan: string },
>(values: T): T & { stateOfWork: StateCode; epsMember: boolean } {
  return {
    ...values,
    stateOfWork: isStateCode(values.stateOfWork) ? values.stateOfWork : stateFromWorkLocation(values.workLocation),
    epsMember: values.epsMember ?? mayBeEpsMember(values),
  };
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
  /** In the pension scheme (false: joined EPF on or after 1 Sep 2014 with pay above ₹15,000); EPS also stops after 58. */
  epsMember: z.boolean(),
  /** Why the person is not a PF member; null for a member. */
  pfExclusionReason: z.nullable(z.string()),
  /** A state code such as 'MH' (payroll/states.ts). */
  stateOfWork: z.string(),
};
