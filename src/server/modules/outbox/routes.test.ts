import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_OUTBOX_PATH, OUTBOX_STATUS_LABELS } from "@/shared/contract/mail";
import { outbox } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { UNCONFIGURED_MESSAGE } from "../../mail/delivery";
import { createAdminTestApp, type AdminTestContext } from "../../testing/admin-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";

let ctx: AdminTestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createAdminTestApp();
  const db = ctx.database.db;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 4, minutes));
  const add = async (
    name: string,
    kind: string,
    status: "pending" | "sent" | "failed" | "unconfigured",
    minutes: number,
    text = `Body of ${name}`,
  ) => {
    ids[name] = await enqueueMail(db, { kind, to: `${name}@example.in`, subject: `Subject ${name}`, text });
    await db
      .update(outbox)
      .set({
        status,
        createdAt: at(minutes),
        nextAttemptAt: at(minutes + 1),
        attempts: status === "failed" ? 5 : status === "sent" ? 1 : 0,
        sentAt: status === "sent" ? at(minutes + 1) : null,
        lastError: status === "failed" ? "451 4.3.0 Try again later" : status === "unconfigured" ? UNCONFIGURED_MESSAGE : null,
      })
      .where(eq(outbox.id, ids[name]!));
  };
  await add("sent1", "password.reset", "sent", 0);
  await add("failed1", "inquiry.notify", "failed", 1);
  await add("waiting", "password.reset", "pending", 2, `Line one\n\n   line two ${"x".repeat(300)}`);
  await add("offline", "newsletter", "unconfigured", 3);
}, SETUP_TIMEOUT);
afterAll(() => ctx.close());

const list = (query = "") => ctx.asAdmin({ method: "GET", url: `${ADMIN_OUTBOX_PATH}${query}` });

describe("GET /api/admin/outbox", () => {
  it("lists every message newest first with its status label, attempts, error, sent time and a preview", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("4");
    const rows = response.json();
    expect(rows.map((row: { id: number }) => row.id)).toEqual([ids.offline, ids.waiting, ids.failed1, ids.sent1]);
    expect(rows[0]).toEqual({
      id: ids.offline,
      kind: "newsletter",
      to: "offline@example.in",
      subject: "Subject offline",
      status: "unconfigured",
      statusLabel: "Not sent: no mail server configured",
      attempts: 0,
      lastError: "not sent: no mail server configured",
      nextAttemptAt: null,
      sentAt: null,
      createdAt: "2026-11-20T04:03:00.000Z",
      preview: "Body of offline",
    });
    expect(rows[1]).toMatchObject({ status: "pending", statusLabel: "Waiting to send", nextAttemptAt: "2026-11-20T04:03:00.000Z" });
    expect(rows[1].preview).toBe(`Line one line two ${"x".repeat(181)}…`);
    expect(rows[1].preview).toHaveLength(200);
    expect(rows[2]).toMatchObject({
      status: "failed",
      statusLabel: "Failed",
      attempts: 5,
      lastError: "451 4.3.0 Try again later",
      sentAt: null,
    });
    expect(rows[3]).toMatchObject({
      status: "sent",
      statusLabel: OUTBOX_STATUS_LABELS.sent,
      sentAt: "2026-11-20T04:01:00.000Z",
      lastError: null,
    });
  });

  it("filters by status and kind, searches recipient and subject, and pages with the total in X-Total-Count", async () => {
    const failed = await list("?status=failed");
    expect(failed.json().map((row: { id: number }) => row.id)).toEqual([ids.failed1]);
    expect(failed.headers["x-total-count"]).toBe("1");
    const resets = await list("?kind=password.reset");
    expect(resets.json().map((row: { id: number }) => row.id)).toEqual([ids.waiting, ids.sent1]);
    const both = await list("?kind=password.reset&status=sent");
    expect(both.json().map((row: { id: number }) => row.id)).toEqual([ids.sent1]);
    const page = await list("?limit=2&offset=1");
    expect(page.json().map((row: { id: number }) => row.id)).toEqual([ids.waiting, ids.failed1]);
    expect(page.headers["x-total-count"]).toBe("4");
    expect((await list("?kind=nothing")).json()).toEqual([]);
    const searched = await list("?q=FAILED1%40example");
    expect(searched.json().map((row: { id: number }) => row.id)).toEqual([ids.failed1]);
    expect((await list("?q=Subject%20off")).json().map((row: { id: number }) => row.id)).toEqual([ids.offline]);
  });

  it("hides link tokens in the preview", async () => {
    const id = await enqueueMail(ctx.database.db, {
      kind: "password.reset",
      to: "hidden@example.in",
      subject: "Reset",
      text: "Open https://x.example/reset-password?token=abcDEF123_-xyz now",
    });
    const [entry] = (await list("?q=hidden%40example")).json();
    expect(entry).toMatchObject({ id, preview: "Open https://x.example/reset-password?token=… now" });
    await ctx.database.db.delete(outbox).where(eq(outbox.id, id));
  });

  it("answers a bad filter with 400 and its message", async () => {
    const response = await list("?status=lost");
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("Status must be one of: pending, sent, failed, unconfigured");
    expect((await list("?limit=0")).statusCode).toBe(400);
    expect((await list(`?kind=${"k".repeat(51)}`)).statusCode).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await ctx.app.inject({ method: "GET", url: ADMIN_OUTBOX_PATH })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: ADMIN_OUTBOX_PATH, headers: ctx.headers.hr })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: ADMIN_OUTBOX_PATH, headers: ctx.headers.employee })).statusCode).toBe(403);
  });
});
