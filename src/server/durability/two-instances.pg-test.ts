import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_LOGOUT_PATH, AUTH_ME_PATH, LOGIN_PATHS, SESSION_HEADERS, type Portal } from "@/shared/contract/auth";
import { EMPLOYEE_CHECKIN_PATH } from "@/shared/contract/employee-portal";
import { finalisePath, HR_PAYROLL_PATH, payrollMessages } from "@/shared/contract/payroll";
import { INQUIRIES_PATH } from "@/shared/contract/inquiries";
import { businessDate } from "@/shared/domain/business-time";
import { openPostgres } from "../db/postgres-client";
import { attendanceRecords, outbox } from "../db/schema";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { createScratchDatabase } from "./scratch-postgres";
import { compiledServer } from "../testing/compiled-server";
import { startServerProcess, type RunningServer } from "./server-process";
import { seedWorkload, type WorkloadPeople } from "./workload-seed";

/**
 * Two server processes on one PostgreSQL database, each request sent to either with no sticky routing
 * (docs/architecture.md, "Two instances"). Sessions, rate limits and every rule that must hold once live in
 * the database. Run by the PostgreSQL phase only (vitest.postgresql.config.ts): the embedded database is
 * one process by design, and a second server on its folder is refused (db/data-dir-lock.ts).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("two-instances.pg-test.ts needs TEST_DATABASE_URL: it runs in the PostgreSQL phase of npm test");

let a: RunningServer;
let b: RunningServer;
let people: WorkloadPeople;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let sink: SmtpSink;
/** Each contact-form inquiry e-mails every one of these (INQUIRY_NOTIFY_TO), through whichever server's loop claims it. */
const NOTIFY_TO = Array.from({ length: 10 }, (_, n) => `desk${n + 1}@prasthanrealty.example`);
const keyDir = mkdtempSync(join(tmpdir(), "two-instances-"));

