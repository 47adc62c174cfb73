import type { AuditEntryView } from "@/shared/contract/audit";
import { columnsFor } from "@/web/components/portal/data-table";
import { formatDateTime } from "@/web/lib/format";
import { auditDetailsSummary, auditEventLabel } from "./audit-labels";

const column = columnsFor<AuditEntryView>();
const none = <span className="text-slate-500">-</span>;

/** When, what, by whom, on which record, the details and from which address (docs/product.md section 5.7). */
export const auditColumns = [
  column.accessor("at", {
    header: "When",
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatDateTime(info.getValue())}
      </time>
    ),
  }),
  column.accessor("event", { header: "Event", cell: (info) => <span className="whitespace-nowrap font-medium">{auditEventLabel(info.getValue())}</span> }),
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
  column.accessor("subject", { header: "Record", cell: (info) => (info.getValue() ? <span className="[overflow-wrap:anywhere]">{info.getValue()}</span> : none) }),
  column.accessor("details", { header: "Details", cell: (info) => <span className="text-xs text-slate-700">{auditDetailsSummary(info.getValue()) || none}</span> }),
  column.accessor("ip", { header: "Address", cell: (info) => (info.getValue() ? <span className="whitespace-nowrap font-mono text-xs">{info.getValue()}</span> : none) }),
];
