import { formatCalendarDate, formatRupees } from "@/shared/display-format";
import { buildSite } from "@/shared/site";
import type { Config } from "../config";

// The one layout every e-mail shares (docs/product.md section 11): a greeting, paragraphs, an optional button-like
// link into the portal, and a footer naming the company. Plain text and simple HTML from the same parts; every
// value is HTML-escaped. Messages carry no personal identifier and no payslip figure: they link to the portal.

/** What every template needs from the configuration: whose mail it is and where the portal lives. */
export interface MailSettings {
  companyName: string;
  /** The portal's address without a trailing slash, e.g. 'https://www.prasthanrealty.example'. */
  baseUrl: string;
  /** BUSINESS_TIMEZONE, for instants written into a message. */
  timeZone: string;
}

export function mailSettings(config: Config): MailSettings {
  const site = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN });
  return { companyName: site.name, baseUrl: publicBaseUrl(config), timeZone: config.BUSINESS_TIMEZONE };
}

/**
 * The settings of a message that is only worth queuing when a mail server is configured (a welcome link instead of a
 * temporary password, the notice of a changed login), or undefined without one.
 */
export function configuredMailSettings(config: Config): MailSettings | undefined {
  return config.SMTP_URL ? mailSettings(config) : undefined;
}

/** PUBLIC_BASE_URL, or the company website's address (the portal is served beside the site). */
export function publicBaseUrl(config: Config): string {
  const site = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN });
  return (config.PUBLIC_BASE_URL ?? site.url).replace(/\/+$/, "");
}

export interface MailContent {
  greeting?: string;
  paragraphs: string[];
  /** A link into the portal: an absolute URL, or a path ('/login') that is joined to the base URL. */
  link?: { label: string; url: string };
  footer?: string;
}

/** A portal path as an absolute link. */
export function portalUrl(settings: MailSettings, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${settings.baseUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Paragraph text in HTML: escaped, its line breaks kept. */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

export function renderMail(content: MailContent, settings: MailSettings): { text: string; html: string } {
  const link = content.link ? { label: content.link.label, url: portalUrl(settings, content.link.url) } : undefined;
  const footer = content.footer ?? `${settings.companyName} · ${settings.baseUrl}`;
  const textParts = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    `-- \n${footer}`,
  ];
  const text = `${textParts.join("\n\n")}\n`;

  const p = 'style="margin:0 0 16px;line-height:1.5"';
  const htmlParts = [
    `<p ${p}><strong>${escapeHtml(settings.companyName)}</strong></p>`,
    ...(content.greeting ? [`<p ${p}>${htmlText(content.greeting)}</p>`] : []),
    ...content.paragraphs.map((paragraph) => `<p ${p}>${htmlText(paragraph)}</p>`),
    ...(link
      ? [
          `<p ${p}><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#1e3a5f;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:12px;color:#555555">${escapeHtml(link.url)}</p>`,
        ]
      : []),
    `<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0 12px"><p style="margin:0;font-size:12px;color:#555555">${htmlText(footer)}</p>`,
  ];
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>${escapeHtml(settings.companyName)}</title></head><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1a1a1a;background:#ffffff"><div style="max-width:560px;margin:0 auto">${htmlParts.join("")}</div></body></html>`;
  return { text, html };
}

/** An instant on the business clock, as the portal shows it: '22 Nov 2026, 3:45 pm'. */
export function formatMailDateTime(at: Date, settings: MailSettings): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: settings.timeZone,
  }).format(at);
}

/** Calendar dates ('2026-11-22' as '22 Nov 2026') and rupees ('₹1,23,456') as every screen shows them. */
export { formatCalendarDate as formatMailDate, formatRupees as formatMailRupees };
