import type { InquiryReply, MailDeliveryStatus } from "@/shared/contract/inquiries";
import { ListStateText } from "@/web/components/portal/list-state";
import { Badge, type BadgeProps } from "@/web/components/ui/badge";
import { errorMessage } from "@/web/lib/api";
import { formatDateTime } from "@/web/lib/format";
import { useReplies } from "./inquiries-api";

const delivery: Record<MailDeliveryStatus, { label: string; tone: BadgeProps["tone"] }> = {
  pending: { label: "Sending", tone: "yellow" },
  sent: { label: "Sent", tone: "green" },
  failed: { label: "Not delivered", tone: "red" },
  unconfigured: { label: "Not sent: no mail server", tone: "grey" },
};

/** The replies sent to an inquiry, oldest first, each with who sent it, when, and how far its e-mail got. */
export function ReplyThread(props: { inquiryId: number }) {
  const replies = useReplies(props.inquiryId);
  return (
    <section aria-labelledby="reply-thread-title">
      <h3 id="reply-thread-title" className="text-sm text-slate-600">
        Replies
      </h3>
      {replies.isPending || replies.isError || replies.data.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          <ListStateText
            state={replies.isPending ? "loading" : replies.isError ? "error" : "empty"}
            loading="Loading replies..."
            error={errorMessage(replies.error, "Could not load the replies")}
            empty="No replies yet"
          />
        </p>
      ) : (
        <ol className="mt-2 space-y-3">
          {replies.data.map((reply: InquiryReply) => (
            <li key={reply.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium break-words text-slate-900">{reply.subject}</p>
                {reply.delivery ? <Badge tone={delivery[reply.delivery].tone}>{delivery[reply.delivery].label}</Badge> : null}
              </div>
              <p className="mt-0.5 text-xs break-words text-slate-600">
                To {reply.to} · {formatDateTime(reply.createdAt)}
                {reply.sentBy ? ` · by ${reply.sentBy}` : ""}
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
