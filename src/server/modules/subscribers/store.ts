import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscribers } from "../../db/schema";

/**
 * Adds the address, or re-activates it when it is already known (compared without case).
 * Returns whether a new row was created.
 */
export async function upsertSubscriber(db: Db, email: string): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(subscribers)
    .values({ email })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { status: "active" },
    })
    .returning({ id: subscribers.id, created: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, created: Boolean(row!.created) };
}
