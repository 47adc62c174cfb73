import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { payItemKindLabels, type PayItemView } from "@/shared/contract/pay-items";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { formatRupees } from "@/web/lib/format";
import { PayItemDialog } from "./pay-item-dialog";
import { useDeletePayItem, usePayItems } from "./pay-items-api";
import { monthName } from "./payroll-text";

/** Why an item has no Edit or Delete: made by another change, or the month is frozen. */
const lockedText = (item: PayItemView, finalised: boolean) =>
  finalised ? "Finalised" : item.kind === "advance_recovery" ? "Changes with its advance" : "Made by another change";

const signed = (item: PayItemView) => `${item.direction === "earning" ? "+" : "-"}${formatRupees(item.amount)}`;

/**
 * The Payroll panel's 'Adjustments and one-off items' (docs/product.md section 10.6.3): every item of
 * the month per person, HR's own editable while the month is a draft, the adjustments other changes made
 * (LOP reversals, arrears, settlements, an advance's recoveries) listed with them.
 */
export function PayItemsSection({ month }: { month: string }) {
  const items = usePayItems(month);
  const remove = useDeletePayItem(month);
  const [editing, setEditing] = useState<PayItemView | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PayItemView | null>(null);
  const data = items.data;
  const finalised = data?.status === "finalised";

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success("Item deleted");
        setDeleting(null);
      },
      onError: (error) => {
        toast.error("Error", { description: errorMessage(error, "Failed to delete the item") });
        setDeleting(null);
      },
    });

  return (
    <section aria-labelledby="pay-items-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id="pay-items-heading" className="text-base font-semibold text-slate-900">
            Adjustments and one-off items
          </h3>
          <p className="text-sm text-slate-600">
            {finalised ? `${monthName(month)} is finalised: its items are part of the frozen figures.` : "Bonus, incentive, commission, reimbursement, advance or other deduction, with corrections of finalised months."}
          </p>
        </div>
        {data && !finalised ? (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Item
          </Button>
        ) : null}
      </div>
      {items.isPending ? <p className="text-sm text-slate-600">Loading items...</p> : null}
      {items.isError ? <p className="text-sm text-red-700">{errorMessage(items.error, "Failed to fetch the items")}</p> : null}
      {data && data.items.length === 0 ? <p className="text-sm text-slate-600">No items this month.</p> : null}
      {data && data.items.length > 0 ? (
        // Focusable, so a keyboard can scroll it at 375 px when it holds no buttons (a finalised month).
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="pay-items-heading">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{`Adjustments and one-off items for ${monthName(month)}`}</caption>
            <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">Employee</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Item</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">Amount</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Reason</th>
                <th scope="col" className="py-2 font-semibold">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">
                    <p className="font-medium">{item.name}</p>
                    <p className="text-xs text-slate-600">{item.employeeId}</p>
                  </td>
                  <td className="py-2 pr-3">
                    <p>{item.description}</p>
                    <p className="text-xs text-slate-600">
                      {payItemKindLabels[item.kind]}
                      {item.recoveryMonths ? `, recovered over ${item.recoveryMonths} month${item.recoveryMonths === 1 ? "" : "s"}` : ""}
                      {item.taxable ? ", taxable" : ""}
                    </p>
                  </td>
                  <td className={`py-2 pr-3 text-right whitespace-nowrap tabular-nums ${item.direction === "earning" ? "text-emerald-800" : "text-red-700"}`}>{signed(item)}</td>
                  <td className="py-2 pr-3 text-slate-700">{item.reason ?? "-"}</td>
                  <td className="py-2">
                    {item.editable ? (
                      <div className="flex gap-1">
                        <Button size="sm" variant="outline" onClick={() => setEditing(item)} aria-label={`Edit ${item.description} for ${item.name}`}>
                          <Pencil aria-hidden="true" />
                          Edit
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setDeleting(item)} aria-label={`Delete ${item.description} for ${item.name}`}>
                          <Trash2 aria-hidden="true" />
                          Delete
                        </Button>
                      </div>
                    ) : (
                      <span className="text-xs text-slate-600">{lockedText(item, finalised)}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PayItemDialog
        open={adding || editing !== null}
        month={month}
        item={editing}
        people={data?.people ?? []}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open || remove.isPending ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${deleting.description} for ${deleting.name}?` : "Delete item?"}
        message={deleting?.kind === "advance" ? "The advance and its recoveries in the next months are removed." : "The item is removed from this month's pay."}
        confirmLabel="Delete Item"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
