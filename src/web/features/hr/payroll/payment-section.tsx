import { CheckCircle2, Clock, FileDown, IndianRupee } from "lucide-react";
import { useState } from "react";
import type { PayrollMonth } from "@/shared/contract/payroll";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/format";
import { BankFileDialog } from "./bank-file-dialog";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { businessToday } from "./payment-api";

/**
 * Payment (docs/product.md section 9.14.1), for a finalised month: whether it is paid, Mark as Paid and Bank File.
 * A draft has nothing to pay yet: the section is not shown.
 */
export function PaymentSection({ id, payroll }: { id: string; payroll: PayrollMonth }) {
  const [dialog, setDialog] = useState<"paid" | "bank" | null>(null);
  if (payroll.status !== "finalised") return null;
  const paidOn = payroll.paidOn ?? null;
  const headingId = `${id}-payment-heading`;
  const close = () => setDialog(null);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
            <IndianRupee className="size-4" aria-hidden="true" />
            Payment
          </h3>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            {paidOn ? (
              <>
                <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />
                {`Paid on ${formatDate(paidOn)}`}
              </>
            ) : (
              <>
                <Clock className="size-4 text-amber-700" aria-hidden="true" />
                Finalised, payment pending
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* A paid month's transfers went out: its file is refused (docs/product.md section 9.14.1). */}
          {paidOn ? null : (
            <>
              <Button variant="outline" size="sm" onClick={() => setDialog("bank")}>
                <FileDown aria-hidden="true" />
                Bank File
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setDialog("paid")}>
                <CheckCircle2 aria-hidden="true" />
                Mark as Paid
              </Button>
            </>
          )}
        </div>
      </div>
      {/* The business date it was finalised on: the earliest payment date (a finalised month always has finalisedAt). */}
      <MarkPaidDialog
        open={dialog === "paid"}
        month={payroll.month}
        finalisedOn={businessToday(new Date(payroll.finalisedAt ?? Date.now()))}
        onClose={close}
      />
      <BankFileDialog open={dialog === "bank"} month={payroll.month} onClose={close} />
    </section>
  );
}
