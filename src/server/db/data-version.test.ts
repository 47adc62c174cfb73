import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { DataVersion, isPlainRead, watchPgliteWrites } from "./data-version";

let client: PGlite;
const version = new DataVersion();
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec("create table probe (n integer)");
  watchPgliteWrites(client, version);
});
afterAll(async () => {
  await client?.close();
});

/** How far `run` moves the version. */
async function moves(run: () => Promise<unknown>): Promise<number> {
  const before = version.value;
  await run();
  return version.value - before;
}

describe("DataVersion on PGlite", () => {
  it("tells plain reads from statements that may write", () => {
    expect(isPlainRead(`select "id", "updated_at" from "projects" where "name" = 'delete me'`)).toBe(true);
    expect(isPlainRead("  SELECT 1")).toBe(true);
    for (const write of [
      "insert into probe values (1)",
      "with x as (delete from probe returning n) select * from x",
      "select * from probe for update",
      "create table t (n int)",
      "begin",
    ]) {
      expect(isPlainRead(write), write).toBe(false);
    }
  });

  it("moves on every write, once it has ended, and not on reads", async () => {
    expect(await moves(() => client.query("select count(*) from probe"))).toBe(0);
    expect(await moves(() => client.query("insert into probe values ($1)", [1]))).toBe(1);
    expect(await moves(() => client.query("update probe set n = 2"))).toBe(1);
    expect(await moves(() => client.exec("update probe set n = 3; select 1"))).toBe(1);
    expect(await moves(() => client.transaction(async (tx) => tx.query("delete from probe")))).toBe(1);
  });

  it("moves when a write fails or a transaction rolls back", async () => {
    expect(await moves(() => client.query("insert into missing values (1)").catch(() => undefined))).toBe(1);
    const rolledBack = client.transaction(async (tx) => {
      await tx.query("insert into probe values (1)");
      throw new Error("undo");
    });
    expect(await moves(() => rolledBack.catch(() => undefined))).toBe(1);
  });

  it("does not move for an UPDATE or DELETE that changed no row (the mail loop's idle claim)", async () => {
    expect(await moves(() => client.query("update probe set n = 1 where n = -1"))).toBe(0);
    expect(await moves(() => client.query("delete from probe where n = -1"))).toBe(0);
  });

  it("moves before the writer's caller goes on", async () => {
    const before = version.value;
    await client.query("insert into probe values (5)");
    expect(version.value).toBeGreaterThan(before);
  });
});
