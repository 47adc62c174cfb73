import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Mail, UserCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ADMIN_STATS_PATH, ADMIN_SUBSCRIBERS_PATH, adminSubscriberPath, exportPath, type AdminStats } from "@/shared/contract/admin";
import type { Subscriber } from "@/shared/contract/subscribers";
import { columnsFor, DataTable } from "@/web/components/portal/data-table";
import { ExportButton } from "@/web/components/portal/export-button";
import { PagedList } from "@/web/components/portal/paged-list";
import { StatCard, StatGrid } from "@/web/components/portal/stat-card";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { apiRequest, errorMessage } from "@/web/lib/api";
import { apiPage } from "@/web/lib/api-lists";
import { formatDate } from "@/web/lib/format";
import { Panel } from "../panel";

const SHOWN = 10;
const column = columnsFor<Subscriber>();

function useSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriber: Subscriber) =>
      apiRequest<Subscriber>("PATCH", adminSubscriberPath(subscriber.id), { status: subscriber.status === "active" ? "inactive" : "active" }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: [ADMIN_SUBSCRIBERS_PATH] }), client.invalidateQueries({ queryKey: [ADMIN_STATS_PATH] })]),
    onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to update the subscriber") }),
  });
}

export function SubscribersPanel(props: { id: string; stats: AdminStats["subscribers"] }) {
  const latest = useQuery({ queryKey: [ADMIN_SUBSCRIBERS_PATH, { limit: SHOWN }, "page"], queryFn: () => apiPage<Subscriber>(ADMIN_SUBSCRIBERS_PATH, { limit: SHOWN }) });
  const setStatus = useSetStatus();
  const [viewAll, setViewAll] = useState(false);
  const total = latest.data?.total ?? 0;
  const columns = [
    column.accessor("email", { header: "Email", cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
    column.accessor("subscribedAt", { header: "Subscribed", cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span> }),
    column.accessor("status", {
      header: "Status",
      cell: (info) => (info.getValue() === "active" ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>),
    }),
    column.accessor("source", { header: "Source" }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <Button variant="ghost" size="sm" disabled={setStatus.isPending} onClick={() => setStatus.mutate(row.original)} aria-label={`${row.original.status === "active" ? "Deactivate" : "Reactivate"} ${row.original.email}`}>
          {row.original.status === "active" ? "Deactivate" : "Reactivate"}
        </Button>
      ),
    }),
  ];
  return (
    <Panel id={props.id} title="Newsletter Subscribers" toolbar={<ExportButton url={exportPath("subscribers")} label="Export Email List" />}>
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
      {total > SHOWN ? (
        <div className="text-center">
          <Button variant="outline" size="sm" onClick={() => setViewAll(true)}>
            View All {total} Subscribers
          </Button>
        </div>
      ) : null}
      <Dialog open={viewAll} onOpenChange={setViewAll} title={`All Subscribers (${total})`} size="xl">
        <PagedList<Subscriber> path={ADMIN_SUBSCRIBERS_PATH} label="All subscribers" searchLabel="Search by email" columns={columns} rowKey={(s) => s.id} empty="No subscribers found" />
      </Dialog>
    </Panel>
  );
}
