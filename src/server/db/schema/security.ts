import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { staffAccounts } from "./people";

// Tables of the security core: rate limits, sessions and the audit log.

/** Fixed-window counters shared by every server instance (docs/architecture.md section 7). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/** Signed-in sessions; only the SHA-256 of the session id is stored. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    portal: text("portal", { enum: ["admin", "hr", "employee"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_account_idx").on(table.accountId)],
);

/** Security events: logins, failures, lockouts, logouts, password and account changes. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    event: text("event").notNull(),
    actorAccountId: integer("actor_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** The account the event is about, by address (kept when the account is gone or never existed). */
    subject: text("subject"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (table) => [index("audit_log_at_idx").on(table.at), index("audit_log_event_idx").on(table.event)],
);
