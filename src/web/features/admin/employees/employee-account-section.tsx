import { KeyRound, Power, UserCog } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { roles, type Role } from "@/shared/contract/auth";
import type { Employee } from "@/shared/contract/employees";
import { AccountFacts, roleLabels } from "@/web/features/people/account-facts";
import { fullName } from "@/web/features/people/person";
import { TemporaryPasswordDialog } from "@/web/features/people/temporary-password-dialog";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/field";
import { errorMessage } from "@/web/lib/api";
import { useAccountAction, useResetPassword } from "./employees-api";

type Pending = "deactivate" | "reactivate" | "reset" | "role" | null;

/** The admin's actions on the staff account behind a record: its role, a password reset, and deactivation (login blocked, sessions ended). */
export function EmployeeAccountSection({ employee }: { employee: Employee }) {
  const account = employee.account;
  const name = fullName(employee);
  const action = useAccountAction();
  const reset = useResetPassword();
  const [role, setRole] = useState<Role>(account?.role ?? "employee");
  const [pending, setPending] = useState<Pending>(null);
  const [issued, setIssued] = useState<string | null>(null);

  const failed = (fallback: string) => (error: unknown) => toast.error("Error", { description: errorMessage(error, fallback) });
  const done = (message: string) => () => {
    toast.success(message);
    setPending(null);
  };
  const confirm = () => {
    if (pending === "reset") {
      reset.mutate(employee.id, {
        onSuccess: (answer) => {
          setPending(null);
          setIssued(answer.temporaryPassword);
        },
        onError: failed("Failed to reset the password"),
      });
    } else if (pending === "role") {
      action.mutate(
        { id: employee.id, kind: "role", role },
        { onSuccess: done("Role changed"), onError: failed("Failed to change the role") },
      );
    } else if (pending) {
      const deactivating = pending === "deactivate";
      action.mutate(
        { id: employee.id, kind: pending },
        {
          onSuccess: done(deactivating ? "Employee deactivated" : "Employee reactivated"),
          onError: failed(deactivating ? "Failed to deactivate" : "Failed to reactivate"),
        },
      );
    }
  };
  const questions: Record<Exclude<Pending, null>, { title: string; message: string; label: string; busy: string; note: string }> = {
    deactivate: {
      title: "Deactivate Employee",
      message: `Deactivate ${name}?`,
      label: "Deactivate",
      busy: "Deactivating...",
      note: "Their login is blocked and every signed-in session ends now. You can reactivate them later.",
    },
    reactivate: {
      title: "Reactivate Employee",
      message: `Reactivate ${name}?`,
      label: "Reactivate",
      busy: "Reactivating...",
      note: "They can log in again with their password.",
    },
    reset: {
      title: "Reset Password",
      message: `Reset the password of ${name}?`,
      label: "Reset Password",
      busy: "Resetting...",
      note: "Their sessions end and they must choose a new password at next login.",
    },
    role: {
      title: "Change Role",
      message: `Make ${name} ${roleLabels[role]}?`,
      label: "Change Role",
      busy: "Changing...",
      note: "The new role applies to their next request: HR and Admin open those dashboards, Employee only the employee portal.",
    },
  };
  const question = pending ? questions[pending] : null;

  return (
    <AccountFacts employee={employee}>
      <div className="flex flex-wrap items-end gap-2 pt-2">
        <div className="flex items-end gap-2">
          <div>
            <label htmlFor={`role-${employee.id}`} className="block text-xs font-medium text-slate-700">
              Role
            </label>
            <Select id={`role-${employee.id}`} value={role} onChange={(event) => setRole(event.target.value as Role)} className="h-9 w-32">
              {roles.map((value) => (
                <option key={value} value={value}>
                  {roleLabels[value]}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="outline" size="sm" disabled={role === account?.role} onClick={() => setPending("role")}>
            <UserCog aria-hidden="true" />
            Change Role
          </Button>
        </div>
        <Button variant="outline" size="sm" onClick={() => setPending("reset")}>
          <KeyRound aria-hidden="true" />
          Reset Password
        </Button>
        {employee.isActive ? (
          <Button variant="destructive" size="sm" onClick={() => setPending("deactivate")}>
            <Power aria-hidden="true" />
            Deactivate
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setPending("reactivate")}>
            <Power aria-hidden="true" />
            Reactivate
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={question?.title ?? ""}
        message={question?.message ?? ""}
        note={question?.note}
        confirmLabel={question?.label ?? ""}
        busyLabel={question?.busy ?? ""}
        busy={action.isPending || reset.isPending}
        onConfirm={confirm}
      />
      <TemporaryPasswordDialog open={issued !== null} onClose={() => setIssued(null)} name={name} password={issued} />
    </AccountFacts>
  );
}
