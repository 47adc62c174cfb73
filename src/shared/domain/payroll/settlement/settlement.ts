import { gratuity, type Gratuity } from "./gratuity";
import { leaveEncashment, type LeaveEncashment } from "./leave-encashment";
import { noticeShortfall, type NoticeShortfall, type NoticeShortfallHandling } from "./notice-shortfall";
import { serviceLength, type ServiceLength } from "./service-length";
import { gratuityExemption, leaveEncashmentExemption, type ExemptSplit } from "./settlement-tax";

/**
 * A leaver's full and final settlement (docs/product.md section 10.6.4): gratuity, leave encashment and the
 * notice shortfall, each with how it was computed and what of it is taxable. The lines become pay items of
 * the last working day's month, so that month's payroll pays or deducts them with the salary up to the last
 * working day and deducts TDS on all of it. Provident fund and ESI are not due on any of them (the EPF
 * scheme's basic wages and the ESI Act's wages exclude gratuity, leave encashment on leaving and
 * retrenchment or notice compensation), so their PF and ESI wage is 0.
 */

export type SettlementKind = "leave_encashment" | "gratuity" | "notice_pay" | "notice_recovery";

export interface SettlementLine {
  kind: SettlementKind;
  label: string;
  direction: "earning" | "deduction";
  amount: number;
  computation: string;
  /**
   * For an earning: the part free of income tax and the taxable rest. A recovery is deducted from pay but
   * does not reduce taxable salary (both 0), so TDS is never understated.
   */
  exempt: number;
  taxable: number;
  taxComputation: string | null;
}

export interface SettlementInput {
  joined: string;
  noticeDate: string;
  lastWorkingDay: string;
  noticePeriodDays: number;
  noticeShortfall: NoticeShortfallHandling;
  encashmentDivisor: number;
  basic: number;
  gross: number;
  /** The payroll's divisor for the last month (docs/product.md section 10.6). */
  payDivisor: number;
  /** Earned ('vacation') leave left on the last working day. */
  earnedLeaveLeft: number;
}

export interface Settlement {
  service: ServiceLength;
  gratuity: Gratuity;
  leaveEncashment: LeaveEncashment;
  notice: NoticeShortfall;
  lines: SettlementLine[];
  /** Earnings less the recovery (may be negative). */
  net: number;
}

const earning = (kind: SettlementKind, label: string, amount: number, computation: string, tax: ExemptSplit): SettlementLine => ({
  kind,
  label,
  direction: "earning",
  amount,
  computation,
  exempt: tax.exempt,
  taxable: tax.taxable,
  taxComputation: tax.computation,
});

export function settlement(input: SettlementInput): Settlement {
  const service = serviceLength(input.joined, input.lastWorkingDay);
  const due = gratuity({ service, basic: input.basic, gross: input.gross });
  const encashed = leaveEncashment({ daysLeft: input.earnedLeaveLeft, basic: input.basic, divisor: input.encashmentDivisor });
  const notice = noticeShortfall({ ...input, handling: input.noticeShortfall, gross: input.gross, divisor: input.payDivisor });
  const lines: SettlementLine[] = [];
  if (encashed.amount > 0) {
    const tax = leaveEncashmentExemption({
      amount: encashed.amount,
      basic: input.basic,
      days: encashed.days,
      completedYears: service.years,
    });
    lines.push(earning("leave_encashment", "Leave encashment", encashed.amount, encashed.computation, tax));
  }
  if (due.amount > 0) {
    lines.push(
      earning(
        "gratuity",
        "Gratuity",
        due.amount,
        due.computation,
        gratuityExemption({ amount: due.amount, basic: input.basic, years: due.years }),
      ),
    );
  }
  if (notice.amount > 0 && notice.handling === "pay_in_lieu") {
    const tax = { exempt: 0, taxable: notice.amount, computation: "Taxable salary in full" };
    lines.push(earning("notice_pay", "Pay in lieu of notice", notice.amount, notice.computation, tax));
  }
  if (notice.amount > 0 && notice.handling === "recover") {
    lines.push({
      kind: "notice_recovery",
      label: "Notice period recovery",
      direction: "deduction",
      amount: notice.amount,
      computation: notice.computation,
      exempt: 0,
      taxable: 0,
      taxComputation: "Deducted from pay; does not reduce taxable salary",
    });
  }
  const net = lines.reduce((total, line) => total + (line.direction === "earning" ? line.amount : -line.amount), 0);
  return { service, gratuity: due, leaveEncashment: encashed, notice, lines, net };
}
