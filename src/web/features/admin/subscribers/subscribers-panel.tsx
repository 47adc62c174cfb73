import { CalendarDays, Mail, Send, UserCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ADMIN_SUBSCRIBERS_PATH, exportPath, type AdminStats } from "@/shared/contract/admin";
import type { Subscriber } from "@/shared/contract/subscribers";
import { columnsFor, DataTable } from "@/web/components/portal/data-table";
import { ExportButton } from "@/web/features/portal/export-button";
import { PagedList } from "@/web/features/portal/paged-list";
import { StatCard, StatGrid } from "@/web/components/portal/stat-card";
import { ViewAll } from "@/web/components/portal/view-all";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { formatDate } from "@/web/lib/format";
import { Panel } from "@/web/components/portal/panel";
import { CampaignsTable } from "./campaigns-table";
import { NewsletterDialog } from "./newsletter-dialog";
import { SUBSCRIBERS_SHOWN, useLatestSubscribers, useToggleSubscriber } from "./subscribers-api";

const column = columnsFor<Subscriber>();

export function SubscribersPanel(props: { id: string; stats: AdminStats["subscribers"] }) {
  const latest = useLatestSubscribers();
  const setStatus = useToggleSubscriber();
  const [composing, setComposing] = useState(false);
  const toggle = (subscriber: Subscriber) =>
    setStatus.mutate(subscriber, {
      onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to update the subscriber") }),
    });
  const total = latest.data?.total ?? 0;
  const columns = [
    column.accessor("email", { header: "Email", cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
    column.accessor("subscribedAt", {
      header: "Subscribed",
      cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span>,
    }),
    column.accessor("status", {
      header: "Status",
      cell: (info) => (info.getValue() === "active" ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>),
    }),
    column.accessor("source", { header: "Source" }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => toggle(row.original)}
          aria-label={`${row.original.status === "active" ? "Deactivate" : "Reactivate"} ${row.original.email}`}
        >
          {row.original.status === "active" ? "Deactivate" : "Reactivate"}
        </Button>
      ),
    }),
  ];
  return (
    <Panel
      id={props.id}
      title="Newsletter Subscribers"
      toolbar={
        <>
          <Button
            size="sm"
            onClick={() => setComposing(true)}
            disabled={props.stats.active === 0}
            title={props.stats.active === 0 ? "No active subscribers to send to" : undefined}
          >
            <Send aria-hidden="true" />
            Send Newsletter
          </Button>
          <ExportButton url={exportPath("subscribers")} label="Export Email List" />
        </>
      }
    >
      <StatGrid>
        <StatCard label="Total" value={props.stats.total} icon={Mail} />
        <StatCard label="Active" value={props.stats.active} icon={UserCheck} tone="green" />
        <StatCard label="This Month" value={props.stats.thisMonth} icon={CalendarDays} tone="blue" />
      </StatGrid>
      <DataTable
        label="Latest subscribers"
        columns={columns}
        rows={latest.data?.rows}
        loading={latest.isPending}
        error={latest.isError ? errorMessage(latest.error, "Could not load the subscribers") : null}
        empty="No subscribers yet"
        rowKey={(subscriber) => subscriber.id}
      />
      <ViewAll total={total} shown={SUBSCRIBERS_SHOWN} noun="Subscribers">
        <PagedList<Subscriber>
          path={ADMIN_SUBSCRIBERS_PATH}
          label="All subscribers"
          searchLabel="Search by email"
          columns={columns}
          rowKey={(s) => s.id}
          empty="No subscribers found"
        />
      </ViewAll>
      <CampaignsTable />
      <NewsletterDialog open={composing} activeSubscribers={props.stats.active} onClose={() => setComposing(false)} />
    </Panel>
  );
}
