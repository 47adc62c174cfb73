import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2, Lock } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Link, useLocation } from "wouter";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { forgotPasswordPagePath } from "@/shared/routes";
import {
  LOGIN_PATHS,
  loginSchema,
  type AdminLoginResponse,
  type EmployeeLoginResponse,
  type HrLoginResponse,
  type LoginInput,
  type Portal,
} from "@/shared/contract/auth";
import { PasswordInput } from "@/web/components/portal/password-input";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { apiRequest, errorMessage } from "@/web/lib/api";
import { rememberLogin, returnPortal, takeReturnTo, type StoredUser } from "@/web/lib/session";
import { site } from "@/web/lib/site";
import { cardFor } from "./portal-content";
import { RoleCards } from "./role-cards";

type LoginResponse = AdminLoginResponse | HrLoginResponse | EmployeeLoginResponse;
const schema = loginSchema(site.emailDomain);

/** The record each login answers under its own name (docs/product.md section 9.2). */
function userOf(response: LoginResponse): StoredUser {
  if ("admin" in response) return response.admin;
  if ("hrUser" in response) return response.hrUser;
  return response.employee;
}

export function LoginForm() {
  // An e-mailed HR or admin link opened without a session comes here with its card already chosen.
  const [portal, setPortal] = useState<Portal>(() => returnPortal() ?? "employee");
  const [, navigate] = useLocation();
  const form = useForm<LoginInput>({ resolver: zodResolver(schema), defaultValues: { email: "", password: "" } });
  const field = { register: form.register, errors: form.formState.errors };
  const card = cardFor(portal);

  const mutation = useMutation({
    mutationFn: (input: { portal: Portal; values: LoginInput }) =>
      apiRequest<LoginResponse>("POST", LOGIN_PATHS[input.portal], input.values),
    onSuccess: (response, input) => {
      rememberLogin(input.portal, userOf(response));
      toast.success("Login Successful", { description: `Welcome to the ${cardFor(input.portal).label} portal!` });
      navigate(takeReturnTo(input.portal) ?? DASHBOARD_PATHS[input.portal]);
    },
    onError: (error) => {
      toast.error("Login Failed", { description: errorMessage(error, "Invalid credentials") });
      form.resetField("password");
    },
  });

  return (
    <form className="space-y-5" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate({ portal, values }))}>
      <RoleCards value={portal} onChange={setPortal} />
      <FormField
        form={field}
        idPrefix="login"
        name="email"
        label="Email address"
        type="email"
        autoComplete="username"
        placeholder={card.placeholder(site.emailDomain)}
      />
      <FormField
        form={field}
        idPrefix="login"
        name="password"
        label="Password"
        as={PasswordInput}
        autoComplete="current-password"
        placeholder="Enter your password"
      />
      <p className="-mt-2 text-right text-sm">
        <Link href={forgotPasswordPagePath} className="font-medium text-brand-800 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" variant="secondary" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {mutation.isPending ? "Authenticating..." : "Access Portal"}
      </Button>
      <p className="flex items-center justify-center gap-2 text-xs text-slate-600">
        <Lock className="size-3.5" aria-hidden="true" />
        All sessions are encrypted and monitored for your security.
      </p>
    </form>
  );
}
