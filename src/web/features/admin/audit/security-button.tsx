import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { AuditDialog } from "./audit-dialog";

/** The admin header's Security button: opens the audit log. */
export function SecurityButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <ShieldCheck aria-hidden="true" />
        Security
      </Button>
      <AuditDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
