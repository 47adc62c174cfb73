import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { employeePolicyPath, type Policy } from "@/shared/contract/policies";
import { ListStateText } from "@/web/components/portal/list-state";
import { Badge } from "@/web/components/ui/badge";
import { Dialog } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api";
import { formatDate } from "@/web/lib/format";

/** The id in `?policy=` (the link in a policy's e-mail, docs/product.md section 11), or null. */
function linkedPolicyId(): number | null {
  if (typeof window === "undefined") return null;
  const id = Number(new URLSearchParams(window.location.search).get("policy"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Opens the policy an Email Policies message links to; closing it drops `?policy=` from the address. */
export function PolicyLinkDialog() {
  const [policyId, setPolicyId] = useState(linkedPolicyId);
  const policy = useQuery<Policy>({ queryKey: [policyId === null ? "" : employeePolicyPath(policyId)], enabled: policyId !== null });
  const close = () => {
    setPolicyId(null);
    const url = new URL(window.location.href);
    url.searchParams.delete("policy");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  };
  const data = policy.data;
  return (
    <Dialog open={policyId !== null} onOpenChange={(open) => (open ? undefined : close())} title={data?.title ?? "Policy"} size="lg">
      {policy.isPending || policy.isError ? (
        <p className="text-sm text-slate-600">
          <ListStateText
            state={policy.isError ? "error" : "loading"}
            loading="Loading the policy..."
            error={errorMessage(policy.error, "Could not load the policy")}
            empty={null}
          />
        </p>
      ) : data ? (
        <div className="space-y-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone="brand">{data.category}</Badge>
            Effective {formatDate(data.effectiveDate)}
          </p>
          <p className="whitespace-pre-line break-words text-sm text-slate-800">{data.description}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
