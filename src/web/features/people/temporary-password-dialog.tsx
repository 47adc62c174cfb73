import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";

/**
 * Shows a one-time temporary password (new employee, password reset); the server keeps only its hash.
 * `password` is null when the e-mail already had a staff account, which was linked instead, or when the new
 * account was e-mailed a link to set its own password (`welcomeEmailTo`, docs/product.md section 11.3).
 */
export function TemporaryPasswordDialog(props: {
  open: boolean;
  onClose: () => void;
  name: string;
  password: string | null;
  welcomeEmailTo?: string;
}) {
  const copy = async () => {
    if (props.password === null) return;
    try {
      await navigator.clipboard.writeText(props.password);
      toast.success("Copied");
    } catch {
      toast.error("Could not copy", { description: "Select the password and copy it by hand." });
    }
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.welcomeEmailTo ? "Welcome E-mail Sent" : "Temporary Password"}
      footer={
        <Button size="sm" onClick={props.onClose}>
          Done
        </Button>
      }
    >
      {props.welcomeEmailTo ? (
        <p className="text-sm text-slate-700">
          {props.name} has been e-mailed at <span className="font-medium [overflow-wrap:anywhere]">{props.welcomeEmailTo}</span> with a link
          to set their own password. The link works once, within 24 hours; after that they can use Forgot password on the login page.
        </p>
      ) : props.password === null ? (
        <p className="text-sm text-slate-700">
          {props.name} already had a staff account with this e-mail address. It is now linked to this record and keeps its password.
        </p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm font-medium text-slate-800">Temporary password for {props.name}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 select-all break-all rounded-md border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-lg tracking-wide text-slate-900">
              {props.password}
            </code>
            <Button variant="outline" size="sm" onClick={() => void copy()} className="shrink-0">
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
          <p className="text-sm text-slate-700">
            This password will not be shown again. Give it to {props.name} in person; they must change it when they first log in.
          </p>
        </div>
      )}
    </Dialog>
  );
}
