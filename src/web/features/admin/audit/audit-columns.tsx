import type { AuditEntryView } from "@/shared/contract/audit";
import { columnsFor } from "@/web/components/portal/data-table";
import { formatDateTime } from "@/web/lib/format";
import { auditDetailsSummary, auditEventLabel, words } from "./audit-labels";

const column = columnsFor<AuditEntryView>();
const none = <span className="text-slate-500">-</span>;

/** An event this build has no label for reads as words: "employee.reporting-manager-unmatched" -> "Employee: reporting manager unmatched". */
export function eventText(event: string): string {
  const label = auditEventLabel(event);
  if (label !== event) return label;
  const [area, ...rest] = event.split(".");
  const said = (text: string) => words(text.replace(/-/g, " "));
  const first = said(area ?? event);
  const head = first.charAt(0).toUpperCase() + first.slice(1);
  return rest.length > 0 ? `${head}: ${said(rest.join(" "))}` : head;
}

/**
 * When, what, by whom, on which record, the details and from which address (docs/product.md section 5.7). The
 * record by the name the server gives it, the stored subject on hover; on a phone each entry is a card headed
 * by its event.
 */
export const auditColumns = [
  column.accessor("at", {
    header: "When",
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatDateTime(info.getValue())}
      </time>
    ),
  }),
  column.accessor("event", {
    header: "Event",
    meta: { card: "title" },
    cell: (info) => <span className="font-medium">{eventText(info.getValue())}</span>,
  }),
  column.accessor("actor", {
    header: "By",
    cell: (info) => {
      const actor = info.getValue();
      if (!actor) return <span className="text-slate-600">System</span>;
      return (
        <span>
          {actor.name}
          <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">{actor.email}</span>
        </span>
      );
    },
  }),
  column.accessor("subject", {
    header: "Record",
    cell: ({ row }) => {
      const { subject, subjectName } = row.original;
      if (!subject) return none;
      return (
        <span className="[overflow-wrap:anywhere]" title={subjectName ? subject : undefined}>
          {subjectName ?? subject}
        </span>
      );
    },
  }),
  column.accessor("details", {
    header: "Details",
    cell: (info) => <span className="text-xs text-slate-700">{auditDetailsSummary(info.getValue()) || none}</span>,
  }),
  column.accessor("ip", {
    header: "Address",
    cell: (info) => (info.getValue() ? <span className="whitespace-nowrap font-mono text-xs">{info.getValue()}</span> : none),
  }),
];
