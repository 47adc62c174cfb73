import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2, MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { FORGOT_PASSWORD_PATH, forgotPasswordSchema, type ForgotPasswordInput } from "@/shared/contract/mail";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { apiRequest, errorMessage } from "@/web/lib/api";
import { site } from "@/web/lib/site";
import { AuthCardPage } from "./auth-card-page";

/**
 * Forgot password (docs/product.md section 11.3): the person's e-mail address, and the server's one answer, the same
 * whether or not the address has an account. The link itself arrives by e-mail.
 */
export function ForgotPasswordPage() {
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const field = { register: form.register, errors: form.formState.errors };
  const mutation = useMutation({
    mutationFn: (input: ForgotPasswordInput) => apiRequest<{ message: string }>("POST", FORGOT_PASSWORD_PATH, input),
  });

  return (
    <AuthCardPage title="Forgot password" intro="We will e-mail you a link to set a new password.">
      {mutation.isSuccess ? (
        <div role="status" className="space-y-3 text-sm text-slate-700">
          <p className="flex items-center gap-2 font-semibold text-brand-900">
            <MailCheck className="size-5 text-emerald-600" aria-hidden="true" />
            Check your e-mail
          </p>
          <p>{mutation.data.message}</p>
          <p>No e-mail within a few minutes? Check your spam folder, or ask your administrator.</p>
        </div>
      ) : (
        <form className="space-y-5" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <FormField
            form={field}
            idPrefix="forgot"
            name="email"
            label="Email address"
            type="email"
            autoComplete="username"
            placeholder={`you@${site.emailDomain}`}
          />
          {mutation.isError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(mutation.error, "The request could not be sent. Please try again.")}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            {mutation.isPending ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
    </AuthCardPage>
  );
}
