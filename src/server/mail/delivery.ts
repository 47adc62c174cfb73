import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import type { MailSender, OutgoingMail } from "./sender";

// The delivery loop (docs/product.md section 11): every few seconds it claims the due pending rows of the outbox,
// sends them through SMTP and records the outcome. Several server instances may run it on one PostgreSQL.
//
// Claiming is a lease, not a transaction held across the send. One statement
//   UPDATE outbox SET next_attempt_at = now + lease, attempts = attempts + 1
//   WHERE id IN (SELECT id ... WHERE status = 'pending' AND next_attempt_at <= now ... FOR UPDATE SKIP LOCKED)
// locks the due rows (another instance's claim skips them rather than waiting), moves them out of the due window for
// the lease and commits at once. The row stays 'pending', so nothing is lost: if this instance dies mid-send, the
// row is due again when the lease runs out and another instance (or this one after a restart) sends it. The lease
// (5 minutes) is far longer than a send may take (the SMTP timeouts in sender.ts), so no two instances hold the
// same row at one time. The one gap no outbox can close: a server that accepted a message whose answer was lost
// (the process died between the server's "250 OK" and our UPDATE) gets it again after the lease.

/** Waits after a failed attempt: 1, 5, 15 and 60 minutes; the fifth failure is final. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/** How long a claimed row is left alone by every other claim. */
export const LEASE_MS = 5 * 60 * 1000;
export const UNCONFIGURED_MESSAGE = "not sent: no mail server configured";

const MINUTE = 60 * 1000;

/**
 * Messages whose links set a password: once a row is final (sent, failed or unconfigured) the link's token is
 * removed from its stored body, so the outbox never keeps a usable link (the token's hash alone stays, in
 * password_tokens). The recipient's copy is unchanged.
 */
export const PASSWORD_LINK_KINDS = ["account.welcome", "password.reset"] as const;
export const REMOVED_TOKEN = "token=(removed)";
const scrubbed = (column: typeof outbox.textBody | typeof outbox.htmlBody) =>
  sql`case when ${outbox.kind} in (${sql.join(
    PASSWORD_LINK_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  )}) then regexp_replace(${column}, 'token=[A-Za-z0-9_-]+', ${REMOVED_TOKEN}, 'g') else ${column} end`;
const scrubLinks = { textBody: scrubbed(outbox.textBody), htmlBody: scrubbed(outbox.htmlBody) };

export interface DeliveryOptions {
  db: Db;
  /** The SMTP sender, or undefined when SMTP_URL is unset: pending rows are then marked 'unconfigured'. */
  sender: MailSender | undefined;
  now?: () => Date;
  batchSize?: number;
  leaseMs?: number;
}

export interface RoundResult {
  sent: number;
  retried: number;
  failed: number;
  unconfigured: number;
}

/** The error text kept on the row: the SMTP answer when there is one, without line breaks, bounded. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").trim().slice(0, 500) || "unknown error";
}

/** A 5xx answer (no such mailbox, refused) will not change on a retry; anything else (4xx, timeouts) may. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Claims up to `limit` due rows for this instance (see the lease above) and returns them. */
export async function claimDue(db: Db, now: Date, limit: number, leaseMs = LEASE_MS): Promise<(OutgoingMail & { attempts: number })[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.textBody,
      html: outbox.htmlBody,
      headers: outbox.headers,
      attempts: outbox.attempts,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/** Without a mail server every pending row is marked once, for the admin's E-mail panel, and never retried. */
async function markUnconfigured(db: Db): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: "unconfigured", lastError: UNCONFIGURED_MESSAGE, ...scrubLinks })
    .where(eq(outbox.status, "pending"))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Records one attempt's outcome; returns what became of the row. */
async function recordOutcome(db: Db, row: { id: number; attempts: number }, error: unknown, now: Date): Promise<keyof RoundResult> {
  if (error === undefined) {
    await db
      .update(outbox)
      .set({ status: "sent", sentAt: now, lastError: null, ...scrubLinks })
      .where(eq(outbox.id, row.id));
    return "sent";
  }
  if (isPermanent(error) || row.attempts >= MAX_ATTEMPTS) {
    await db
      .update(outbox)
      .set({ status: "failed", lastError: errorText(error), ...scrubLinks })
      .where(eq(outbox.id, row.id));
    return "failed";
  }
  const delay = RETRY_DELAYS_MINUTES[Math.min(row.attempts, RETRY_DELAYS_MINUTES.length) - 1] ?? 60;
  await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + delay * MINUTE), lastError: errorText(error) })
    .where(eq(outbox.id, row.id));
  return "retried";
}

/** Gives unsent claimed rows back (a stopping server): due at once, the attempt not counted. */
async function release(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ nextAttemptAt: now, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, "pending")));
}

/**
 * One delivery round: claim a batch, send it message by message, record each outcome. `shouldStop` is asked
 * between messages; the rest of the batch is then released for the next start.
 */
export async function deliverRound(options: DeliveryOptions, shouldStop: () => boolean = () => false): Promise<RoundResult> {
  const { db, sender } = options;
  const now = options.now ?? (() => new Date());
  const result: RoundResult = { sent: 0, retried: 0, failed: 0, unconfigured: 0 };
  if (!sender) {
    result.unconfigured = await markUnconfigured(db);
    return result;
  }
  const claimed = await claimDue(db, now(), options.batchSize ?? 20, options.leaseMs);
  for (const [index, row] of claimed.entries()) {
    if (shouldStop()) {
      await release(
        db,
        claimed.slice(index).map((rest) => rest.id),
        now(),
      );
      break;
    }
    let failure: unknown = undefined;
    try {
      await sender.send(row);
    } catch (error) {
      failure = error ?? new Error("unknown error");
    }
    result[await recordOutcome(db, row, failure, now())] += 1;
  }
  return result;
}

export interface DeliveryLoop {
  /** Runs a round now (or waits for the one under way) and resolves when it is done. */
  runNow(): Promise<void>;
  /** Stops after the message being sent; the rest of a claimed batch is released. */
  stop(): Promise<void>;
}

export interface LoopOptions extends DeliveryOptions {
  /** Pause between rounds; a full batch is followed by another round at once. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onRound?: (result: RoundResult) => void;
}

/** Starts the background loop (main.ts; tests start it when they mean to). */
export function startDelivery(options: LoopOptions): DeliveryLoop {
  const intervalMs = options.intervalMs ?? 3000;
  const batchSize = options.batchSize ?? 20;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void round(), delay);
    timer.unref();
  };

  const round = (): Promise<void> => {
    if (running) return running;
    clearTimeout(timer);
    running = (async () => {
      let full = false;
      try {
        const result = await deliverRound({ ...options, batchSize }, () => stopped);
        options.onRound?.(result);
        full = result.sent + result.retried + result.failed >= batchSize;
      } catch (error) {
        options.onError?.(error);
      } finally {
        running = undefined;
      }
      schedule(full ? 0 : intervalMs);
    })();
    return running;
  };

  schedule(0);
  return {
    runNow: round,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      options.sender?.close();
    },
  };
}
