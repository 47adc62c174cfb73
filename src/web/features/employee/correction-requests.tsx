import { useState } from "react";
import { toast } from "sonner";
import { regularisationTexts, type Regularisation } from "@/shared/contract/regularisations";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { askedTimes, CorrectionDetails, CorrectionStatusBadge } from "@/web/components/portal/correction-details";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { formatDate, formatLongDate } from "@/web/lib/format";
import { QueryState } from "./query-state";
import { useErrorToast } from "./use-error-toast";
import { useCancelCorrection, useOwnCorrections } from "./corrections-api";

function RequestCard(props: { request: Regularisation; onCancel: () => void }) {
  const { request } = props;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{formatLongDate(request.date)}</h4>
        <CorrectionStatusBadge status={request.status} />
      </div>
      <CorrectionDetails request={request} />
      {request.status === "Pending" ? (
        <div className="mt-3 flex justify-end">
          <Button variant="outline" size="sm" className="min-h-11" onClick={props.onCancel}>
            Cancel
            <span className="sr-only"> the correction request for {formatDate(request.date)}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'My correction requests' (docs/product.md section 8.4): every request, newest first, with its outcome; a
 * pending one can be withdrawn after a confirmation.
 */
export function CorrectionRequests() {
  const requests = useOwnCorrections();
  const cancel = useCancelCorrection();
  const [cancelling, setCancelling] = useState<Regularisation | null>(null);
  useErrorToast(requests.isError, regularisationTexts.listFailed);
  const rows = requests.data ?? [];

  const confirm = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        toast.success(regularisationTexts.cancelled);
        setCancelling(null);
      },
      onError: (error) => {
        toast.error("Error", { description: errorMessage(error, regularisationTexts.cancelFailed) });
        setCancelling(null);
      },
    });
  };

  return (
    <section aria-labelledby="my-corrections" className="space-y-3">
      <h3 id="my-corrections" className="font-display text-base font-bold text-brand-900">
        My correction requests
      </h3>
      <QueryState
        loading={requests.isPending}
        error={requests.isError ? regularisationTexts.listFailed : null}
        onRetry={() => void requests.refetch()}
        empty={rows.length === 0}
        emptyText={regularisationTexts.ownEmpty}
      >
        <ul className="space-y-3" aria-label="My correction requests">
          {rows.map((request) => (
            <RequestCard key={request.id} request={request} onCancel={() => setCancelling(request)} />
          ))}
        </ul>
      </QueryState>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title="Cancel this correction request?"
        message={cancelling ? `${formatLongDate(cancelling.date)}: ${askedTimes(cancelling)}` : ""}
        note="Your manager and HR will no longer see it. You can ask again for this day while it is within the last 30 days."
        confirmLabel="Cancel Request"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
