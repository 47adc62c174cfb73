import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReceivedMail } from "../../../src/server/testing/smtp-sink";

export type { ReceivedMail };

/**
 * The e-mails a worker's server sent: each worker's server delivers to its own SMTP sink (servers.ts), which
 * writes every message it receives as a JSON file into the folder named by E2E_WORKER_MAIL_DIR.
 */
export function receivedMails(): ReceivedMail[] {
  const dir = process.env.E2E_WORKER_MAIL_DIR;
  if (!dir) throw new Error("No mailbox: the end-to-end server of this worker has no SMTP sink (E2E_BASE_URL?)");
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as ReceivedMail);
}

/** Waits for the newest e-mail to `to` that passes `match` (the delivery loop sends every few seconds). */
export async function waitForMail(
  to: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMails()
      .filter((mail) => mail.envelopeTo.includes(to.toLowerCase()) && match(mail))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The one-time set-password link in an e-mail (welcome or Forgot password). */
export function passwordLinkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No set-password link in the e-mail '${mail.subject}'`);
  return link;
}
