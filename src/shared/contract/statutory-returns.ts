import * as z from "zod/mini";
import { longMonth, payrollMonthPath } from "./payroll";
import { EMPLOYEE_TAX_PATH, financialYearParam, hrTaxPath, taxRecordParamsSchema } from "./tax";

/**
 * The statutory files of a finalised month (EPFO ECR, ESIC monthly contribution, professional-tax and labour
 * welfare fund summaries) and the annual tax statement (docs/product.md section 9.14.2).
 */
export const statutoryPath = (month: string) => `${payrollMonthPath(month)}/statutory`;
export const ecrPath = (month: string) => `${payrollMonthPath(month)}/ecr.txt`;
export const esicReturnPath = (month: string) => `${payrollMonthPath(month)}/esic.xls`;
export const ptSummaryPath = (month: string) => `${payrollMonthPath(month)}/professional-tax.csv`;
export const lwfSummaryPath = (month: string) => `${payrollMonthPath(month)}/lwf.csv`;

/** The financial years with a finalised month for the person, and each year's statement. */
export const hrStatementsPath = (employeeRecordId: number) => `${hrTaxPath(employeeRecordId)}/statements`;
export const hrStatementPath = (employeeRecordId: number, financialYear: string) =>
  `${hrStatementsPath(employeeRecordId)}/${financialYear}.pdf`;
export const EMPLOYEE_STATEMENTS_PATH = `${EMPLOYEE_TAX_PATH}/statements`;
export const employeeStatementPath = (financialYear: string) => `${EMPLOYEE_STATEMENTS_PATH}/${financialYear}.pdf`;

export const statutoryMessages = {
  /** 409 for a draft month. */
  notFinalised: (month: string) => `Statutory files are available once ${longMonth(month)} is finalised`,
  noEcrMembers: (month: string) => `No PF member with a UAN was paid in ${longMonth(month)}`,
  noEsicMembers: (month: string) => `No one covered by ESI with an IP number was paid in ${longMonth(month)}`,
  notLwfMonth: (month: string) => `No labour welfare fund is due in ${longMonth(month)}: it is paid in June and December`,
  noStatement: (financialYear: string) => `No finalised month in FY ${financialYear} for this employee`,
} as const;

export const statementParamsSchema = z.object({ financialYear: financialYearParam });
export const hrStatementParamsSchema = z.object({ ...taxRecordParamsSchema.shape, financialYear: financialYearParam });

const person = z.object({ employeeRecordId: z.int(), employeeId: z.string(), name: z.string() });

/** GET .../statutory: what each file holds, who is left out and why, for a finalised month. */
export const statutorySummarySchema = z.object({
  month: z.string(),
  /** PF members listed in the ECR, and those left out for want of a UAN. */
  ecrMembers: z.int(),
  missingUan: z.array(person),
  /** People covered by ESI listed in the ESIC file, and those left out for want of an IP number. */
  esicMembers: z.int(),
  missingIpNumber: z.array(person),
  /** Whether the month is a labour-welfare-fund month (June, December): the LWF summary exists then. */
  lwfMonth: z.boolean(),
  /** Admin accounts whose rows an HR user's files leave out (docs/product.md section 9.9); 0 for an admin. */
  adminAccountsLeftOut: z.int(),
});
export type StatutorySummary = z.infer<typeof statutorySummarySchema>;

/** A financial year with at least one finalised month for the person. */
export const statementYearSchema = z.object({ financialYear: z.string(), months: z.int() });
export type StatementYear = z.infer<typeof statementYearSchema>;
