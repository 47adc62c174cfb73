import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import type { StatutorySummary } from "@/shared/contract/statutory-returns";
import { providentFundWage } from "@/shared/domain/payroll/provident-fund";
import { isStateCode, DEFAULT_STATE, type StateCode } from "@/shared/domain/payroll/states";
import type { EcrMember } from "@/shared/domain/payroll/returns/ecr";
import { ecrGrossWages } from "@/shared/domain/payroll/returns/ecr-gross-wages";
import type { EsicMember } from "@/shared/domain/payroll/returns/esic-return";
import { isLwfMonth, type LwfPerson } from "@/shared/domain/payroll/returns/lwf-summary";
import type { PtPerson } from "@/shared/domain/payroll/returns/pt-summary";
import type { EmployeeRow } from "../employees/records";

/**
 * What each statutory file takes of a finalised month (docs/product.md section 9.14.2): the frozen rows, with
 * the record only for what the row does not hold (PF membership and wage cap, gender, the last working day of a
 * leaver). Nothing here reads the current salary: the figures are the month's as it was finalised.
 */

/** The contribution wages a row carries since pay items exist; earlier snapshots lack them. */
type RowWages = PayrollRow & { pfWage?: number; esiWage?: number };

const isPfMember = (row: PayrollRow, record: EmployeeRow | undefined) =>
  (record?.pfMember ?? false) || row.deductions.providentFund > 0 || row.employer.epf + row.employer.eps > 0;

/** The PF wage the month's contributions were computed on; for a row without it, the earned basic under the record's cap. */
export function pfWageOf(row: RowWages, record: EmployeeRow | undefined): number {
  if (row.pfWage !== undefined) return row.pfWage;
  return providentFundWage({ earnedBasic: row.earnedBasic, member: true, capped: record?.pfWageCapped ?? true });
}

const stateOf = (row: PayrollRow, record: EmployeeRow | undefined): StateCode => {
  const code = row.stateOfWork ?? record?.stateOfWork ?? DEFAULT_STATE;
  return isStateCode(code) ? code : DEFAULT_STATE;
};

const person = (row: PayrollRow) => ({ employeeRecordId: row.employeeRecordId, employeeId: row.employeeId, name: row.name });

export interface MonthFiles {
  ecr: EcrMember[];
  esic: EsicMember[];
  pt: PtPerson[];
  lwf: LwfPerson[];
  summary: StatutorySummary;
}

/** `leftOn`: a person's last working day when it falls in this month (separation, else deactivation). */
export function monthFiles(payroll: PayrollMonth, records: Map<number, EmployeeRow>, leftOn: Map<number, string>): MonthFiles {
  const rows = payroll.rows as RowWages[];
  const pfRows = rows.filter((row) => isPfMember(row, records.get(row.employeeRecordId)));
  const uanOf = (row: PayrollRow) => row.uan ?? records.get(row.employeeRecordId)?.uan ?? null;
  const ipOf = (row: PayrollRow) => row.esiIpNumber ?? records.get(row.employeeRecordId)?.esiIpNumber ?? null;
  const ecr = pfRows.flatMap((row): EcrMember[] => {
    const uan = uanOf(row);
    if (!uan) return [];
    return [
      {
        uan,
        name: row.name,
        grossWages: ecrGrossWages(row),
        pfWage: pfWageOf(row, records.get(row.employeeRecordId)),
        epsWage: row.epsWage,
        edliWage: row.edliWage,
        employeeShare: row.deductions.providentFund,
        eps: row.employer.eps,
        epfEpsDifference: row.employer.epf,
        ncpDays: row.ncpDays,
        refundOfAdvances: 0,
      },
    ];
  });
  const esiRows = rows.filter((row) => row.esiCovered);
  const esic = esiRows.flatMap((row): EsicMember[] => {
    const ipNumber = ipOf(row);
    if (!ipNumber) return [];
    return [
      {
        ipNumber,
        name: row.name,
        daysPaid: row.paidDays,
        wages: row.esiWage ?? row.earnedGross,
        leftOn: leftOn.get(row.employeeRecordId) ?? null,
      },
    ];
  });
  const pt = rows.map((row): PtPerson => {
    return {
      state: stateOf(row, records.get(row.employeeRecordId)),
      gender: records.get(row.employeeRecordId)?.gender ?? null,
      earnedGross: row.earnedGross,
      amount: row.deductions.professionalTax,
      overridden: row.overridden.professionalTax,
    };
  });
  const lwf = rows.map((row): LwfPerson => ({
    state: stateOf(row, records.get(row.employeeRecordId)),
    employee: row.deductions.labourWelfareFund,
    employer: row.employer.labourWelfareFund,
  }));
  return {
    ecr,
    esic,
    pt,
    lwf,
    summary: {
      month: payroll.month,
      ecrMembers: ecr.length,
      missingUan: pfRows.filter((row) => !uanOf(row)).map(person),
      esicMembers: esic.length,
      missingIpNumber: esiRows.filter((row) => !ipOf(row)).map(person),
      lwfMonth: isLwfMonth(Number(payroll.month.slice(5, 7))),
      adminAccountsLeftOut: payroll.adminAccountsLeftOut ?? 0,
    },
  };
}
