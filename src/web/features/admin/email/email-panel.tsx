import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ADMIN_OUTBOX_PATH, OUTBOX_KIND_LABELS, OUTBOX_STATUS_LABELS, outboxStatuses, type OutboxEntry } from "@/shared/contract/mail";
import { Panel } from "@/web/components/portal/panel";
import { Select } from "@/web/components/ui/field";
import { PagedList } from "@/web/features/portal/paged-list";
import { emailColumns } from "./email-columns";

/**
 * The admin's E-mail panel (docs/product.md section 11.2): every message the portal queued, newest first, with its
 * status. Without a mail server the messages wait here as 'Not sent: no mail server configured'. Read again each
 * time it opens (new messages arrive with every inquiry, hire and reset).
 */
export function EmailPanel(props: { id: string }) {
  const [status, setStatus] = useState("");
  const [kind, setKind] = useState("");
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: [ADMIN_OUTBOX_PATH] });
  }, [client]);
  const field = (name: string) => `${props.id}-${name}`;
  return (
    <Panel id={props.id} title="E-mail">
      <p className="text-sm text-slate-600">
        Every e-mail the portal sends waits here first, then goes out through the mail server. Failed deliveries are tried again after 1, 5,
        15 and 60 minutes.
      </p>
      <PagedList<OutboxEntry>
        path={ADMIN_OUTBOX_PATH}
        label="E-mail messages"
        searchLabel="Recipient or subject"
        filterParams={{ status: status || undefined, kind: kind || undefined }}
        filters={
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <div className="sm:w-56">
              <label htmlFor={field("status")} className="sr-only">
                Status
              </label>
              <Select id={field("status")} value={status} onChange={(change) => setStatus(change.target.value)}>
                <option value="">All statuses</option>
                {outboxStatuses.map((value) => (
                  <option key={value} value={value}>
                    {OUTBOX_STATUS_LABELS[value]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="sm:w-56">
              <label htmlFor={field("kind")} className="sr-only">
                Kind of message
              </label>
              <Select id={field("kind")} value={kind} onChange={(change) => setKind(change.target.value)}>
                <option value="">All messages</option>
                {Object.entries(OUTBOX_KIND_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        }
        columns={emailColumns}
        rowKey={(entry) => entry.id}
        empty="No e-mail messages"
      />
    </Panel>
  );
}
