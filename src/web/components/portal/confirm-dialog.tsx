import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";

/** Asks before a destructive action; the confirm button shows `busyLabel` while the action runs. */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Under the question; most confirmations are for what cannot be undone. */
  note?: string;
}) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.message}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={() => props.onOpenChange(false)} disabled={props.busy}>
            Cancel
          </Button>
          <Button variant="destructive" size="sm" onClick={props.onConfirm} disabled={props.busy}>
            {props.busy ? props.busyLabel : props.confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{props.note ?? "This cannot be undone."}</p>
    </Dialog>
  );
}
