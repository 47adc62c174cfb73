import { useState } from "react";
import type { Employee, PeopleArea } from "@/shared/contract/employees";
import { noticeShortfallLabels, separationKindLabels, settlementStatementPath } from "@/shared/contract/separation";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { ListStateText } from "@/web/components/portal/list-state";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { formatDate, formatDateTime } from "@/web/lib/format";
import { toast } from "sonner";
import { DetailSection, Facts } from "./detail-parts";
import { useSeparation, useSettlement, useWithdrawSeparation } from "./separation-api";
import { SeparationDialog, type SeparationStart } from "./separation-dialog";
import { SettlementPreview, StatementDownload } from "./settlement-preview";

/**
 * The employee record's Separation (docs/product.md section 9.14.4): HR records a resignation or termination,
 * sees the settlement with how each figure is computed, downloads the statement, and changes or withdraws
 * it until the person has left. HR's area only; an admin account's record is not HR's to separate.
 */
export function SeparationSection(props: { employee: Employee; area: PeopleArea }) {
  const { employee, area } = props;
  const hidden = area !== "hr" || employee.account?.role === "admin";
  // Not asked for where the section is not shown (an admin account's record is refused to HR).
  const query = useSeparation(employee.id, !hidden);
  const separation = query.data?.separation ?? null;
  const settlement = useSettlement(employee.id, !hidden && separation !== null);
  const withdraw = useWithdrawSeparation(employee.id);
  const [start, setStart] = useState<SeparationStart | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (hidden) return null;
  if (!query.data) {
    return (
      <DetailSection title="Separation">
        <p className="text-sm text-slate-600">
          <ListStateText
            state={query.isError ? "error" : "loading"}
            error={errorMessage(query.error, "Could not load the separation")}
            empty={null}
          />
        </p>
      </DetailSection>
    );
  }
  const left = separation?.deactivatedAt != null;
  const confirmWithdraw = async () => {
    try {
      await withdraw.mutateAsync();
      toast.success("Separation withdrawn", { description: "The settlement was removed from the payroll." });
      setConfirming(false);
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to withdraw the separation") });
    }
  };
  return (
    <DetailSection title="Separation">
      {!separation ? (
        <>
          <p className="text-sm text-slate-600">No separation recorded.</p>
          {employee.isActive ? (
            <Button size="sm" variant="outline" onClick={() => setStart({ separation: null, noticePeriod: employee.noticePeriod })}>
              Record Separation
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <Facts
            items={[
              ["Type", separationKindLabels[separation.kind]],
              ["Notice date", formatDate(separation.noticeDate)],
              ["Last working day", formatDate(separation.lastWorkingDay)],
              ["Notice period", `${separation.noticePeriodDays} days`],
              ["Notice shortfall", noticeShortfallLabels[separation.noticeShortfall]],
              ["Leave encashment", `basic / ${separation.encashmentDivisor} a day`],
              ["Reason", separation.reason ?? ""],
              ["Recorded", `${formatDateTime(separation.recordedAt)}${separation.recordedBy ? ` by ${separation.recordedBy}` : ""}`],
              [
                "Account",
                left
                  ? `Deactivated ${formatDateTime(separation.deactivatedAt!)}`
                  : `Works until the end of ${formatDate(separation.lastWorkingDay)}`,
              ],
            ]}
          />
          <SettlementPreview query={settlement} />
          <div className="flex flex-wrap gap-2">
            <StatementDownload url={settlementStatementPath(employee.id)} name={`${employee.firstName} ${employee.lastName}`} />
            {!left ? (
              <>
                <Button size="sm" variant="outline" onClick={() => setStart({ separation, noticePeriod: separation.noticePeriodDays })}>
                  Change Separation
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                  Withdraw
                </Button>
              </>
            ) : null}
          </div>
        </>
      )}
      <SeparationDialog start={start} employeeId={employee.id} onClose={() => setStart(null)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw the separation?"
        message="The person stays employed and the settlement is removed from the payroll."
        confirmLabel="Withdraw"
        busyLabel="Withdrawing..."
        busy={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
      />
    </DetailSection>
  );
}
