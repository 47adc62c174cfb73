import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { Employee, PeopleArea, RevealedIdentifiers } from "@/shared/contract/employees";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { Facts } from "./detail-parts";
import { useReveal } from "./people-api";

/** Bank details with the masked identifiers; Reveal fetches the full ones (recorded in the audit log) until Hide. */
export function IdentifiersSection({ employee, area }: { employee: Employee; area: PeopleArea }) {
  const reveal = useReveal(area);
  const [shown, setShown] = useState<RevealedIdentifiers | null>(null);
  const open = () =>
    reveal.mutate(employee.id, {
      onSuccess: setShown,
      onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to reveal the identifiers") }),
    });
  const value = (field: keyof RevealedIdentifiers) => {
    const text = (shown ?? employee)[field];
    return text ? <span className="font-mono">{text}</span> : null;
  };
  return (
    <div className="space-y-2">
      <Facts
        items={[
          ["Bank name", employee.bankName],
          ["IFSC code", employee.ifscCode && <span className="font-mono">{employee.ifscCode}</span>],
          ["Account number", value("accountNumber")],
          ["PAN", value("panNumber")],
          ["Aadhaar", value("aadharNumber")],
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        {shown ? (
          <Button variant="outline" size="sm" onClick={() => setShown(null)}>
            <EyeOff aria-hidden="true" />
            Hide
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={open} disabled={reveal.isPending}>
            <Eye aria-hidden="true" />
            {reveal.isPending ? "Revealing..." : "Reveal"}
          </Button>
        )}
        <p className="text-xs text-slate-600" role="status">
          {shown
            ? "Shown in full: this reveal is recorded in the audit log."
            : "Masked. Revealing the full numbers is recorded in the audit log."}
        </p>
      </div>
    </div>
  );
}
