import type { Gender } from "@/shared/contract/employee-statutory";
import { stateFromWorkLocation } from "@/shared/domain/payroll/states";
import type { EmployeeInput } from "@/shared/contract/employees";
import type { StatutoryRecord } from "./statutory-text";

/** The statutory fields of the employee form as the text its controls hold ('yes'/'no' for the PF and EPS choices). */
export type StatutoryForm = Record<
  "gender" | "uan" | "esiIpNumber" | "pfMember" | "pfExclusionReason" | "pfWageCapped" | "epsMember" | "stateOfWork",
  string
>;

/**
 * A new hire: a PF member capped at ₹15,000, the work location's state; gender to choose; EPS membership left to
 * the rule (blank: the server's `mayBeEpsMember`, no EPS member above ₹15,000 of basic without a UAN).
 */
export const blankStatutoryForm: StatutoryForm = {
  gender: "",
  uan: "",
  esiIpNumber: "",
  pfMember: "yes",
  pfExclusionReason: "",
  pfWageCapped: "yes",
  epsMember: "",
  stateOfWork: "",
};

/** 'yes' and 'no' as booleans; anything else (the select's empty choice) is null, which the schema refuses with its message. */
const yesNo = (text: string) => (text === "yes" ? true : text === "no" ? false : null);

/** The payload's statutory fields; the choices are checked by the schema, so the casts only satisfy the types. */
export function statutoryInputOf(
  form: StatutoryForm,
): Required<Pick<EmployeeInput, Exclude<keyof StatutoryForm, "epsMember">>> & { epsMember: EmployeeInput["epsMember"] } {
  return {
    gender: form.gender as Gender,
    uan: form.uan,
    esiIpNumber: form.esiIpNumber,
    pfMember: yesNo(form.pfMember) as boolean,
    // A member has no exclusion reason: one typed before choosing 'Yes' is not sent.
    pfExclusionReason: form.pfMember === "no" ? form.pfExclusionReason : "",
    pfWageCapped: yesNo(form.pfWageCapped) as boolean,
    // Blank is the rule's: undefined, left out of the payload, and the schema derives it.
    epsMember: form.epsMember === "" ? undefined : (yesNo(form.epsMember) as boolean),
    stateOfWork: form.stateOfWork,
  };
}

/**
 * The form for an edit. A state of work that is the work location's own starts blank ('From work
 * location'), so that it follows a change of location; a state set apart from it stays as chosen.
 */
export function statutoryFormOf(record: StatutoryRecord & { workLocation: string | null }): StatutoryForm {
  return {
    gender: record.gender ?? "",
    uan: record.uan ?? "",
    esiIpNumber: record.esiIpNumber ?? "",
    pfMember: record.pfMember ? "yes" : "no",
    pfExclusionReason: record.pfExclusionReason ?? "",
    pfWageCapped: record.pfWageCapped ? "yes" : "no",
    epsMember: record.epsMember ? "yes" : "no",
    stateOfWork: record.stateOfWork === stateFromWorkLocation(record.workLocation) ? "" : record.stateOfWork,
  };
}
