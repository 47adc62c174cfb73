import type { Transporter } from "nodemailer";
import { buildSite } from "@/shared/site";
import type { Config } from "../config";

// The SMTP side of the outbox (docs/product.md section 11): one nodemailer transport from SMTP_URL, reused by
// every delivery round. The From address is MAIL_FROM, or no-reply@ + the company e-mail domain.

/** What the delivery loop sends: one outbox row. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The sender's address and display name: "Prasthan Realty" <no-reply@prasthanrealty.example>. */
export function mailFrom(config: Config): { name: string; address: string } {
  const site = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN });
  return { name: site.name, address: config.MAIL_FROM ?? `no-reply@${site.emailDomain}` };
}

/** An SMTP sender from SMTP_URL, or undefined when no mail server is configured. */
export function smtpSender(config: Config): MailSender | undefined {
  const url = config.SMTP_URL;
  if (!url) return undefined;
  // nodemailer is loaded by the first delivery, not at start: a server that never sends does not hold it (docs/architecture.md section 10, "Memory").
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        // A slow or silent server must not hold a delivery round for minutes (the claim's lease is longer than these).
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    ));
  const from = mailFrom(config);
  return {
    async send(mail) {
      await (
        await connect()
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: mail.headers ?? {},
        // One Message-ID per outbox row: a receiving server that sees a resend after a lost answer can tell.
        messageId: `<outbox-${mail.id}.${Date.now().toString(36)}@${from.address.split("@")[1] ?? "localhost"}>`,
      });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
