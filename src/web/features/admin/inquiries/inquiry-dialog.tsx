import { Reply } from "lucide-react";
import type { AdminInquiry } from "@/shared/contract/admin";
import { inquirySubjectLabel } from "@/shared/contract/inquiries";
import { ListStateText } from "@/web/components/portal/list-state";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api";
import { formatDateTime } from "@/web/lib/format";
import { useInquiry } from "./inquiries-api";
import { ReplyThread } from "./reply-thread";

/** One inquiry with its full message, the replies sent to it, and Reply. */
export function InquiryDialog(props: { inquiryId: number | null; onClose: () => void; onReply: (inquiry: AdminInquiry) => void }) {
  const inquiry = useInquiry(props.inquiryId);
  const data = inquiry.data;
  return (
    <Dialog
      open={props.inquiryId !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Inquiry"
      size="lg"
      footer={
        data ? (
          <Button size="sm" onClick={() => props.onReply(data)}>
            <Reply aria-hidden="true" />
            Reply
          </Button>
        ) : undefined
      }
    >
      {inquiry.isPending || inquiry.isError ? (
        <p className="text-sm text-slate-600">
          <ListStateText
            state={inquiry.isError ? "error" : "loading"}
            error={errorMessage(inquiry.error, "Could not load the inquiry")}
            empty={null}
          />
        </p>
      ) : data ? (
        <div className="space-y-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {[
              ["Name", data.name],
              ["Email", data.email],
              ["Phone", data.phone],
              ["Subject", inquirySubjectLabel(data.subject)],
              ["Received", formatDateTime(data.createdAt)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium break-words text-slate-900">{value}</dd>
              </div>
            ))}
            <div>
              <dt className="text-slate-600">Status</dt>
              <dd>
                {data.status === "replied" && data.repliedAt ? (
                  <Badge tone="green">Replied {formatDateTime(data.repliedAt)}</Badge>
                ) : (
                  <Badge tone="grey">New</Badge>
                )}
              </dd>
            </div>
          </dl>
          <div>
            <h3 className="text-sm text-slate-600">Message</h3>
            <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-sm text-slate-900">{data.message}</p>
          </div>
          <ReplyThread inquiryId={data.id} />
        </div>
      ) : null}
    </Dialog>
  );
}
