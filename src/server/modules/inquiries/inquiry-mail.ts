import { inquirySubjectLabel } from "@/shared/contract/inquiries";
import type { OutboxMessage } from "../../mail/outbox";
import { formatMailDateTime, renderMail, type MailSettings } from "../../mail/template";
import { paragraphsOf } from "../newsletter/newsletter-mail";

// The inquiry e-mails (docs/product.md section 11). The admins' notice names the sender and the subject and links
// to the dashboard; the message itself and the sender's contact details stay in the portal.

/** Where the admins read inquiries. */
export const INQUIRIES_LINK = "/admin-dashboard?panel=inquiries";

interface InquiryFacts {
  name: string;
  subject: string;
  createdAt: Date;
}

/** The admins' notice of a new inquiry (subject and text are also the bell's title and body). */
export function inquiryNotice(inquiry: InquiryFacts, settings: MailSettings): { subject: string; line: string } {
  return {
    subject: `New inquiry: ${inquirySubjectLabel(inquiry.subject)} from ${inquiry.name}`,
    line: `${inquiry.name} sent a message through the contact form on ${formatMailDateTime(inquiry.createdAt, settings)} (${inquirySubjectLabel(inquiry.subject)}).`,
  };
}

export function inquiryNoticeMessage(to: string, inquiry: InquiryFacts, settings: MailSettings): OutboxMessage {
  const notice = inquiryNotice(inquiry, settings);
  const { text, html } = renderMail(
    {
      paragraphs: [notice.line, "Read it and reply from the admin dashboard."],
      link: { label: "Open the inquiries", url: INQUIRIES_LINK },
    },
    settings,
  );
  return { kind: "inquiry.notify", to, subject: notice.subject, text, html };
}

/**
 * The acknowledgement's greeting. The address is unverified, so the mail echoes nothing the sender typed (their
 * name could be 'Visit https://...'): anyone could otherwise make the company e-mail their text to anyone.
 */
export const ACKNOWLEDGEMENT_GREETING = "Hello,";

/** The sender's acknowledgement, when the admin has turned it on (Settings): only the subject, chosen from a fixed list. */
export function inquiryAcknowledgementMessage(to: string, inquiry: Pick<InquiryFacts, "subject">, settings: MailSettings): OutboxMessage {
  const { text, html } = renderMail(
    {
      greeting: ACKNOWLEDGEMENT_GREETING,
      paragraphs: [
        `Thank you for writing to ${settings.companyName}. We have received your message about "${inquirySubjectLabel(inquiry.subject)}" and will get back to you shortly.`,
        "This is an automatic acknowledgement; there is no need to reply to it.",
        `Regards,\n${settings.companyName}`,
      ],
    },
    settings,
  );
  return { kind: "inquiry.acknowledgement", to, subject: `We have received your message - ${settings.companyName}`, text, html };
}

/** The admin's reply as written in the compose dialog; replies to it reach the company's own address. */
export function inquiryReplyMessage(
  reply: { to: string; subject: string; body: string },
  replyTo: string,
  settings: MailSettings,
): OutboxMessage {
  const { text, html } = renderMail({ paragraphs: paragraphsOf(reply.body) }, settings);
  return { kind: "inquiry.reply", to: reply.to, subject: reply.subject, text, html, headers: { "Reply-To": replyTo } };
}
