import type { NewsletterCampaign } from "@/shared/contract/newsletter";
import { columnsFor, DataTable } from "@/web/components/portal/data-table";
import { errorMessage } from "@/web/lib/api";
import { formatDateTime } from "@/web/lib/format";
import { useCampaigns } from "./newsletter-api";

const column = columnsFor<NewsletterCampaign>();
const figure = (header: string, key: "recipients" | "sent" | "pending" | "failed" | "unconfigured" | "unsubscribed") =>
  column.accessor(key, { header, cell: (info) => <span className="tabular-nums">{info.getValue().toLocaleString("en-IN")}</span> });

const columns = [
  column.accessor("subject", { header: "Subject", cell: (info) => <span className="font-medium break-words">{info.getValue()}</span> }),
  column.accessor("createdAt", {
    header: "Sent On",
    cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
  }),
  figure("Recipients", "recipients"),
  figure("Delivered", "sent"),
  figure("Pending", "pending"),
  figure("Failed", "failed"),
  figure("No Mail Server", "unconfigured"),
  figure("Unsubscribed", "unsubscribed"),
];

/** The latest newsletters with what became of their messages, and how many of their readers have left since. */
export function CampaignsTable() {
  const campaigns = useCampaigns();
  return (
    <section aria-labelledby="newsletters-heading" className="space-y-2">
      <h3 id="newsletters-heading" className="text-lg font-bold text-brand-900">
        Newsletters
      </h3>
      <DataTable
        label="Newsletters sent"
        columns={columns}
        rows={campaigns.data?.rows}
        loading={campaigns.isPending}
        error={campaigns.isError ? errorMessage(campaigns.error, "Could not load the newsletters") : null}
        empty="No newsletters sent yet"
        rowKey={(campaign) => campaign.id}
      />
    </section>
  );
}
