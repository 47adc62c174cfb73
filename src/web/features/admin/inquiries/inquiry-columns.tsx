import { Eye, Reply } from "lucide-react";
import type { AdminInquiry } from "@/shared/contract/admin";
import { inquirySubjectLabel } from "@/shared/contract/inquiries";
import { columnsFor, type Column } from "@/web/components/portal/data-table";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/format";

const column = columnsFor<AdminInquiry>();

/** Name, email, phone, subject, date and the View and Reply actions (docs/product.md section 5.3). */
export function inquiryColumns(actions: {
  onView: (inquiry: AdminInquiry) => void;
  onReply: (inquiry: AdminInquiry) => void;
}): Column<AdminInquiry>[] {
  return [
    column.accessor("name", { header: "Name", cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
    column.accessor("email", { header: "Email" }),
    column.accessor("phone", { header: "Phone", cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span> }),
    column.accessor("subject", { header: "Subject", cell: (info) => inquirySubjectLabel(info.getValue()) }),
    column.accessor("createdAt", {
      header: "Date",
      cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span>,
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.onView(row.original)}
            aria-label={`View inquiry from ${row.original.name}`}
          >
            <Eye aria-hidden="true" />
            View
          </Button>
          <Button variant="ghost" size="sm" onClick={() => actions.onReply(row.original)} aria-label={`Reply to ${row.original.name}`}>
            <Reply aria-hidden="true" />
            Reply
          </Button>
          {row.original.status === "replied" ? <Badge tone="green">Replied</Badge> : null}
        </div>
      ),
    }),
  ];
}
