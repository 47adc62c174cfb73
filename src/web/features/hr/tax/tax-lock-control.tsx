import { Lock, LockOpen } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { financialYearOf } from "@/shared/domain/financial-year";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { useSetTaxLock, useTaxLock } from "./tax-api";

/** What locking or unlocking a year says, before and after. */
export function lockTexts(financialYear: string, locked: boolean) {
  return locked
    ? {
        button: `Unlock FY ${financialYear} Declarations`,
        title: `Unlock tax declarations for FY ${financialYear}?`,
        message: "Employees can change their regime and declarations for this year again, and the payroll's TDS follows their changes.",
        note: "You can lock the year again at any time.",
        confirm: "Unlock Declarations",
        busy: "Unlocking...",
        done: "Declarations Unlocked",
        doneText: `Employees can change their declarations for FY ${financialYear} again.`,
      }
    : {
        button: `Lock FY ${financialYear} Declarations`,
        title: `Lock tax declarations for FY ${financialYear}?`,
        message: "Employees can no longer change their regime or declarations for this year; HR still can, and each change is audited.",
        note: "You can unlock the year again if someone needs to change theirs.",
        confirm: "Lock Declarations",
        busy: "Locking...",
        done: "Declarations Locked",
        doneText: `Employees can no longer change their declarations for FY ${financialYear}.`,
      };
}

/** The payroll panel's Lock / Unlock control for the financial year of the month shown, with a confirmation. */
export function TaxLockControl(props: { month: string }) {
  const financialYear = financialYearOf(props.month);
  const lock = useTaxLock(financialYear);
  const setLock = useSetTaxLock();
  const [confirming, setConfirming] = useState(false);
  const locked = lock.data?.locked ?? false;
  const texts = lockTexts(financialYear, locked);
  const confirm = () =>
    setLock.mutate(
      { year: financialYear, locked: !locked },
      {
        onSuccess: () => {
          toast.success(texts.done, { description: texts.doneText });
          setConfirming(false);
        },
        onError: (error) => {
          toast.error("Error", { description: errorMessage(error, "Failed to change the lock") });
          setConfirming(false);
        },
      },
    );
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={!lock.data || setLock.isPending}>
        {locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {texts.button}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open || setLock.isPending ? undefined : setConfirming(false))}
        title={texts.title}
        message={texts.message}
        note={texts.note}
        confirmLabel={texts.confirm}
        busyLabel={texts.busy}
        busy={setLock.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
