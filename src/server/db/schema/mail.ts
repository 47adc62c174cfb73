import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { staffAccounts } from "./people";
import { inquiries } from "./public-site";

// E-mail and in-app notifications (docs/product.md section 11): the outbox every message is written to in the
// transaction of the change that caused it, newsletter campaigns, inquiry reply threads, one-time password links
// and the bell's notifications.

const byAccount = (name: string) => integer(name).references(() => staffAccounts.id, { onDelete: "set null" });

/** A newsletter sent to the active subscribers; its counts come from its outbox rows. */
export const newsletterCampaigns = pgTable("newsletter_campaigns", {
  id: serial("id").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdByAccountId: byAccount("created_by_account_id"),
  createdAt: createdAt(),
});

/**
 * Every e-mail the product sends, written in the transaction of the change that caused it and delivered by a
 * background loop (several instances claim rows with FOR UPDATE SKIP LOCKED, so none is sent twice).
 * 'pending' waits for its next attempt at `next_attempt_at`; 'sent' has `sent_at`; 'failed' gave up after the
 * last retry; 'unconfigured' was never sent because no mail server is configured (SMTP_URL unset).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** What the message is ('inquiry.notify', 'leave.decided', 'newsletter', 'password.reset', ...). */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for newsletters (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed", "unconfigured"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    campaignId: integer("campaign_id").references(() => newsletterCampaigns.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("outbox_created_at_idx").on(table.createdAt),
    index("outbox_campaign_idx").on(table.campaignId),
    check("outbox_attempts_not_negative", sql`${table.attempts} >= 0`),
  ],
);

/** The admin's replies to an inquiry, kept as its thread. */
export const inquiryReplies = pgTable(
  "inquiry_replies",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentByAccountId: byAccount("sent_by_account_id"),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("inquiry_replies_inquiry_idx").on(table.inquiryId, table.createdAt)],
);

/**
 * One-time links to set a password: 'welcome' for a new account (24 hours), 'reset' for Forgot password.
 * Only the SHA-256 of the token is stored; `used_at` makes it single-use.
 */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", { enum: ["welcome", "reset"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("password_tokens_hash_idx").on(table.tokenHash), index("password_tokens_account_idx").on(table.accountId)],
);

/** The bell: a person's in-app notifications (the same events as the e-mails), unread until `read_at`. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A portal path to open, e.g. '/hr-dashboard?panel=leave'. */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_account_idx").on(table.accountId, table.createdAt)],
);
