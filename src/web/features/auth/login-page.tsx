import * as Tabs from "@radix-ui/react-tabs";
import { ArrowLeft, Building2, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { site } from "@/web/lib/site";
import { LoginForm } from "./login-form";
import { PortalInfo } from "./portal-info";

const tabClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm";

/** The unified staff login of docs/product.md section 4.1 (/login and /admin/login). */
export function LoginPage() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700">
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center text-white">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gold-500 text-brand-900 shadow-lg">
              <Building2 className="size-7" aria-hidden="true" />
            </span>
            <h1 className="mt-4 font-display text-3xl font-bold">{site.name} Staff Portal</h1>
            <p className="mt-1 text-sm text-brand-100">Sign in to the employee, HR or admin portal</p>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-2xl sm:p-7">
            <Tabs.Root defaultValue="login">
              <Tabs.List aria-label="Login options" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
                <Tabs.Trigger value="login" className={tabClass}>
                  Login
                </Tabs.Trigger>
                <Tabs.Trigger value="info" className={tabClass}>
                  Portal Info
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="login" className="focus-visible:outline-none">
                <LoginForm />
              </Tabs.Content>
              <Tabs.Content value="info" className="focus-visible:outline-none">
                <PortalInfo />
              </Tabs.Content>
            </Tabs.Root>
          </div>
          <div className="mt-6 flex flex-col items-center gap-3">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-xs font-semibold text-white ring-1 ring-white/25">
              <ShieldCheck className="size-4 text-gold-400" aria-hidden="true" />
              Enterprise Security Enabled
            </p>
            <Link
              href="/"
              className="inline-flex items-center gap-1.5 text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to {site.name} website
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
