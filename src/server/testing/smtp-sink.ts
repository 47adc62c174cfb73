/**
 * A real SMTP server for tests (not used by the product): `smtp-server` on a random local port, every message
 * parsed with `mailparser`. API tests point SMTP_URL at `sink.url` and read `sink.messages`; the end-to-end
 * servers run it as a process that also writes each message as a JSON file (tests/e2e/support/smtp-sink-process.ts).
 * `failNext(n)` answers the next n messages with '451 try again later', as a mail server that is briefly down
 * (or with another code, such as 550 for a mailbox that does not exist).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope: who the SMTP client said it sends from and to. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The parsed message. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header names in lower case, values as the raw (unfolded) text, e.g. headers['list-unsubscribe']. */
  headers: Record<string, string>;
  /** The user name the client logged in with, if it did. */
  user: string | undefined;
  receivedAt: string;
}

export interface SmtpSink {
  /** smtp://user:secret@127.0.0.1:port (the sink accepts any login, and none). */
  url: string;
  port: number;
  readonly messages: ReceivedMail[];
  /** Messages the sink refused with 451 so far. */
  readonly refused: number;
  /** Refuses the next `count` messages with '451 4.3.0 Try again later' (or `code` with its own text). */
  failNext(count: number, code?: number): void;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Forgets what has arrived. */
  clear(): void;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  port?: number;
  /** A folder to write each message to as `<n>.json` (for the end-to-end specs, which run in another process). */
  writeTo?: string;
  /** Waits this long before answering each message, as a slow server (concurrency tests). */
  delayMs?: number;
}

function headerText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "text" in value && typeof value.text === "string") return value.text;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(headerText).join(", ");
  if (value && typeof value === "object" && "value" in value) return String(value.value);
  return String(value ?? "");
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let failures = 0;
  let failureCode = 451;
  let refused = 0;
  if (options.writeTo) mkdirSync(options.writeTo, { recursive: true });

  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offer (a self-signed certificate would fail the client's check).
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        async (parsed) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          if (failures > 0) {
            failures -= 1;
            refused += 1;
            const text = failureCode >= 500 ? "5.1.1 Mailbox unavailable" : "4.3.0 Try again later";
            const error = Object.assign(new Error(text), { responseCode: failureCode });
            callback(error);
            return;
          }
          const headers: Record<string, string> = {};
          // The raw lines (unfolded), not mailparser's structured values: List-* headers would become one 'list' object.
          for (const { key, line } of parsed.headerLines) {
            const value = line
              .slice(line.indexOf(":") + 1)
              .replace(/\r?\n[ \t]+/g, " ")
              .trim();
            headers[key.toLowerCase()] = headers[key.toLowerCase()] === undefined ? value : `${headers[key.toLowerCase()]}, ${value}`;
          }
          const mail: ReceivedMail = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: headerText(parsed.from),
            to: headerText(parsed.to),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            messageId: parsed.messageId ?? "",
            headers,
            user: typeof session.user === "string" ? session.user : undefined,
            receivedAt: new Date().toISOString(),
          };
          messages.push(mail);
          if (options.writeTo)
            writeFileSync(join(options.writeTo, `${String(messages.length).padStart(6, "0")}.json`), JSON.stringify(mail));
          callback();
          for (const wake of waiters.splice(0)) wake();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://sink:secret@127.0.0.1:${port}`,
    port,
    messages,
    get refused() {
      return refused;
    },
    failNext(count, code = 451) {
      failures = count;
      failureCode = code;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the SMTP sink received ${messages.length} of ${count} messages in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages.slice(0, count);
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
