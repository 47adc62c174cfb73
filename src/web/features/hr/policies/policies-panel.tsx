import { Mail, Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { HR_POLICIES_PATH, policyStatuses, type Policy } from "@/shared/contract/policies";
import { ConfirmDialog } from "@/web/components/portal/confirm-dialog";
import { PagedList } from "@/web/features/portal/paged-list";
import { Panel } from "@/web/components/portal/panel";
import { ViewAll } from "@/web/components/portal/view-all";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/field";
import { errorMessage } from "@/web/lib/api";
import { HolidaysSection } from "./holidays-section";
import { POLICIES_SHOWN, policyInputOf, useActivePolicies, useLatestPolicies, useSavePolicy } from "./policies-api";
import { PolicyCard } from "./policy-card";
import { EmailPolicyDialog } from "./email-policy-dialog";
import { LeaveAllowancesSection } from "../leaves/leave-allowances-section";
import { PolicyFormDialog } from "./policy-form-dialog";

const grid = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";

/** HR's Policies panel (docs/product.md section 6.3): policy cards, Create Policy, Email Policies, and the holiday list. */
export function PoliciesPanel(props: { id: string }) {
  const latest = useLatestPolicies();
  const active = useActivePolicies();
  const save = useSavePolicy();
  const [editing, setEditing] = useState<Policy | null | undefined>(undefined);
  const [archiving, setArchiving] = useState<Policy | null>(null);
  const [status, setStatus] = useState("");
  const [emailing, setEmailing] = useState(false);
  const total = latest.data?.total ?? 0;
  const activeRows = active.data?.rows ?? [];

  async function confirmArchive() {
    if (!archiving) return;
    try {
      await save.mutateAsync({ id: archiving.id, input: { ...policyInputOf(archiving), status: "Archived" } });
      toast.success("Policy archived successfully");
      setArchiving(null);
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to archive policy") });
    }
  }
  const cards = (policies: Policy[]) => (
    <ul className={grid} aria-label="Policies">
      {policies.map((policy) => (
        <li key={policy.id}>
          <PolicyCard policy={policy} onEdit={() => setEditing(policy)} onArchive={() => setArchiving(policy)} />
        </li>
      ))}
    </ul>
  );

  return (
    <Panel
      id={props.id}
      title="HR Policies"
      toolbar={
        <>
          <Button size="sm" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Create Policy
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEmailing(true)}
            disabled={activeRows.length === 0}
            title={activeRows.length === 0 ? "No active policies to e-mail" : undefined}
          >
            <Mail aria-hidden="true" />
            Email Policies
          </Button>
        </>
      }
    >
      {latest.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          Loading policies...
        </p>
      ) : latest.isError ? (
        <p role="alert" className="py-8 text-center text-sm text-red-700">
          {errorMessage(latest.error, "Could not load the policies")}
        </p>
      ) : total === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="font-semibold text-slate-800">No policies yet</p>
          <Button className="mt-4" size="sm" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Create Your First Policy
          </Button>
        </div>
      ) : (
        cards(latest.data.rows)
      )}
      <ViewAll total={total} shown={POLICIES_SHOWN} noun="Policies">
        <PagedList<Policy>
          path={HR_POLICIES_PATH}
          label="All policies"
          searchLabel="Search by title, category or description"
          rowKey={(policy) => policy.id}
          empty="No policies found"
          render={cards}
          filterParams={{ status: status || undefined }}
          filters={
            <>
              <label htmlFor="policy-status-filter" className="sr-only">
                Status
              </label>
              <Select id="policy-status-filter" value={status} onChange={(event) => setStatus(event.target.value)} className="sm:w-44">
                <option value="">All statuses</option>
                {policyStatuses.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            </>
          }
        />
      </ViewAll>

      <LeaveAllowancesSection />

      <HolidaysSection />
      <EmailPolicyDialog open={emailing} policies={activeRows} onClose={() => setEmailing(false)} />
      <PolicyFormDialog open={editing !== undefined} policy={editing ?? null} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => (open ? undefined : setArchiving(null))}
        title="Archive Policy"
        message={archiving ? `Archive ${archiving.title}?` : ""}
        note="It stays on record but leaves the active list and the policies e-mail. Edit it to make it Active again."
        confirmLabel="Archive"
        busyLabel="Archiving..."
        busy={save.isPending}
        onConfirm={() => void confirmArchive()}
      />
    </Panel>
  );
}
