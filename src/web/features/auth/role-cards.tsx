import type { Portal } from "@/shared/contract/auth";
import { cn } from "@/web/lib/cn";
import { portalCards } from "./portal-content";

/** The three selectable role cards: a radio group, so arrow keys move between them. */
export function RoleCards(props: { value: Portal; onChange: (portal: Portal) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Select your portal</legend>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {portalCards.map((card) => {
          const selected = card.portal === props.value;
          const Icon = card.icon;
          return (
            <label
              key={card.portal}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border-2 px-2 py-3 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500",
                selected
                  ? "border-brand-600 bg-brand-50 text-brand-900"
                  : "border-slate-200 bg-white text-slate-700 hover:border-brand-200",
              )}
            >
              <input
                type="radio"
                name="portal"
                value={card.portal}
                checked={selected}
                onChange={() => props.onChange(card.portal)}
                className="sr-only"
              />
              <Icon className={cn("size-6", selected ? "text-brand-700" : "text-slate-500")} aria-hidden="true" />
              <span className="text-sm font-semibold">{card.label}</span>
            </label>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-slate-600">{portalCards.find((card) => card.portal === props.value)?.summary}</p>
    </fieldset>
  );
}
