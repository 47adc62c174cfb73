import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { exportPath } from "@/shared/contract/admin";
import { ADMIN_AUDIT_PATH, auditEvents, type AuditEntryView } from "@/shared/contract/audit";
import { ExportButton } from "@/web/features/portal/export-button";
import { PagedList } from "@/web/features/portal/paged-list";
import { Dialog } from "@/web/components/ui/dialog";
import { Select } from "@/web/components/ui/field";
import { auditColumns } from "./audit-columns";
import { auditEventLabels } from "./audit-labels";

/** The audit log: newest first, paged and filtered on the server, with its CSV export. */
export function AuditDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Security & audit log"
      description="Who did what to which record, when and from where. Personal identifiers never appear here."
      size="xl"
    >
      {/* Mounted only while open, so the filters start afresh each time. */}
      <AuditLog />
    </Dialog>
  );
}

function AuditLog() {
  const [event, setEvent] = useState("");
  const client = useQueryClient();
  // Lists are never stale by default (docs/product.md section 2.7), but every action adds entries: read them again at each opening.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: [ADMIN_AUDIT_PATH] });
  }, [client]);
  return (
    <PagedList<AuditEntryView>
      path={ADMIN_AUDIT_PATH}
      label="Audit log"
      searchLabel="Person: name, email or record"
      searchParam="person"
      filterParams={{ event: event || undefined }}
      filters={
        <>
          <div className="sm:w-56">
            <label htmlFor="audit-event" className="sr-only">
              Event
            </label>
            <Select id="audit-event" value={event} onChange={(change) => setEvent(change.target.value)}>
              <option value="">All events</option>
              {auditEvents.map((value) => (
                <option key={value} value={value}>
                  {auditEventLabels[value]}
                </option>
              ))}
            </Select>
          </div>
          <ExportButton url={exportPath("audit")} label="Export" />
        </>
      }
      columns={auditColumns}
      rowKey={(entry) => entry.id}
      empty="No audit entries found"
    />
  );
}
