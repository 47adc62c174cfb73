import { BadgeCheck, Hourglass } from "lucide-react";
import type { TaxDeclarationView } from "@/shared/contract/tax";
import { cn } from "@/web/lib/cn";
import { previousEmployerStatus } from "./tax-declaration-text";

/** Whether a previous employer's figures count yet (the employee's Tax tab, HR's tax dialog); nothing when none are declared. */
export function PreviousEmployerStatus(props: { view: Pick<TaxDeclarationView, "declaration" | "previousEmployerVerification"> }) {
  const text = previousEmployerStatus(props.view);
  if (!text) return null;
  const verified = props.view.previousEmployerVerification !== null;
  const Icon = verified ? BadgeCheck : Hourglass;
  return (
    <p
      role="status"
      data-testid="previous-employer-status"
      className={cn(
        "flex items-start gap-2 rounded-lg border p-3 text-sm",
        verified ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-200 bg-amber-50 text-amber-900",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
