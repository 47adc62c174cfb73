import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RowData } from "@tanstack/react-table";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";
import { DataTable, type Column } from "@/web/components/portal/data-table";
import { ListStateText } from "@/web/components/portal/list-state";
import { SearchBox } from "@/web/components/portal/search-box";

export const PAGE_SIZE = 20;

/** Waits until typing pauses before searching. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A "View All" list: searched and paged on the server, PAGE_SIZE rows at a time. */
export function PagedList<T extends RowData>(props: {
  path: string;
  label: string;
  searchLabel: string;
  /** Table columns; not needed when `render` draws the rows. */
  columns?: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
  /** Renders the rows another way than a table (project cards). */
  render?: (rows: T[]) => ReactNode;
  /** The query parameter the search box fills (default `q`). */
  searchParam?: string;
  /** More filters beside the search box, and the parameters they set (undefined leaves one out). */
  filters?: ReactNode;
  filterParams?: Record<string, string | undefined>;
}) {
  const [typed, setTyped] = useState("");
  const q = useDebounced(typed.trim());
  // The page belongs to one search and filter: another starts at the first page in the same render (an effect would
  // first ask the server for the old page number of the new search).
  const searchKey = JSON.stringify([q, props.filterParams ?? {}]);
  const [paging, setPaging] = useState({ searchKey, page: 0 });
  const page = paging.searchKey === searchKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ searchKey, page: next });
  const params = { limit: PAGE_SIZE, offset: page * PAGE_SIZE, ...props.filterParams, [props.searchParam ?? "q"]: q };
  const query = useQuery({
    queryKey: [props.path, params, "page"],
    queryFn: () => apiPage<T>(props.path, params),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const searchId = `${props.path.replace(/\W+/g, "-")}-search`;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchBox id={searchId} label={props.searchLabel} value={typed} onChange={setTyped} />
        {props.filters}
      </div>
      {props.render ? (
        query.isPending || query.isError || query.data.rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">
            <ListStateText
              state={query.isPending ? "loading" : query.isError ? "error" : "empty"}
              error={errorMessage(query.error, "Could not load the list")}
              empty={props.empty}
            />
          </p>
        ) : (
          props.render(query.data.rows)
        )
      ) : (
        <DataTable
          label={props.label}
          columns={props.columns ?? []}
          rows={query.data?.rows}
          loading={query.isPending}
          error={query.isError ? errorMessage(query.error, "Could not load the list") : null}
          empty={props.empty}
          rowKey={props.rowKey}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p aria-live="polite">
          {total === 0 ? "No results" : `Showing ${page * PAGE_SIZE + 1}-${Math.min(total, (page + 1) * PAGE_SIZE)} of ${total}`}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page === 0}>
            Previous
          </Button>
          <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page + 1 >= pages}>
            Next
          </Button>
        </div>
      </div>
    </div>
  );
}
