import { ArrowLeft, Building2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { LOGIN_PATH } from "@/shared/dashboard-paths";
import { site } from "@/web/lib/site";

/** The frame of the staff login's side pages (Forgot password, set a password): the login page's look, one card. */
export function AuthCardPage(props: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700">
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center text-white">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gold-500 text-brand-900 shadow-lg">
              <Building2 className="size-7" aria-hidden="true" />
            </span>
            <p className="mt-4 text-sm font-semibold tracking-wider text-brand-100 uppercase">{site.name} Staff Portal</p>
            <h1 className="mt-1 font-display text-3xl font-bold">{props.title}</h1>
            <p className="mt-1 text-sm text-brand-100">{props.intro}</p>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-2xl sm:p-7">{props.children}</div>
          <div className="mt-6 flex justify-center">
            <Link
              href={LOGIN_PATH}
              className="inline-flex items-center gap-1.5 text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to login
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
