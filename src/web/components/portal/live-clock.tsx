import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { zonedFormat } from "@/web/lib/format";

const clock = zonedFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  hour12: true,
});
const format = (date: Date) => clock().format(date);

/** A clock in the employee header (docs/product.md section 8.1) that ticks every second, on the business clock (the check-in times are too). */
export function LiveClock() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!now) return null;
  return (
    <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700">
      <Clock className="size-4" aria-hidden="true" />
      <time dateTime={now.toISOString()} data-testid="live-clock">
        {format(now)}
      </time>
    </p>
  );
}
