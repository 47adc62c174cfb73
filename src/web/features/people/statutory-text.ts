import { genderLabels, stateOfWorkName, type Gender } from "@/shared/contract/employee-statutory";

/**
 * The statutory fields as the record, the detail dialog and the employee's Profile tab carry them. The tax regime
 * is not among them: it is chosen for each financial year on the Tax tab (the new regime until then).
 */
export interface StatutoryRecord {
  gender: Gender | null;
  uan: string | null;
  esiIpNumber: string | null;
  pfMember: boolean;
  /** Why the person is not a PF member; null for a member. */
  pfExclusionReason: string | null;
  pfWageCapped: boolean;
  epsMember: boolean;
  stateOfWork: string;
}

export const pfWageCapLabels = { yes: "Yes: on at most ₹15,000 of basic", no: "No: on the full basic" } as const;

/** Label and text of each statutory field (docs/product.md sections 7.2 and 8.4); null when not recorded. */
export function statutoryFacts(record: StatutoryRecord): [label: string, value: string | null][] {
  return [
    ["Gender", record.gender ? genderLabels[record.gender] : null],
    ["UAN", record.uan],
    ["ESI IP number", record.esiIpNumber],
    ["PF member", record.pfMember ? "Yes" : `No: ${record.pfExclusionReason ?? "no reason recorded"}`],
    ["PF wage cap", pfWageCapLabels[record.pfWageCapped ? "yes" : "no"]],
    ["EPS member", record.epsMember ? "Yes" : "No"],
    ["State of work", stateOfWorkName(record.stateOfWork)],
  ];
}
