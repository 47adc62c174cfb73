import { CheckCircle2 } from "lucide-react";
import { portalCards } from "./portal-content";

/** Portal Info tab: the three portals with their first three features each (docs/product.md section 4.1). */
export function PortalInfo() {
  return (
    <ul className="space-y-3">
      {portalCards.map((card) => {
        const Icon = card.icon;
        return (
          <li key={card.portal} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <div className="flex items-center gap-2">
              <Icon className="size-5 text-brand-700" aria-hidden="true" />
              <h3 className="font-semibold text-brand-900">{card.title}</h3>
            </div>
            <p className="mt-1 text-sm text-slate-600">{card.summary}</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              {card.features.slice(0, 3).map((feature) => (
                <li key={feature} className="flex items-center gap-1.5">
                  <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
