import { Briefcase, Building, CheckCircle2, ExternalLink, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Link } from "wouter";
import { exportPath, type AdminStats } from "@/shared/contract/admin";
import { ADMIN_JOBS_PATH, type Job } from "@/shared/contract/jobs";
import { columnsFor, DataTable } from "@/web/components/portal/data-table";
import { ExportButton } from "@/web/features/portal/export-button";
import { PagedList } from "@/web/features/portal/paged-list";
import { StatCard, StatGrid } from "@/web/components/portal/stat-card";
import { ViewAll } from "@/web/components/portal/view-all";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api";
import { Panel } from "@/web/components/portal/panel";
import { JobFormDialog } from "./job-form-dialog";
import { jobInputOf, JOBS_SHOWN, useLatestJobs, useSaveJob } from "./jobs-api";

const column = columnsFor<Job>();

export function JobsPanel(props: { id: string; stats: AdminStats["jobs"] }) {
  const latest = useLatestJobs();
  const save = useSaveJob();
  const [editing, setEditing] = useState<Job | null | undefined>(undefined);
  const total = latest.data?.total ?? 0;

  const setActive = (job: Job, isActive: boolean) =>
    save.mutate(
      { id: job.id, input: { ...jobInputOf(job), isActive } },
      {
        onSuccess: () => toast.success(isActive ? "Job opening reopened" : "Job opening closed"),
        onError: (error) => toast.error("Error", { description: errorMessage(error, "Failed to update job opening") }),
      },
    );
  const columns = [
    column.accessor("title", { header: "Title", cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
    column.accessor("department", { header: "Department" }),
    column.accessor("location", { header: "Location" }),
    column.accessor("type", { header: "Type" }),
    column.accessor("experience", { header: "Experience", cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span> }),
    column.accessor("salary", { header: "Salary", cell: (info) => info.getValue() || "-" }),
    column.accessor("isActive", {
      header: "Status",
      cell: (info) => (info.getValue() ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Closed</Badge>),
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(row.original)} aria-label={`Edit ${row.original.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={save.isPending}
            onClick={() => setActive(row.original, !row.original.isActive)}
            aria-label={`${row.original.isActive ? "Close" : "Reopen"} ${row.original.title}`}
          >
            {row.original.isActive ? "Close" : "Reopen"}
          </Button>
        </div>
      ),
    }),
  ];
  return (
    <Panel
      id={props.id}
      title="Job Openings"
      toolbar={
        <>
          <Button size="sm" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Post New Job
          </Button>
          <ExportButton url={exportPath("jobs")} label="Export Jobs" />
          <Button asChild variant="ghost" size="sm">
            <Link href="/careers">
              <ExternalLink aria-hidden="true" />
              View Career Page
            </Link>
          </Button>
        </>
      }
    >
      <StatGrid>
        <StatCard label="Total" value={props.stats.total} icon={Briefcase} />
        <StatCard label="Active" value={props.stats.active} icon={CheckCircle2} tone="green" />
        <StatCard label="Departments" value={props.stats.departments} icon={Building} tone="blue" />
      </StatGrid>
      <DataTable
        label="Latest job openings"
        columns={columns}
        rows={latest.data?.rows}
        loading={latest.isPending}
        error={latest.isError ? errorMessage(latest.error, "Could not load the job openings") : null}
        empty="No job openings yet: the careers page shows its built-in openings"
        rowKey={(job) => job.id}
      />
      <ViewAll total={total} shown={JOBS_SHOWN} noun="Job Openings">
        <PagedList<Job>
          path={ADMIN_JOBS_PATH}
          label="All job openings"
          searchLabel="Search by title, department or location"
          columns={columns}
          rowKey={(job) => job.id}
          empty="No job openings found"
        />
      </ViewAll>
      <JobFormDialog open={editing !== undefined} job={editing ?? null} onClose={() => setEditing(undefined)} />
    </Panel>
  );
}
