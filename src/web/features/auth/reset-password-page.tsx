import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import * as z from "zod/mini";
import { linkMissingMessage, RESET_PASSWORD_PATH, resetPasswordSchema } from "@/shared/contract/mail";
import { LOGIN_PATH } from "@/shared/dashboard-paths";
import { forgotPasswordPagePath } from "@/shared/routes";
import { PasswordInput } from "@/web/components/portal/password-input";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { apiRequest, errorMessage } from "@/web/lib/api";
import { applyServerErrors } from "@/web/lib/form-errors";
import { AuthCardPage } from "./auth-card-page";

const formSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .check(z.refine((values) => values.password === values.confirmPassword, { path: ["confirmPassword"], error: "Passwords do not match" }));
type FormValues = z.infer<typeof formSchema>;

/** The link's token, read once; the address bar then loses it (so it is not left in view or in the history). */
function useLinkToken(): string {
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [token]);
  return token;
}

/**
 * The page an e-mailed link opens (welcome or Forgot password; docs/product.md section 11.3): a new password twice.
 * The link works once; every session of the account ends when the password is set.
 */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { password: "", confirmPassword: "" } });
  const field = { register: form.register, errors: form.formState.errors };
  const mutation = useMutation({
    mutationFn: (values: FormValues) =>
      apiRequest<{ message: string; email: string }>("POST", RESET_PASSWORD_PATH, { token, password: values.password }),
    onError: (error) => applyServerErrors(error, form.setError),
  });
  const forgotLink = (
    <Link href={forgotPasswordPagePath} className="font-semibold text-brand-800 underline underline-offset-4">
      Ask for a new link
    </Link>
  );

  return (
    <AuthCardPage title="Set your password" intro="Choose a new password for the staff portal.">
      {!token ? (
        <div role="alert" className="space-y-3 text-sm text-slate-700">
          <p>{linkMissingMessage}</p>
          <p>{forgotLink}</p>
        </div>
      ) : mutation.isSuccess ? (
        <div role="status" className="space-y-4 text-sm text-slate-700">
          <p className="flex items-center gap-2 font-semibold text-brand-900">
            <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
            {mutation.data.message}
          </p>
          <Button asChild variant="secondary" size="lg" className="w-full">
            <Link href={LOGIN_PATH}>Go to login</Link>
          </Button>
        </div>
      ) : (
        <form className="space-y-5" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <FormField
            form={field}
            idPrefix="reset"
            name="password"
            label="New password"
            as={PasswordInput}
            autoComplete="new-password"
            hint="At least 10 characters. Avoid common passwords and your email address."
          />
          <FormField
            form={field}
            idPrefix="reset"
            name="confirmPassword"
            label="Confirm new password"
            as={PasswordInput}
            autoComplete="new-password"
          />
          {mutation.isError && !form.formState.errors.password ? (
            <div role="alert" className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <p>{errorMessage(mutation.error, "The password could not be set. Please try again.")}</p>
              <p>{forgotLink}</p>
            </div>
          ) : null}
          <Button type="submit" variant="secondary" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            {mutation.isPending ? "Saving..." : "Set password"}
          </Button>
        </form>
      )}
    </AuthCardPage>
  );
}
