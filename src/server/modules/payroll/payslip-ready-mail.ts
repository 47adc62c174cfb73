import type { Db } from "../../db/client";
import { enqueueMails, type OutboxMessage } from "../../mail/outbox";
import { formatMailDate, renderMail, type MailSettings } from "../../mail/template";
import { notify } from "../notifications/store";
import { payrollRecipients, type PayrollRecipient } from "./store";

// The payroll's messages (docs/product.md section 11): finalising a month tells each person in it that their payslip
// is ready, marking it paid tells them the payment date. Each is queued in the transaction that freezes or pays the
// month. They carry no figure and no identifier: the payslip itself is read in the portal, behind the login.

/** The employee dashboard opens on its Payslips tab. */
export const PAYSLIPS_LINK = "/employee-dashboard?tab=payslips";

/** Rows per INSERT: 2,000 people are 4 statements of outbox rows and 4 of notifications. */
export const PAYROLL_MAIL_BATCH = 500;

const longMonth = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
/** '2026-10' as 'October 2026'. */
export const monthName = (month: string) => longMonth.format(new Date(`${month}-01T12:00:00Z`));

export function payslipReadyMessage(recipient: PayrollRecipient, month: string, settings: MailSettings): OutboxMessage {
  const { text, html } = renderMail(
    {
      greeting: `Dear ${recipient.name},`,
      paragraphs: [
        `Your payslip for ${monthName(month)} is ready.`,
        "Sign in to the employee portal and open the Payslips tab to see it or download it as a PDF. For your privacy this e-mail carries none of its figures.",
        `Regards,\nHR, ${settings.companyName}`,
      ],
      link: { label: "Open your payslips", url: PAYSLIPS_LINK },
    },
    settings,
  );
  return { kind: "payslip.ready", to: recipient.email, subject: `Your payslip for ${monthName(month)} is ready`, text, html };
}

export function salaryPaidMessage(recipient: PayrollRecipient, month: string, paidOn: string, settings: MailSettings): OutboxMessage {
  const { text, html } = renderMail(
    {
      greeting: `Dear ${recipient.name},`,
      paragraphs: [
        `Your salary for ${monthName(month)} was paid on ${formatMailDate(paidOn)}.`,
        "Your payslip is in the Payslips tab of the employee portal.",
        `Regards,\nHR, ${settings.companyName}`,
      ],
      link: { label: "Open your payslips", url: PAYSLIPS_LINK },
    },
    settings,
  );
  return {
    kind: "payroll.paid",
    to: recipient.email,
    subject: `Your salary for ${monthName(month)} was paid on ${formatMailDate(paidOn)}`,
    text,
    html,
  };
}

/** E-mail and bell to every recipient, a batch at a time. */
async function tellEveryone(
  tx: Db,
  recipients: PayrollRecipient[],
  message: (recipient: PayrollRecipient) => OutboxMessage,
  bell: { kind: string; title: string; body: string },
) {
  for (let start = 0; start < recipients.length; start += PAYROLL_MAIL_BATCH) {
    const batch = recipients.slice(start, start + PAYROLL_MAIL_BATCH);
    await enqueueMails(tx, batch.map(message));
    await notify(
      tx,
      batch.map((recipient) => recipient.accountId),
      { ...bell, link: PAYSLIPS_LINK },
    );
  }
}

/** Call in the finalising transaction, after the month is frozen. */
export async function announcePayslips(tx: Db, month: string, settings: MailSettings): Promise<number> {
  const recipients = await payrollRecipients(tx, month);
  await tellEveryone(tx, recipients, (recipient) => payslipReadyMessage(recipient, month, settings), {
    kind: "payslip.ready",
    title: `Your payslip for ${monthName(month)} is ready`,
    body: "Open the Payslips tab to see it or download it.",
  });
  return recipients.length;
}

/** Call in the paying transaction, after the month is marked paid. */
export async function announcePayment(tx: Db, month: string, paidOn: string, settings: MailSettings): Promise<number> {
  const recipients = await payrollRecipients(tx, month);
  await tellEveryone(tx, recipients, (recipient) => salaryPaidMessage(recipient, month, paidOn, settings), {
    kind: "payroll.paid",
    title: `Your salary for ${monthName(month)} was paid on ${formatMailDate(paidOn)}`,
    body: "Your payslip is in the Payslips tab.",
  });
  return recipients.length;
}
