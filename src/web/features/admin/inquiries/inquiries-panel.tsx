import { CalendarDays, MessageSquare, Percent } from "lucide-react";
import { useState } from "react";
import { ADMIN_INQUIRIES_PATH, exportPath, type AdminInquiry, type AdminStats } from "@/shared/contract/admin";
import { DataTable } from "@/web/components/portal/data-table";
import { ExportButton } from "@/web/features/portal/export-button";
import { PagedList } from "@/web/features/portal/paged-list";
import { StatCard, StatGrid } from "@/web/components/portal/stat-card";
import { ViewAll } from "@/web/components/portal/view-all";
import { errorMessage } from "@/web/lib/api";
import { Panel } from "@/web/components/portal/panel";
import { INQUIRIES_SHOWN, useLatestInquiries } from "./inquiries-api";
import { inquiryColumns } from "./inquiry-columns";
import { InquiryDialog } from "./inquiry-dialog";
import { ReplyDialog } from "./reply-dialog";

export function InquiriesPanel(props: { id: string; stats: AdminStats["inquiries"] }) {
  const latest = useLatestInquiries();
  const [viewing, setViewing] = useState<number | null>(null);
  const [replying, setReplying] = useState<AdminInquiry | null>(null);
  const total = latest.data?.total ?? 0;
  // Reply from the inquiry's dialog closes it first: one dialog at a time.
  const onReply = (inquiry: AdminInquiry) => {
    setViewing(null);
    setReplying(inquiry);
  };
  const columns = inquiryColumns({ onView: (inquiry) => setViewing(inquiry.id), onReply });
  return (
    <Panel id={props.id} title="Customer Inquiries" toolbar={<ExportButton url={exportPath("inquiries")} label="Export Inquiries" />}>
      <StatGrid>
        <StatCard label="Total" value={props.stats.total} icon={MessageSquare} />
        <StatCard label="This Month" value={props.stats.thisMonth} icon={CalendarDays} tone="blue" />
        <StatCard label="Response Rate" value={`${props.stats.responseRate}%`} icon={Percent} tone="green" />
      </StatGrid>
      <DataTable
        label="Latest inquiries"
        columns={columns}
        rows={latest.data?.rows}
        loading={latest.isPending}
        error={latest.isError ? errorMessage(latest.error, "Could not load the inquiries") : null}
        empty="No inquiries yet"
        rowKey={(inquiry) => inquiry.id}
      />
      <ViewAll total={total} shown={INQUIRIES_SHOWN} noun="Inquiries">
        <PagedList<AdminInquiry>
          path={ADMIN_INQUIRIES_PATH}
          label="All inquiries"
          searchLabel="Search by name, email, phone or subject"
          columns={columns}
          rowKey={(inquiry) => inquiry.id}
          empty="No inquiries found"
        />
      </ViewAll>
      <InquiryDialog inquiryId={viewing} onClose={() => setViewing(null)} onReply={onReply} />
      <ReplyDialog inquiry={replying} onClose={() => setReplying(null)} />
    </Panel>
  );
}
