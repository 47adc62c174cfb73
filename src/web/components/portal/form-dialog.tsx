import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";

/** A dialog around one form: Cancel, and a submit button that shows `busyLabel` while the form is sent. */
export function FormDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  formId: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  size?: "md" | "lg" | "xl";
  children: ReactNode;
}) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.title}
      size={props.size}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button type="submit" form={props.formId} size="sm" disabled={props.busy}>
            {props.busy ? props.busyLabel : props.submitLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}
