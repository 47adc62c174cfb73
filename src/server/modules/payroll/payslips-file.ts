import type { PayrollMonth, PayrollRow } from "@/shared/contract/payroll";
import type { Db } from "../../db/client";
import { payslipContexts } from "./payslip-context";
import { payslipDocument, type PayslipContext } from "./payslip-document";
import type { PayslipDocument } from "./payslip-pdf";
import { renderPayslipsPdf } from "./payslip-render";
import { inSlices, timeSlices } from "./payslip-slices";
import { employeesOf } from "./store";

/**
 * A finalised month's payslips for `rows` as one PDF (the whole month's, or one person's): the records and the
 * payslips' context read in a few queries for everyone, each payslip's content built in time slices, and the
 * drawing done off the event loop when there are many (payslip-render.ts).
 */
export async function payslipsPdf(
  db: Db,
  payroll: PayrollMonth,
  rows: readonly PayrollRow[],
  base: Pick<PayslipContext, "companyName" | "companyAddress" | "generatedOn">,
): Promise<Uint8Array> {
  const people = await inSlices(rows, (slice) => employeesOf(db, slice));
  const contexts = await payslipContexts(db, payroll, rows, base);
  const pause = timeSlices();
  const documents: PayslipDocument[] = [];
  for (const row of rows) {
    documents.push(payslipDocument(payroll, row, people.get(row.employeeRecordId), contexts.get(row.employeeRecordId)!));
    await pause();
  }
  return renderPayslipsPdf(documents);
}
