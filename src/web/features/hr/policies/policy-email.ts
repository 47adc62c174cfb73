import type { Policy } from "@/shared/contract/policies";
import { formatDate } from "@/web/lib/format";

export const POLICY_EMAIL_SUBJECT = "Company policies";
/** Mail programs and browsers cut long mailto: links at different lengths; this one stays safe everywhere. */
export const MAILTO_MAX_LENGTH = 1800;

const lineOf = (policy: Pick<Policy, "title" | "category" | "effectiveDate">) => `- ${policy.title} (${policy.category}), effective ${formatDate(policy.effectiveDate)}`;

const draft = (body: string) => `mailto:?subject=${encodeURIComponent(POLICY_EMAIL_SUBJECT)}&body=${encodeURIComponent(body)}`;

/**
 * A mail draft with no recipient (HR picks them) listing the Active policies. The product sends no
 * e-mail itself (docs/product.md section 6.3); when the list would make the link too long, the rest is
 * counted as '…and N more'.
 */
export function policiesMailto(policies: Pick<Policy, "title" | "category" | "effectiveDate">[]): string {
  const lines = policies.map(lineOf);
  for (let shown = lines.length; shown >= 0; shown -= 1) {
    const rest = lines.length - shown;
    const list = [...lines.slice(0, shown), ...(rest > 0 ? [`…and ${rest} more`] : [])];
    const body = ["Dear team,", "", "These company policies are in force:", "", ...list, "", "Please read them, and ask HR for the full text of any of them.", "", "Regards,", "HR Team"].join("\r\n");
    const url = draft(body);
    if (url.length <= MAILTO_MAX_LENGTH || shown === 0) return url;
  }
  return draft("");
}
