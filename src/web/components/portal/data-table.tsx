import { createColumnHelper, flexRender, tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/** Rows only, no client-side sorting or paging: lists are paged and searched on the server (docs/product.md section 2.3). */
const features = tableFeatures({});
type Features = typeof features;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types in one list
export type Column<T extends RowData> = ColumnDef<Features, T, any>;
export const columnsFor = <T extends RowData>() => createColumnHelper<Features, T>();

/**
 * A table of rows with loading, error and empty states (the shadcn "data table" pattern). It scrolls
 * sideways inside its panel on a phone instead of widening the page (`relative`: visually hidden
 * text in a cell is positioned absolutely and would otherwise escape the scrolling box).
 */
export function DataTable<T extends RowData>(props: {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  loading?: boolean;
  error?: string | null;
  empty: ReactNode;
  rowKey: (row: T) => string | number;
}) {
  const table = useTable({ features, columns: props.columns, data: props.rows ?? [] });
  const state = props.loading ? "loading" : props.error ? "error" : (props.rows?.length ?? 0) === 0 ? "empty" : "rows";
  return (
    // Focusable, so a keyboard can scroll a wide table sideways when no cell holds a control.
    <div role="group" aria-label={props.label} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600">
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
              <td colSpan={props.columns.length} className="px-4 py-10 text-center text-slate-600">
                {state === "loading" ? (
                  <span className="inline-flex items-center gap-2" role="status">
                    <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    Loading...
                  </span>
                ) : state === "error" ? (
                  <span role="alert" className="text-red-700">
                    {props.error}
                  </span>
                ) : (
                  props.empty
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
