import type { Policy } from "@/shared/contract/policies";
import type { OutboxMessage } from "../../mail/outbox";
import { formatMailDate, renderMail, type MailSettings } from "../../mail/template";

/** How much of a policy's text an e-mail carries: the rest is read in the portal. */
export const EXCERPT_MAX = 200;

/** The first words of a policy, cut at a word and marked with '…' when there is more. */
export function excerptOf(description: string, max = EXCERPT_MAX): string {
  const flat = description.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, "")}…`;
}

/** Where an employee reads the policy: their dashboard opens it. */
export const policyLink = (policyId: number) => `/employee-dashboard?policy=${policyId}`;

/** The e-mail of one policy (docs/product.md section 11): its title, category, effective date, an excerpt and the link. */
export function policyMessage(to: string, policy: Policy, settings: MailSettings): OutboxMessage {
  const { text, html } = renderMail(
    {
      greeting: "Dear colleague,",
      paragraphs: [
        `HR asks you to read the ${policy.category} policy "${policy.title}", effective ${formatMailDate(policy.effectiveDate)}.`,
        excerptOf(policy.description),
        `Regards,\nHR, ${settings.companyName}`,
      ],
      link: { label: "Read the policy in the portal", url: policyLink(policy.id) },
    },
    settings,
  );
  return { kind: "policy.emailed", to, subject: `Policy: ${policy.title}`, text, html };
}
