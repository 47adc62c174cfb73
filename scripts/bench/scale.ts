import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateIntoDatabase, type GeneratedDatabase } from "../../src/server/seed/scale/generate";
import { record, type Report } from "./report";
import { startServer, type ServerProcess } from "./server-process";

/**
 * The scale budgets (README, "Performance and reliability"): a generated company (src/server/seed/scale) of 25, 200 and 2,000 people with 12 whole
 * months of attendance and leave and the public site's fixed volumes (1,000 projects, 50,000 inquiries, 20,000
 * subscribers at every size), each in a fresh PGlite data dir served by the compiled server; the portal routes
 * HR and the admin use, timed one request at a time (median of REPEAT). Budgets are judged at 2,000 people; the
 * growth from 25 to 200 to 2,000 is recorded beside them.
 */
export const SIZES = [25, 200, 2_000] as const;
const REPEAT = Number(process.env.BENCH_SCALE_REPEAT ?? 5);
/** Below this a slower time is noise, not growth (3 ms against 1 ms is not superlinear). */
const GROWTH_FLOOR_MS = 20;

type Portal = "admin" | "hr" | "employee";
interface Route {
  name: string;
  portal: Portal;
  path: (month: string) => string;
  budgetMs: number;
}

const list = (portal: Portal, path: string): Route => ({
  name: `${path} first page`,
  portal,
  path: () => `${path}?limit=25&offset=0`,
  budgetMs: 100,
});
export const SCALE_ROUTES: Route[] = [
  { name: "month's payroll", portal: "hr", path: (month) => `/api/hr/payroll?month=${month}`, budgetMs: 2_000 },
  { name: "monthly attendance summary", portal: "hr", path: (month) => `/api/hr/attendance/summary.csv?month=${month}`, budgetMs: 3_000 },
  { name: "muster", portal: "hr", path: (month) => `/api/hr/payroll/${month}/muster.csv`, budgetMs: 3_000 },
  { name: "admin stats", portal: "admin", path: () => "/api/admin/stats", budgetMs: 100 },
  { name: "admin stats today", portal: "admin", path: () => "/api/admin/stats/today", budgetMs: 100 },
  { name: "HR stats", portal: "hr", path: () => "/api/hr/stats", budgetMs: 100 },
  { name: "HR stats today", portal: "hr", path: () => "/api/hr/stats/today", budgetMs: 100 },
  // Every route of the OpenAPI document with limit and offset, in the portal that may use it.
  ...["projects", "inquiries", "subscribers", "newsletters", "jobs", "employees", "audit", "outbox"].map((name) =>
    list("admin", `/api/admin/${name}`),
  ),
  ...["employees", "leaves", "policies", "attendance/corrections"].map((name) => list("hr", `/api/hr/${name}`)),
  // The employee is a department head: their team is a real one.
  ...["attendance/corrections", "team/leaves", "team/corrections"].map((name) => list("employee", `/api/employee/${name}`)),
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One request's time in ms (the whole body read); throws on anything but 200. */
async function timed(url: string, session: { portal: Portal; id: string }): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { [`x-${session.portal}-session`]: session.id } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return ms;
}

/** Median ms per route (null: the route failed; the error is in the report). */
export async function timeRoutes(report: Report, server: ServerProcess, generated: GeneratedDatabase): Promise<Map<string, number | null>> {
  const month = generated.company.history.months.at(-1)!;
  const sessions = { admin: generated.sessions.admin, hr: generated.sessions.hr, employee: generated.sessions.employees[0]! };
  const times = new Map<string, number | null>();
  for (const route of SCALE_ROUTES) {
    try {
      const samples: number[] = [];
      for (let i = 0; i < REPEAT; i += 1)
        samples.push(await timed(`${server.url}${route.path(month)}`, { portal: route.portal, id: sessions[route.portal] }));
      times.set(route.name, median(samples));
    } catch (error) {
      report.errors.push(`scale ${route.name}: ${error instanceof Error ? error.message : String(error)}`);
      times.set(route.name, null);
    }
  }
  return times;
}

/** Generates a company of `employees` into a fresh data dir, serves it, runs `use`, stops and removes everything. */
export async function withScaleServer<T>(
  port: number,
  employees: number,
  use: (server: ServerProcess, generated: GeneratedDatabase) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-scale-${employees}-`));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const generated = await generateIntoDatabase(env, { employees, months: 12 });
    console.log(
      `  generated ${employees} people, ${generated.company.counts.records} attendance records in ${generated.seconds.toFixed(0)} s`,
    );
    const server = await startServer(port, env);
    try {
      return await use(server, generated);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number | null | undefined) => (value === null || value === undefined ? "error" : `${value.toFixed(0)} ms`);

/** Linear or better, judged above the noise floor: t(200)/t(25) <= 8 and t(2000)/t(200) <= 10. */
export function growthOk(small: number, middle: number, large: number): boolean {
  const within = (from: number, to: number, factor: number) => to <= Math.max(from, GROWTH_FLOOR_MS) * factor;
  return within(small, middle, 8) && within(middle, large, 10);
}

/**
 * The scale scenario. `atLargest` runs against the 2,000-person server before it stops (the morning rush shares
 * the company rather than generating it again).
 */
export async function measureScale(
  report: Report,
  port: number,
  atLargest?: (server: ServerProcess, generated: GeneratedDatabase) => Promise<void>,
): Promise<void> {
  const bySize = new Map<number, Map<string, number | null>>();
  for (const size of SIZES) {
    console.log(`\n-- ${size} employees --`);
    await withScaleServer(port, size, async (server, generated) => {
      bySize.set(size, await timeRoutes(report, server, generated));
      if (size === SIZES.at(-1) && atLargest) await atLargest(server, generated);
    });
  }
  const largest = bySize.get(SIZES.at(-1)!)!;
  for (const route of SCALE_ROUTES) {
    const value = largest.get(route.name);
    record(report, {
      scenario: "scale",
      name: `${route.name} (2,000 people)`,
      value: ms(value),
      budget: `<= ${route.budgetMs} ms`,
      ok: value !== null && value !== undefined && value <= route.budgetMs,
    });
  }
  for (const route of SCALE_ROUTES) {
    const [small = null, middle = null, large = null] = SIZES.map((size) => bySize.get(size)?.get(route.name) ?? null);
    const known = small !== null && middle !== null && large !== null;
    const factors = known ? ` (x${(middle / small).toFixed(1)}, x${(large / middle).toFixed(1)})` : "";
    record(report, {
      scenario: "scale",
      name: `growth ${route.name} 25/200/2,000`,
      value: `${ms(small)} / ${ms(middle)} / ${ms(large)}${factors}`,
      budget: `linear: x<=8, x<=10 (floor ${GROWTH_FLOOR_MS} ms)`,
      ok: known && growthOk(small, middle, large),
    });
  }
}
