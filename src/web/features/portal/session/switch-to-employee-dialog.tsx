import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { UserRound } from "lucide-react";
import { useLocation } from "wouter";
import type { EmployeeLoginResponse } from "@/shared/contract/auth";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import {
  SWITCH_TO_EMPLOYEE_PATHS,
  switchToEmployeeSchema,
  type SwitchFromPortal,
  type SwitchToEmployeeInput,
} from "@/shared/contract/portal-switch";
import { PasswordInput } from "@/web/components/portal/password-input";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { apiRequest, errorMessage } from "@/web/lib/api";
import { applyServerErrors, contractResolver } from "@/web/lib/form-errors";
import { rememberLogin } from "@/web/lib/session";

const FORM_ID = "switch-to-employee-form";

/**
 * 'My Employee Portal' in the HR and admin headers (docs/product.md section 4.3): the password again, then the
 * server opens a second session for the employee portal beside this one; the browser remembers it as an
 * Employee-card login would and goes to the employee dashboard. Shown only to an account with an employee record.
 */
export function SwitchToEmployeeButton(props: { from: SwitchFromPortal }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const form = useForm<SwitchToEmployeeInput>({
    resolver: contractResolver(switchToEmployeeSchema, (values: SwitchToEmployeeInput) => values),
    defaultValues: { password: "" },
  });
  const [pending, setPending] = useState(false);
  const field = { register: form.register, errors: form.formState.errors };

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      // Sent outside the query cache on purpose: a refusal here is about the password, never the session in use.
      const { employee } = await apiRequest<EmployeeLoginResponse>("POST", SWITCH_TO_EMPLOYEE_PATHS[props.from], values);
      rememberLogin("employee", employee);
      toast.success("Employee portal opened", { description: "You are still signed in here too." });
      navigate(DASHBOARD_PATHS.employee);
    } catch (error) {
      form.setValue("password", "");
      if (!applyServerErrors(error, form.setError))
        toast.error("Error", { description: errorMessage(error, "Could not open your employee portal") });
    } finally {
      setPending(false);
    }
  });

  const change = (next: boolean) => {
    if (next) form.reset({ password: "" });
    setOpen(next);
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => change(true)}>
        <UserRound aria-hidden="true" />
        My Employee Portal
      </Button>
      <Dialog
        open={open}
        onOpenChange={change}
        title="Open your employee portal"
        description="Enter your password again to check in, request leave and see your payslips. You stay signed in here."
        footer={
          <>
            <Button type="button" variant="ghost" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} disabled={pending}>
              {pending ? "Opening..." : "Open Employee Portal"}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
          <FormField form={field} name="password" label="Password" as={PasswordInput} autoComplete="current-password" />
        </form>
      </Dialog>
    </>
  );
}