beforeAll(async () => {
  scratch = await createScratchDatabase(serverUrl, "two_instances");
  const database = await openPostgres(scratch.url);
  await database.migrate();
  people = await seedWorkload(database.db, 6);
  await database.close();
  // One mail server for both, each logging in under its own name so the sink can tell whose loop sent a message;
  // 50 ms a message (over 150 ms with the connection), so a batch of 20 outlasts a loop's 3-second pause and the other
  // server's loop finds work too.
  sink = await startSmtpSink({ delayMs: 50 });
  const env = {
    DATABASE_URL: scratch.url,
    DATA_DIR: keyDir,
    TRUST_PROXY: "1",
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    INQUIRY_NOTIFY_TO: NOTIFY_TO.join(","),
  };
  const smtpAs = (user: string) => `smtp://${user}:secret@127.0.0.1:${sink.port}`;
  [a, b] = await Promise.all([
    startServerProcess({ ...env, SMTP_URL: smtpAs("server-a") }, { compiled: compiledServer("main") }),
    startServerProcess({ ...env, SMTP_URL: smtpAs("server-b") }, { compiled: compiledServer("main") }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sink?.close();
  await scratch?.drop();
  rmSync(keyDir, { recursive: true, force: true });
}, 60_000);

let address = 0;
async function call(server: RunningServer, method: string, path: string, session?: { portal: Portal; id: string }, body?: unknown) {
  address += 1;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      "x-forwarded-for": `10.20.${address >> 8}.${address & 255}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(session ? { [SESSION_HEADERS[session.portal]]: session.id } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

async function logIn(server: RunningServer, portal: Portal, person: { email: string; password: string }) {
  const answer = await call(server, "POST", LOGIN_PATHS[portal], undefined, person);
  expect(answer.status).toBe(200);
  return { portal, id: String(answer.body?.sessionId) };
}

describe("two server instances on one PostgreSQL, no sticky routing", () => {
  it("a login on one works on the other, and a logout on one is honoured by the other", async () => {
    const session = await logIn(a, "hr", people.hr);
    expect((await call(b, "GET", `${AUTH_ME_PATH}?portal=hr`, session)).status).toBe(200);
    expect((await call(b, "POST", AUTH_LOGOUT_PATH, session)).status).toBe(204);
    expect((await call(a, "GET", `${AUTH_ME_PATH}?portal=hr`, session)).status).toBe(401);
    expect((await call(b, "GET", `${AUTH_ME_PATH}?portal=hr`, session)).status).toBe(401);
  });

  it("check-ins sent to both at once still give one record per person per day: one 201, the other 409", async () => {
    const sessions = await Promise.all(people.employees.map((person, n) => logIn(n % 2 ? a : b, "employee", person)));
    const answers = await Promise.all(
      sessions.map((session) =>
        Promise.all([a, b].map((server) => call(server, "POST", EMPLOYEE_CHECKIN_PATH, session, { address: "Hinjewadi, Pune" }))),
      ),
    );
    for (const pair of answers) expect(pair.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const database = await openPostgres(scratch.url);
    try {
      const today = businessDate(new Date(), "Asia/Kolkata");
      const [row] = await database.db.select({ records: count() }).from(attendanceRecords).where(eq(attendanceRecords.date, today));
      expect(row?.records).toBe(people.employees.length);
    } finally {
      await database.close();
    }
  });

  it("a month finalised on one is frozen on the other: finalising on both at once gives one 200 and one 409, both show the same frozen month", async () => {
    const [year, month] = businessDate(new Date(), "Asia/Kolkata").split("-").map(Number) as [number, number];
    const last = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
    const [onA, onB] = await Promise.all([logIn(a, "hr", people.hr), logIn(b, "hr", people.hr)]);
    const answers = await Promise.all([call(a, "POST", finalisePath(last), onA), call(b, "POST", finalisePath(last), onB)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body?.message).toBe(payrollMessages.alreadyFinalised(last));
    const frozen = answers.find((answer) => answer.status === 200)!.body!;
    for (const [server, session] of [
      [a, onA],
      [b, onB],
    ] as const) {
      const shown = await call(server, "GET", `${HR_PAYROLL_PATH}?month=${last}`, session);
      expect(shown.body).toMatchObject({ status: "finalised", finalisedAt: frozen.finalisedAt, totals: frozen.totals });
      const again = await call(server, "POST", finalisePath(last), session);
      expect(again).toMatchObject({ status: 409, body: { message: payrollMessages.alreadyFinalised(last) } });
    }
  });

  it("e-mails queued through both servers are delivered by both delivery loops to one mail server, each exactly once", async () => {
    const inquiries = 6;
    const answers = await Promise.all(
      Array.from({ length: inquiries }, (_, n) =>
        call(n % 2 ? a : b, "POST", INQUIRIES_PATH, undefined, {
          name: `Visitor ${n + 1}`,
          email: `visitor${n + 1}@example.in`,
          phone: "+91 98220 12345",
          subject: "property",
          message: "Please send the floor plans of the Wakad project.",
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(inquiries).fill(201));
    const expected = inquiries * NOTIFY_TO.length;
    const database = await openPostgres(scratch.url);
    try {
      const rows = () => database.db.select().from(outbox).where(eq(outbox.kind, "inquiry.notify"));
      for (const deadline = Date.now() + 15_000; ;) {
        const sent = (await rows()).filter((row) => row.status === "sent").length;
        if (sent === expected) break;
        if (Date.now() > deadline) throw new Error(`${sent} of ${expected} inquiry notices sent in 15 s`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // A second send of a claimed row would be under way now (the sink takes 50 ms a message): let it land.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await rows()).every((row) => row.attempts === 1 && row.lastError === null)).toBe(true);
    } finally {
      await database.close();
    }
    const notices = sink.messages.filter((mail) => mail.subject.startsWith("New inquiry:"));
    const received = notices.map((mail) => `${mail.subject} -> ${mail.envelopeTo.join(",")}`);
    const wanted = Array.from({ length: inquiries }, (_, n) =>
      NOTIFY_TO.map((to) => `New inquiry: Property Information from Visitor ${n + 1} -> ${to}`),
    ).flat();
    expect(received.sort()).toEqual(wanted.sort());
    // Both servers' loops took part: each logged in to the sink under its own name.
    expect(new Set(notices.map((mail) => mail.user))).toEqual(new Set(["server-a", "server-b"]));
  });
});
