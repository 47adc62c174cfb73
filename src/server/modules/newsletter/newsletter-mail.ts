import { escapeHtml, renderMail, type MailSettings } from "../../mail/template";
import type { OutboxMessage } from "../../mail/outbox";

/** The text an admin typed, as paragraphs: blank lines separate them, single line breaks stay. */
export const paragraphsOf = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Where the subscriber's personal links lead: the confirming page, and the one-click endpoint (RFC 8058). */
export const unsubscribeLinks = (settings: MailSettings, token: string) => ({
  page: `${settings.baseUrl}/unsubscribe?t=${token}`,
  oneClick: `${settings.baseUrl}/api/unsubscribe?t=${token}`,
});

/**
 * One subscriber's copy of a newsletter (docs/product.md section 11): the admin's text, then a footer with the
 * personal unsubscribe link, and the List-Unsubscribe / List-Unsubscribe-Post headers mail programs show as an
 * Unsubscribe button that works in one click.
 */
export function newsletterMessage(
  campaign: { id: number; subject: string; body: string },
  subscriber: { email: string; token: string },
  settings: MailSettings,
): OutboxMessage {
  const links = unsubscribeLinks(settings, subscriber.token);
  const footer = `You receive this because you subscribed to the ${settings.companyName} newsletter at ${settings.baseUrl}.\nUnsubscribe: ${links.page}`;
  const { text, html } = renderMail({ paragraphs: paragraphsOf(campaign.body), footer }, settings);
  // The footer is plain text in the HTML part: make its unsubscribe address a link there.
  const escaped = escapeHtml(links.page);
  return {
    kind: "newsletter",
    to: subscriber.email,
    subject: campaign.subject,
    text,
    html: html.replace(escaped, `<a href="${escaped}" style="color:#555555">${escaped}</a>`),
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    campaignId: campaign.id,
  };
}
