import { CalendarPlus, CircleCheckBig, Loader2, LogIn, LogOut, WifiOff } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { Today } from "@/shared/contract/employee-portal";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { checkSuccess } from "./check-success";
import { earlyCheckOut } from "./early-check-out";
import { useCheck, type CheckKind } from "./employee-api";
import { locate } from "./locate";
import { useOnline } from "./use-online";

/** The check-in and check-out texts (docs/product.md section 8.2; success toasts: check-success.ts); any failure (no geolocation, a refused POST, a 409) gets the same message. */
const messages = {
  in: {
    action: "Check In",
    busy: "Checking in...",
    offline: "Check-in needs a connection",
    failure: ["Check-in Failed", "Failed to capture location and check in"],
  },
  out: {
    action: "Check Out",
    busy: "Checking out...",
    offline: "Check-out needs a connection",
    failure: ["Check-out Failed", "Failed to capture location and check out"],
  },
} as const;

type Phase = "idle" | "locating" | "sending";

/** Check In, Check Out or 'Work day completed', and Request Leave: the first thing on a phone's screen. */
export function QuickActions(props: { today: Today | undefined; onRequestLeave: () => void }) {
  const online = useOnline();
  const check = useCheck();
  const [phase, setPhase] = useState<Phase>("idle");
  const record = props.today?.record ?? null;
  const done = record?.checkOut != null;
  const kind: CheckKind = record ? "out" : "in";
  const text = messages[kind];
  const [early, setEarly] = useState<ReturnType<typeof earlyCheckOut>>(null);

  async function run() {
    if (!props.today) return;
    setPhase("locating");
    try {
      const input = await locate(props.today.geocoderUrl);
      setPhase("sending");
      await check.mutateAsync({ kind, input });
      const [title, description] = checkSuccess(kind, input);
      toast.success(title, { description });
    } catch (error) {
      console.warn(`${text.failure[0]}:`, error);
      toast.error(text.failure[0], { description: text.failure[1] });
    } finally {
      setPhase("idle");
    }
  }

  /** Before the shift's end a check-out asks first (early-check-out.ts); after it, and a check-in, go straight ahead. */
  function press() {
    const warning = kind === "out" && props.today ? earlyCheckOut(props.today, new Date()) : null;
    if (warning) setEarly(warning);
    else void run();
  }

  const busy = phase !== "idle";
  const label = phase === "locating" ? "Getting your location..." : phase === "sending" ? text.busy : online ? text.action : text.offline;
  const Icon = busy ? Loader2 : !online ? WifiOff : kind === "in" ? LogIn : LogOut;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 font-display text-lg font-bold text-brand-900">Quick Actions</h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {done ? (
          <p className="flex min-h-12 items-center justify-center gap-2 rounded-md bg-emerald-50 px-4 text-base font-semibold text-emerald-800">
            <CircleCheckBig className="size-5" aria-hidden="true" />
            Work day completed
          </p>
        ) : (
          <Button
            size="lg"
            variant={kind === "in" ? "primary" : "secondary"}
            className="min-h-12 w-full [&_svg]:size-5"
            onClick={press}
            disabled={busy || !online || !props.today}
            aria-busy={busy || undefined}
          >
            <Icon className={busy ? "animate-spin motion-reduce:animate-none" : undefined} aria-hidden="true" />
            {label}
          </Button>
        )}
        <Button size="lg" variant="outline" className="min-h-12 w-full [&_svg]:size-5" onClick={props.onRequestLeave}>
          <CalendarPlus aria-hidden="true" />
          Request Leave
        </Button>
      </div>
      {early ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setEarly(null);
          }}
          title={early.title}
          message={early.message}
          note={early.note}
          confirmLabel="Check Out"
          busyLabel={messages.out.busy}
          busy={false}
          onConfirm={() => {
            setEarly(null);
            void run();
          }}
        />
      ) : null}
      {/* Screen readers hear the progress that the disabled button shows. */}
      <p className="sr-only" aria-live="polite">
        {busy ? label : ""}
      </p>
    </Card>
  );
}
