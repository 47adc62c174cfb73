import { useState } from "react";
import { toast } from "sonner";
import { leaveTypeLabels, type LeaveType } from "@/shared/contract/employee-portal";
import { allowanceInputSchema, type LeaveAllowanceView } from "@/shared/contract/leave-admin";
import { ListStateText } from "@/web/components/portal/list-state";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { errorMessage } from "@/web/lib/api";
import { useLeaveAllowances, useSaveAllowances } from "./leaves-api";

type Row = { days: string; sandwich: boolean };
const rowOf = (allowance: LeaveAllowanceView): Row => ({ days: String(allowance.days), sandwich: allowance.sandwich });
const id = "leave-allowances";

/**
 * The leave allowance of each type (days per calendar year, or per event) and whether weekly offs and
 * holidays between two leave days count ("sandwich"); one Save sends the changed types.
 */
export function LeaveAllowancesSection() {
  const allowances = useLeaveAllowances();
  const save = useSaveAllowances();
  // Only what HR has edited; every other row shows the saved allowance.
  const [rows, setRows] = useState<Partial<Record<LeaveType, Row>>>({});
  const [errors, setErrors] = useState<Partial<Record<LeaveType, string>>>({});
  const { data } = allowances;

  const change = (allowance: LeaveAllowanceView, patch: Partial<Row>) =>
    setRows((current) => ({ ...current, [allowance.leaveType]: { ...(current[allowance.leaveType] ?? rowOf(allowance)), ...patch } }));

  const submit = () => {
    if (!data) return;
    const found: Partial<Record<LeaveType, string>> = {};
    const changes = data.flatMap((allowance) => {
      const row = rows[allowance.leaveType] ?? rowOf(allowance);
      const input = { days: row.days.trim() === "" ? Number.NaN : Number(row.days), sandwich: row.sandwich };
      const parsed = allowanceInputSchema.safeParse(input);
      if (!parsed.success) {
        found[allowance.leaveType] = parsed.error.issues[0]?.message;
        return [];
      }
      const same = parsed.data.days === allowance.days && parsed.data.sandwich === allowance.sandwich;
      return same ? [] : [{ leaveType: allowance.leaveType, input: parsed.data }];
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(changes, {
      onSuccess: () => {
        setRows({});
        toast.success("Leave allowances saved");
      },
      onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to save leave allowances") }),
    });
  };

  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="font-display text-lg font-bold text-brand-900">
          Leave Allowances
        </h3>
        <p className="text-sm text-slate-600">
          Working days per calendar year; maternity (counted in calendar days) and paternity per event. Sandwich counts weekly offs and
          holidays lying between two leave days.
        </p>
      </div>
      {allowances.isPending || allowances.isError ? (
        <p className="text-sm text-slate-600">
          <ListStateText
            state={allowances.isError ? "error" : "loading"}
            error={errorMessage(allowances.error, "Could not load the leave allowances")}
            empty={null}
          />
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm" aria-label="Leave allowances">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  Leave Type
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  Days
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  Sandwich
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {allowances.data.map((allowance) => {
                const row = rows[allowance.leaveType] ?? rowOf(allowance);
                const label = leaveTypeLabels[allowance.leaveType];
                const error = errors[allowance.leaveType];
                const inputId = `${id}-${allowance.leaveType}-days`;
                return (
                  <tr key={allowance.leaveType}>
                    <th scope="row" className="px-2 py-2 sm:px-3 font-medium text-slate-900">
                      {label}
                      <span className="block text-xs font-normal text-slate-600">{allowance.perEvent ? "per event" : "per year"}</span>
                    </th>
                    <td className="px-2 py-2 sm:px-3">
                      <FormField
                        id={inputId}
                        label={`${label} days`}
                        hideLabel
                        type="number"
                        min={0}
                        max={365}
                        step={1}
                        inputMode="numeric"
                        value={row.days}
                        onChange={(days) => change(allowance, { days })}
                        error={error}
                        className="space-y-0"
                        errorClassName="mt-1 text-xs"
                        controlClassName="w-24"
                      />
                    </td>
                    <td className="px-2 py-2 sm:px-3">
                      <input
                        type="checkbox"
                        checked={row.sandwich}
                        onChange={(event) => change(allowance, { sandwich: event.target.checked })}
                        aria-label={`${label} sandwich rule`}
                        className="size-5 accent-brand-700"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex justify-end">
        <Button size="sm" onClick={submit} disabled={save.isPending || !allowances.data}>
          {save.isPending ? "Saving..." : "Save Allowances"}
        </Button>
      </div>
    </section>
  );
}
