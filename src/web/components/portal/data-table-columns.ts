import { createColumnHelper, tableFeatures, type ColumnDef, type RowData } from "@tanstack/react-table";

/**
 * How a column shows when a list's rows are cards (where a table has no room, docs/product.md section 2.3): "title" heads the card
 * (default: the first column), "actions" is the row of buttons at its foot (default: the column with id
 * "actions"), "hidden" is left out; every other column is a "label: value" line.
 */
export type CardRole = "title" | "actions" | "hidden";

/** Rows only, no client-side sorting or paging: lists are paged and searched on the server. */
export const features = tableFeatures({ columnMeta: {} as { card?: CardRole } });
export type Features = typeof features;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types in one list
export type Column<T extends RowData> = ColumnDef<Features, T, any>;
export const columnsFor = <T extends RowData>() => createColumnHelper<Features, T>();
