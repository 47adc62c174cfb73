import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/web/components/ui/button";
import { thankYou } from "@/web/content/contact";

/** Shown in place of the form once a message is sent; focus moves to its heading so the change is announced. */
export function ThankYouPanel(props: { onSendAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex h-full flex-col items-center justify-center py-10 text-center sm:py-16" data-testid="thank-you-panel">
      <span className="flex size-20 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50">
        <CheckCircle2 className="size-10" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-6 font-display text-3xl font-bold text-brand-900 focus:outline-none">
        {thankYou.heading}
      </h2>
      <p className="mt-3 max-w-md text-lg text-slate-700">{thankYou.text}</p>
      <p className="mt-2 max-w-md text-sm text-slate-500">{thankYou.note}</p>
      <Button type="button" variant="secondary" size="lg" className="mt-8" onClick={props.onSendAnother}>
        {thankYou.again}
      </Button>
    </div>
  );
}
