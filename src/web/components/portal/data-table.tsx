import { flexRender, useTable, type RowData } from "@tanstack/react-table";
import { useRef, type ReactNode } from "react";
import { DataCards } from "./data-cards";
import { features, type Column, type Features } from "./data-table-columns";
import { ListStateText, type ListState } from "./list-state";
import { useCardLayout } from "./use-card-layout";

export { columnsFor, type CardRole, type Column } from "./data-table-columns";

export interface DataTableProps<T extends RowData> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  loading?: boolean;
  error?: string | null;
  empty: ReactNode;
  rowKey: (row: T) => string | number;
  /** Fixes the layout; by default a table, and cards where the list has less than 1024 px (use-card-layout.ts). */
  layout?: "table" | "cards";
}

/**
 * A list of rows with loading, error and empty states (the shadcn "data table" pattern). With room (1024 px of
 * its own) a table that scrolls sideways inside its panel rather than widening the page (`relative`: visually
 * hidden text in a cell is positioned absolutely and would otherwise escape the scrolling box); with less (a
 * phone, a tablet, a 'View All' dialog) one card per row, its actions in reach without scrolling sideways
 * (docs/product.md section 2.3).
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const narrow = useCardLayout(box);
  const table = useTable({ features, columns: props.columns, data: props.rows ?? [] });
  const state: ListState = props.loading ? "loading" : props.error ? "error" : (props.rows?.length ?? 0) === 0 ? "empty" : "rows";
  const shown = { table, label: props.label, state, error: props.error, empty: props.empty, rowKey: props.rowKey };
  // The box measures the width the list has, whichever way it shows; the cards' grid follows it (a container).
  return (
    <div ref={box} className="@container">
      {(props.layout ?? (narrow ? "cards" : "table")) === "cards" ? <DataCards {...shown} /> : <TableRows {...shown} />}
    </div>
  );
}

/** The rows as a table, with a full-width line for loading, the error or the empty text. */
function TableRows<T extends RowData>(props: {
  table: ReturnType<typeof useTable<Features, T>>;
  label: string;
  state: ListState;
  error?: string | null;
  empty: ReactNode;
  rowKey: (row: T) => string | number;
}) {
  const { table, state } = props;
  return (
    // Focusable, so a keyboard can scroll a wide table sideways when no cell holds a control.
    <div
      role="group"
      aria-label={props.label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[640px] text-left text-sm" aria-label={props.label} aria-busy={state === "loading"}>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {state === "rows" ? (
            table.getRowModel().rows.map((row) => (
              <tr key={props.rowKey(row.original)} className="hover:bg-slate-50">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 align-middle text-slate-800">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={table.getAllLeafColumns().length} className="px-4 py-10 text-center text-slate-600">
                <ListStateText state={state} error={props.error} empty={props.empty} />
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
