import { ShieldCheck } from "lucide-react";
import type { MeResponse } from "@/shared/contract/auth";
import { Badge } from "@/web/components/ui/badge";
import { Card } from "@/web/components/ui/card";

const roleLabel = { admin: "Admin", hr: "HR", employee: "Employee" } as const;

const time = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, day: "numeric", month: "short" }).format(new Date(iso));

/** A friendly card naming the signed-in person, their role and how long the session lasts. */
export function WelcomeCard(props: { me: MeResponse }) {
  const { user, employee } = props.me;
  const firstName = employee?.firstName || user.name.split(" ")[0] || user.name;
  return (
    <Card className="overflow-hidden">
      <div className="bg-gradient-to-r from-brand-800 to-brand-600 px-6 py-8 text-white sm:px-8">
        <Badge tone="light">{roleLabel[user.role]}</Badge>
        <h2 className="mt-3 font-display text-3xl font-bold">Namaste, {firstName}</h2>
        <p className="mt-2 max-w-2xl text-brand-50">
          You are signed in as <strong className="font-semibold text-white">{user.name}</strong> (<span className="break-all">{user.email}</span>) with {roleLabel[user.role]} access.
        </p>
      </div>
      <div className="flex items-start gap-3 px-6 py-5 text-sm text-slate-700 sm:px-8">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <p>
          For your security you are signed out after {props.me.idleMinutes} minutes without activity, and at the latest at{" "}
          {time(props.me.expiresAt)}. Use Change Password if you think someone else knows yours.
        </p>
      </div>
    </Card>
  );
}
