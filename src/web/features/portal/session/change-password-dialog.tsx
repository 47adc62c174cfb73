import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { KeyRound, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import * as z from "zod/mini";
import { AUTH_PASSWORD_PATH, changePasswordSchema, type Portal } from "@/shared/contract/auth";
import { passwordMessages, passwordProblem } from "@/shared/domain/password-rules";
import { Button } from "@/web/components/ui/button";
import { ApiRequestError, apiRequest, errorMessage } from "@/web/lib/api";
import { PasswordInput } from "@/web/components/portal/password-input";
import { FormField } from "@/web/components/ui/form-field";

const formSchema = (email: string) =>
  z.extend(changePasswordSchema, { confirmPassword: z.string() }).check(
    z.refine((values) => values.newPassword === values.confirmPassword, { path: ["confirmPassword"], error: "Passwords do not match" }),
    z.refine((values) => passwordProblem(values.newPassword, { email }) !== passwordMessages.email, {
      path: ["newPassword"],
      error: passwordMessages.email,
    }),
  );
type FormValues = z.infer<ReturnType<typeof formSchema>>;
const empty: FormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The change-password form: the current password is required; the server signs out the user's other
 * sessions and renews this one. `onChanged` runs after the success toast.
 */
export function ChangePasswordForm(props: { portal: Portal; email: string; onChanged: () => void; cancel?: ReactNode }) {
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema(props.email)), defaultValues: empty });
  const mutation = useMutation({
    mutationFn: (values: FormValues) =>
      apiRequest<{ message: string }>("POST", `${AUTH_PASSWORD_PATH}?portal=${props.portal}`, {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }),
    onSuccess: () => {
      toast.success("Password Changed", { description: "Your other sessions have been signed out." });
      form.reset(empty);
      props.onChanged();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) {
        const fieldErrors = (JSON.parse(error.body) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
        for (const field of ["currentPassword", "newPassword"] as const) {
          const message = fieldErrors[field]?.[0];
          if (message) form.setError(field, { message });
        }
        if (Object.keys(fieldErrors).length > 0) return;
      }
      if (error instanceof ApiRequestError && error.status === 401) return; // the portal sends the user to /login
      toast.error("Error", { description: errorMessage(error, "Failed to change password") });
    },
  });
  const field = { register: form.register, errors: form.formState.errors };

  return (
    <form className="mt-5 space-y-4" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <FormField form={field} name="currentPassword" label="Current password" as={PasswordInput} autoComplete="current-password" />
      <FormField
        form={field}
        name="newPassword"
        label="New password"
        as={PasswordInput}
        autoComplete="new-password"
        hint="At least 10 characters. Avoid common passwords and your email address."
        keepHint
      />
      <FormField form={field} name="confirmPassword" label="Confirm new password" as={PasswordInput} autoComplete="new-password" />
      <div className="flex justify-end gap-3 pt-2">
        {props.cancel}
        <Button type="submit" variant="secondary" disabled={mutation.isPending}>
          {mutation.isPending ? "Saving..." : "Save Password"}
        </Button>
      </div>
    </form>
  );
}

/** Change Password in the dashboard header. */
export function ChangePasswordDialog(props: { portal: Portal; email: string }) {
  const [open, setOpen] = useState(false);
  // A fresh form each time the dialog opens (Radix unmounts the content when closed).
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-bold text-brand-900">Change Password</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-slate-500 hover:text-brand-900" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Your other signed-in devices will be logged out once the new password is saved.
          </Dialog.Description>
          <ChangePasswordForm
            portal={props.portal}
            email={props.email}
            onChanged={() => setOpen(false)}
            cancel={
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  Cancel
                </Button>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
