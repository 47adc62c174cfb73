import { Clock } from "lucide-react";
import { Card } from "@/web/components/ui/card";
import { contactInfo } from "@/web/content/contact";
import { cn } from "@/web/lib/cn";
import { site } from "@/web/lib/site";

/** docs/product.md section 3.9: Monday to Saturday 9:00 AM to 6:00 PM, Sunday closed. */
export function BusinessHours() {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="flex items-center gap-3 font-display text-xl font-bold text-brand-900">
        <Clock className="size-5 text-gold-600" aria-hidden="true" />
        {contactInfo.hoursHeading}
      </h2>
      <dl className="mt-4 divide-y divide-slate-100" data-testid="business-hours">
        {site.hours.map((entry) => (
          <div key={entry.days} className="flex items-center justify-between gap-3 py-2.5 text-sm sm:text-base">
            <dt className="whitespace-nowrap text-slate-700">{entry.days}:</dt>
            <dd className={cn("whitespace-nowrap font-semibold", entry.time === "Closed" ? "text-slate-500" : "text-brand-900")}>
              {entry.time}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-500">{contactInfo.hoursNote}</p>
    </Card>
  );
}
