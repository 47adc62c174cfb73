import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { exportPath } from "@/shared/contract/admin";
import { ADMIN_AUDIT_PATH, auditEvents, auditMessages, type AuditEntryView } from "@/shared/contract/audit";
import { Panel } from "@/web/components/portal/panel";
import { Select } from "@/web/components/ui/field";
import { FormField } from "@/web/components/ui/form-field";
import { ExportButton } from "@/web/features/portal/export-button";
import { PagedList } from "@/web/features/portal/paged-list";
import { auditColumns } from "./audit-columns";
import { auditEventLabels } from "./audit-labels";

/**
 * The audit log (docs/product.md section 5.7): a panel of the admin dashboard, newest first, paged and filtered on
 * the server by person, event and dates, with its CSV export. Read again each time it opens.
 */
export function AuditPanel(props: { id: string }) {
  const [event, setEvent] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const client = useQueryClient();
  // Lists are never stale by default (docs/product.md section 2.7), but every action adds entries: read them again at each opening.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: [ADMIN_AUDIT_PATH] });
  }, [client]);
  // The server refuses 'to' before 'from' with this message; say it here and keep the last good list meanwhile.
  const dateError = from && to && to < from ? auditMessages.dateOrder : undefined;
  const field = (name: string) => `${props.id}-${name}`;
  return (
    <Panel id={props.id} title="Security & audit log" toolbar={<ExportButton url={exportPath("audit")} label="Export" />}>
      <p className="text-sm text-slate-600">Who did what to which record, when and from where. Personal identifiers never appear here.</p>
      <PagedList<AuditEntryView>
        path={ADMIN_AUDIT_PATH}
        label="Audit log"
        searchLabel="Person: name, email or record"
        searchParam="person"
        filterParams={{ event: event || undefined, from: from || undefined, to: dateError ? undefined : to || undefined }}
        filters={
          <div className="grid grid-cols-2 gap-2 sm:flex sm:items-start">
            <div className="col-span-2 sm:w-56">
              <label htmlFor={field("event")} className="sr-only">
                Event
              </label>
              <Select id={field("event")} value={event} onChange={(change) => setEvent(change.target.value)}>
                <option value="">All events</option>
                {auditEvents.map((value) => (
                  <option key={value} value={value}>
                    {auditEventLabels[value]}
                  </option>
                ))}
              </Select>
            </div>
            <FormField
              id={field("from")}
              label="From"
              type="date"
              value={from}
              max={to || undefined}
              onChange={setFrom}
              className="sm:flex sm:items-center sm:gap-2 sm:space-y-0"
              controlClassName="sm:w-40"
            />
            <FormField
              id={field("to")}
              label="To"
              type="date"
              value={to}
              min={from || undefined}
              onChange={setTo}
              error={dateError}
              className="sm:flex sm:flex-wrap sm:items-center sm:gap-2 sm:space-y-0"
              controlClassName="sm:w-40"
            />
          </div>
        }
        columns={auditColumns}
        rowKey={(entry) => entry.id}
        empty="No audit entries found"
      />
    </Panel>
  );
}
