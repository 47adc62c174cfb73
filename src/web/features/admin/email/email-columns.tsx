import { OUTBOX_KIND_LABELS, type OutboxEntry, type OutboxStatus } from "@/shared/contract/mail";
import { columnsFor } from "@/web/components/portal/data-table";
import { Badge, type BadgeProps } from "@/web/components/ui/badge";
import { formatDateTime } from "@/web/lib/format";

const column = columnsFor<OutboxEntry>();
const none = <span className="text-slate-500">-</span>;

const tones: Record<OutboxStatus, BadgeProps["tone"]> = { pending: "blue", sent: "green", failed: "red", unconfigured: "yellow" };

export const kindLabel = (kind: string) => OUTBOX_KIND_LABELS[kind] ?? kind;

/**
 * One row per message (docs/product.md section 11.2): when it was written, to whom, what, its status with attempts
 * and the last error, when it was sent. On a phone each message is a card headed by its subject.
 */
export const emailColumns = [
  column.accessor("createdAt", {
    header: "Queued",
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatDateTime(info.getValue())}
      </time>
    ),
  }),
  column.accessor("to", { header: "To", cell: (info) => <span className="[overflow-wrap:anywhere]">{info.getValue()}</span> }),
  column.accessor("subject", {
    header: "Message",
    meta: { card: "title" },
    cell: ({ row }) => (
      <span>
        <span className="font-medium">{row.original.subject}</span>
        <span className="block text-xs text-slate-600">{kindLabel(row.original.kind)}</span>
        <span className="mt-1 block max-w-md text-xs text-slate-700 [overflow-wrap:anywhere]">{row.original.preview}</span>
      </span>
    ),
  }),
  column.accessor("status", {
    header: "Status",
    cell: ({ row }) => {
      const entry = row.original;
      return (
        <span className="space-y-1">
          <Badge tone={tones[entry.status]}>{entry.statusLabel}</Badge>
          {entry.attempts > 0 ? (
            <span className="block text-xs text-slate-600">{entry.attempts === 1 ? "1 attempt" : `${entry.attempts} attempts`}</span>
          ) : null}
          {entry.status === "pending" && entry.nextAttemptAt && entry.attempts > 0 ? (
            <span className="block text-xs text-slate-600">Next try {formatDateTime(entry.nextAttemptAt)}</span>
          ) : null}
          {entry.lastError && entry.status !== "unconfigured" ? (
            <span className="block text-xs text-red-700 [overflow-wrap:anywhere]">{entry.lastError}</span>
          ) : null}
        </span>
      );
    },
  }),
  column.accessor("sentAt", {
    header: "Sent",
    cell: (info) => {
      const at = info.getValue();
      return at ? (
        <time dateTime={at} className="whitespace-nowrap">
          {formatDateTime(at)}
        </time>
      ) : (
        none
      );
    },
  }),
];
