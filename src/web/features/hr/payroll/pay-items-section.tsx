import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { payItemKindLabels, type PayItemView } from "@/shared/contract/pay-items";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { columnsFor, DataTable } from "@/web/components/portal/data-table";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { formatRupees } from "@/web/lib/format";
import { PAY_ITEMS_ANCHOR } from "./month-checklist-text";
import { PayItemDialog } from "./pay-item-dialog";
import { useDeletePayItem, usePayItems } from "./pay-items-api";
import { monthName } from "./payroll-text";

/** Why an item has no Edit or Delete: made by another change, or the month is frozen. */
const lockedText = (item: PayItemView, finalised: boolean) =>
  finalised ? "Finalised" : item.kind === "advance_recovery" ? "Changes with its advance" : "Made by another change";

const kindText = (item: PayItemView) =>
  `${payItemKindLabels[item.kind]}${item.recoveryMonths ? `, recovered over ${item.recoveryMonths} month${item.recoveryMonths === 1 ? "" : "s"}` : ""}${item.taxable ? ", taxable" : ""}`;

const column = columnsFor<PayItemView>();

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
  const columns = [
    column.accessor("name", {
      header: "Employee",
      cell: ({ row }) => (
        <>
          <span className="block font-medium">{row.original.name}</span>
          <span className="block text-xs text-slate-600">{row.original.employeeId}</span>
        </>
      ),
    }),
    column.accessor("description", {
      header: "Item",
      cell: ({ row }) => (
        <>
          <span className="block">{row.original.description}</span>
          <span className="block text-xs text-slate-600">{kindText(row.original)}</span>
        </>
      ),
    }),
    column.display({
      id: "amount",
      header: "Amount",
      cell: ({ row }) => (
        <span className={`whitespace-nowrap tabular-nums ${row.original.direction === "earning" ? "text-emerald-800" : "text-red-700"}`}>
          {signed(row.original)}
        </span>
      ),
    }),
    column.accessor("reason", { header: "Reason", cell: (info) => info.getValue() ?? "-" }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) =>
        row.original.editable ? (
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(row.original)}
              aria-label={`Edit ${row.original.description} for ${row.original.name}`}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDeleting(row.original)}
              aria-label={`Delete ${row.original.description} for ${row.original.name}`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        ) : (
          <span className="text-xs text-slate-600">{lockedText(row.original, finalised)}</span>
        ),
    }),
  ];

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
    // The month-end check list's arrears and items lines link here (month-checklist-text.ts).
    <section
      id={PAY_ITEMS_ANCHOR}
      aria-labelledby="pay-items-heading"
      className="scroll-mt-4 space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id="pay-items-heading" className="text-base font-semibold text-slate-900">
            Adjustments and one-off items
          </h3>
          <p className="text-sm text-slate-600">
            {finalised
              ? `${monthName(month)} is finalised: its items are part of the frozen figures.`
              : "Bonus, incentive, commission, reimbursement, advance or other deduction, with corrections of finalised months."}
          </p>
        </div>
        {data && !finalised ? (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Item
          </Button>
        ) : null}
      </div>
      <DataTable
        label={`Adjustments and one-off items for ${monthName(month)}`}
        columns={columns}
        rows={data?.items}
        loading={items.isPending}
        error={items.isError ? errorMessage(items.error, "Failed to fetch the items") : null}
        empty="No items this month."
        rowKey={(item) => item.id}
      />
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
        message={
          deleting?.kind === "advance"
            ? "The advance and its recoveries in the next months are removed."
            : "The item is removed from this month's pay."
        }
        confirmLabel="Delete Item"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
