import { flexRender, type Cell, type Header, type RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import type { useTable } from "@tanstack/react-table";
import type { CardRole, Features } from "./data-table-columns";
import { ListStateText, type ListState } from "./list-state";

type Table<T extends RowData> = ReturnType<typeof useTable<Features, T>>;

/** Each column's part of a card: its meta's role, else the first column is the title and "actions" the actions. */
export function cardRoles(columns: { id: string; columnDef: { meta?: { card?: CardRole } } }[]): Map<string, CardRole | "field"> {
  const roles = new Map<string, CardRole | "field">(
    columns.map((column) => [column.id, column.columnDef.meta?.card ?? (column.id === "actions" ? "actions" : "field")]),
  );
  const titled = [...roles.values()].includes("title");
  const first = columns.find((column) => roles.get(column.id) === "field");
  if (!titled && first) roles.set(first.id, "title");
  return roles;
}

/**
 * A list's rows as cards (where a table has no room, docs/product.md section 2.3): the title column on top, the others as "label:
 * value" lines, the actions at the foot with buttons a finger can hit (44 px).
 */
export function DataCards<T extends RowData>(props: {
  table: Table<T>;
  label: string;
  state: ListState;
  error?: string | null;
  empty: ReactNode;
  rowKey: (row: T) => string | number;
}) {
  const { table, state } = props;
  if (state !== "rows") {
    return (
      <div
        role="group"
        aria-label={props.label}
        aria-busy={state === "loading"}
        className="rounded-lg border border-slate-200 bg-white px-4 py-10 text-center text-sm text-slate-600"
      >
        <ListStateText state={state} error={props.error} empty={props.empty} />
      </div>
    );
  }
  const roles = cardRoles(table.getAllLeafColumns());
  const headers = new Map<string, Header<Features, T, unknown>>(table.getFlatHeaders().map((header) => [header.column.id, header]));
  const render = (cell: Cell<Features, T, unknown>) => flexRender(cell.column.columnDef.cell, cell.getContext());
  return (
    // One card a line on a phone, two side by side from 576 px of list, three from 896 px.
    <ul aria-label={props.label} className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3">
      {table.getRowModel().rows.map((row) => {
        const cells = row.getAllCells();
        const title = cells.find((cell) => roles.get(cell.column.id) === "title");
        const fields = cells.filter((cell) => roles.get(cell.column.id) === "field");
        const actions = cells.filter((cell) => roles.get(cell.column.id) === "actions");
        return (
          <li
            key={props.rowKey(row.original)}
            className="relative rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-sm"
          >
            {title ? <div className="text-base text-slate-900 [overflow-wrap:anywhere]">{render(title)}</div> : null}
            {fields.length > 0 ? (
              <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                {fields.map((cell) => {
                  const header = headers.get(cell.column.id);
                  return (
                    <div key={cell.id} className="contents">
                      <dt className="text-slate-600">{header ? flexRender(header.column.columnDef.header, header.getContext()) : null}</dt>
                      <dd className="min-w-0 [overflow-wrap:anywhere] [&_*]:[overflow-wrap:anywhere]">{render(cell)}</dd>
                    </div>
                  );
                })}
              </dl>
            ) : null}
            {actions.length > 0 ? (
              // Buttons and links in an action cell grow to 44 px and wrap, so none hides beyond the card's edge.
              <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3 [&_a]:min-h-11 [&_button]:min-h-11 [&_div]:flex-wrap">
                {actions.map((cell) => (
                  <div key={cell.id} className="contents">
                    {render(cell)}
                  </div>
                ))}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
