import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../testing/database-before";
import { pgliteDatabase } from "./pglite-client";

/**
 * The migration that records when a subscriber left through an unsubscribe link (the newsletter panel counts
 * those per campaign), applied to a database that already has leavers: the time comes from their audit entry.
 */

let client: PGlite;

beforeAll(async () => {
  client = await databaseBefore("_subscriber_unsubscribed_at");
}, 180_000);
afterAll(async () => {
  await client?.close();
});

describe("the subscriber unsubscribe-time migration", () => {
  it("takes the time of a link unsubscribe from the audit log, and none for an admin's deactivation or an active subscriber", async () => {
    await client.exec(`
      insert into subscribers (id, email, status) values (1, 'left@example.in', 'inactive'), (2, 'removed@example.in', 'inactive'), (3, 'reader@example.in', 'active');
      insert into audit_log (at, event, subject) values
        ('2026-10-05T10:00:00Z', 'subscriber.unsubscribed', 'subscriber:1'),
        ('2026-10-06T10:00:00Z', 'subscriber.deactivated', 'subscriber:2'),
        ('2026-10-07T10:00:00Z', 'subscriber.unsubscribed', 'subscriber:3');
    `);
    await pgliteDatabase(client).migrate();
    const { rows } = await client.query<{ id: number; unsubscribed_at: Date | null }>(
      "select id, unsubscribed_at from subscribers order by id",
    );
    // Subscriber 3 unsubscribed and subscribed again: active, so nothing to count.
    expect(rows).toEqual([
      { id: 1, unsubscribed_at: new Date("2026-10-05T10:00:00Z") },
      { id: 2, unsubscribed_at: null },
      { id: 3, unsubscribed_at: null },
    ]);
  });
});
