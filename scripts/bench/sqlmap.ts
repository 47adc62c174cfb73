/**
 * sqlmap (level 3, risk 2, non-interactive) against the public routes, the three logins and routes of each
 * portal with a valid session (targets in sqlmap-targets.ts). Budget: no injectable parameter in any group.
 *
 * A run only counts when sqlmap really talked to the route: the baseline answered normally, the content
 * was judged stable, every parameter of the target was tested (none skipped), and no answer was a 401,
 * 403, 429 or 5xx (a lost session, a rate limit or a crash make the payloads meaningless). Anything else is
 * an error, never a pass.
 *
 * Rate limits stay as production has them. The server must run with TRUST_PROXY=1 (one reverse proxy, a
 * production setting, SQLMAP_SERVER_ENV) and sqlmap writes a random X-Forwarded-For on every request:
 * the per-address limits then see many clients, as they would see a botnet. Routes that also count per
 * e-mail (logins, forgot-password) get a fresh unknown e-mail on every request whose e-mail is not the
 * payload (Target.freshEmail), so no real account is locked and every payload reaches the query.
 */
import { spawn, execSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Portal } from "@/shared/contract/auth";
import { logIn } from "./lists";
import { record, type Report } from "./report";
import { judge } from "./sqlmap-judge";
import { targets, type Fixtures, type Group, type Target } from "./sqlmap-targets";

export const SQLMAP_SERVER_ENV = { TRUST_PROXY: "1" } as const;
const SQLMAP = process.env.SQLMAP_PATH ?? "/usr/bin/sqlmap";
/** sqlmap processes at once (each is one Python process; the server is the other busy one). */
const PARALLEL = Number(process.env.BENCH_SQLMAP_PARALLEL ?? 3);
const ALL_GROUPS: Group[] = ["public", "logins", "admin", "HR", "employee"];
/** BENCH_SQLMAP_GROUPS=public,logins runs only those groups (trying one out); the bench runs all. */
const chosen = (process.env.BENCH_SQLMAP_GROUPS ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const GROUPS = chosen.length ? ALL_GROUPS.filter((group) => chosen.includes(group)) : ALL_GROUPS;

/** Installs Debian's sqlmap when missing and running as root (like ensure-browser.ts), else says how. */
export function ensureSqlmap(): void {
  if (existsSync(SQLMAP)) return;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    throw new Error(`sqlmap not found at ${SQLMAP}: install Debian's "sqlmap" package (apt-get install sqlmap) or set SQLMAP_PATH`);
  }
  console.log("Installing sqlmap from Debian's packages...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlmap", { stdio: "inherit" });
}

type Sessions = Record<Portal, string>;
const sessionHeader = (portal: Portal) => `x-${portal}-session`;

async function getJson<T>(serverUrl: string, path: string, portal: Portal, sessions: Sessions): Promise<T> {
  const response = await fetch(`${serverUrl}${path}`, { headers: { [sessionHeader(portal)]: sessions[portal] } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Ids, months and dates of the demo data, so every baseline request is a valid one. */
async function readFixtures(serverUrl: string, sessions: Sessions): Promise<Fixtures> {
  const [project] = await getJson<Record<string, unknown>[]>(serverUrl, "/api/admin/projects?limit=1", "admin", sessions);
  const [employee] = await getJson<{ id: number; email: string }[]>(serverUrl, "/api/admin/employees?limit=1", "admin", sessions);
  const [leave] = await getJson<{ id: number }[]>(serverUrl, "/api/hr/leaves?limit=1", "hr", sessions);
  const [policy] = await getJson<{ id: number }[]>(serverUrl, "/api/employee/policies", "employee", sessions);
  const [payslip] = await getJson<{ month: string }[]>(serverUrl, "/api/employee/payslips", "employee", sessions);
  const tax = await getJson<{ financialYear: string }>(serverUrl, "/api/employee/tax", "employee", sessions);
  const today = await getJson<{ date: string }>(serverUrl, "/api/hr/attendance", "hr", sessions);
  if (!project || !employee || !leave || !policy || !payslip)
    throw new Error("the demo data is missing projects, employees, leaves, policies or payslips (start the server with --demo)");
  return {
    project,
    employeeId: employee.id,
    leaveId: leave.id,
    policyId: policy.id,
    payslipMonth: payslip.month,
    businessDate: today.date,
    financialYear: tax.financialYear,
    domain: employee.email.split("@")[1]!,
  };
}

/** Python run by sqlmap before each request: a random client address, and a fresh e-mail where asked. */
function evalCode(target: Target): string {
  const lines = [
    "import random",
    "_locals['auxHeaders']['X-Forwarded-For'] = '198.18.%d.%d' % (random.randint(0, 255), random.randint(1, 254))",
  ];
  if (target.freshEmail) {
    const [user, domain] = target.freshEmail.split("@");
    lines.push(`email = ('${user}.%d@${domain}' % random.randint(1, 10 ** 9)) if email == '${target.freshEmail}' else email`);
  }
  return lines.join("; ");
}

function sqlmapArgs(target: Target, serverUrl: string, sessions: Sessions, outputDir: string): string[] {
  const marked = target.path.includes("*");
  const args = [
    "-u",
    `${serverUrl}${target.path}`,
    "--method",
    target.method,
    "--level=3",
    "--risk=2",
    "--batch",
    // The back end is PostgreSQL (or PGlite, PostgreSQL compiled to WebAssembly): other DBMS payloads prove nothing.
    "--dbms=PostgreSQL",
    // Boolean, error, UNION, stacked and time-based blind; 1 s delays are enough on a local server.
    "--technique=BEUST",
    "--time-sec=1",
    // No parameter skipped because it looked like a cast number. UNION stays sqlmap's --batch default (basic
    // column ranges unless another technique hints at an injection): full ranges cost four times the
    // requests (1027 instead of 246 attempts on a login, 90 s instead of 20 s) and found nothing either.
    "--answers=those kind=N",
    "--drop-set-cookie",
    "--disable-coloring",
    `--output-dir=${outputDir}`,
    `--eval=${evalCode(target)}`,
  ];
  if (target.body) args.push(`--data=${JSON.stringify(target.body)}`);
  if (target.portal)
    args.push(`--headers=${sessionHeader(target.portal)}: ${sessions[target.portal]}`, `--skip=${sessionHeader(target.portal)}`);
  // With `*` markers sqlmap tests exactly the marked places; otherwise only the listed parameters.
  if (!marked) args.push(`-p`, target.parameters.join(","));
  if (target.normal?.includes(401)) args.push("--ignore-code=401");
  return args;
}

export interface RunResult {
  target: Target;
  output: string;
  exitCode: number | null;
  /** Injection points sqlmap confirmed (its results CSV without the rows it found to be false positives). */
  injectable: string[];
  problems: string[];
  codes: string;
}

function runSqlmap(args: string[]): Promise<{ output: string; exitCode: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(SQLMAP, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ output: `${output}\n[CRITICAL] ${error.message}`, exitCode: null }));
    child.on("close", (exitCode) => resolve({ output, exitCode }));
  });
}

function csvRowsIn(outputDir: string): string[] {
  return readdirSync(outputDir)
    .filter((name) => name.startsWith("results-") && name.endsWith(".csv"))
    .flatMap((name) =>
      readFileSync(join(outputDir, name), "utf8")
        .split("\n")
        .slice(1)
        .filter((line) => line.trim()),
    );
}

async function attack(target: Target, serverUrl: string, sessions: Sessions): Promise<RunResult> {
  const outputDir = mkdtempSync(join(tmpdir(), "bench-sqlmap-"));
  try {
    const { output, exitCode } = await runSqlmap(sqlmapArgs(target, serverUrl, sessions, outputDir));
    return { target, output, exitCode, ...judge(target, output, csvRowsIn(outputDir)) };
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const describe = (target: Target) => `${target.method} ${target.path}`;

/** sqlmap against every target; one figure per group, an error per run that did not really test. */
export async function measureSqlInjection(report: Report, serverUrl: string): Promise<RunResult[]> {
  ensureSqlmap();
  const sessions: Sessions = {
    admin: await logIn(serverUrl, "admin"),
    hr: await logIn(serverUrl, "hr"),
    employee: await logIn(serverUrl, "employee"),
  };
  const list = targets(await readFixtures(serverUrl, sessions)).filter((target) => GROUPS.includes(target.group));
  const started = Date.now();
  const results = await pool(list, PARALLEL, async (target) => {
    const start = Date.now();
    const result = await attack(target, serverUrl, sessions);
    const seconds = ((Date.now() - start) / 1000).toFixed(0);
    const found = result.injectable.length ? ` INJECTABLE: ${result.injectable.join(", ")}` : "";
    console.log(
      `  ${result.problems.length ? "ERROR" : "done "} ${describe(target)} (${target.parameters.join(", ")}) ${seconds} s, answers ${result.codes || "all 2xx"}${found}`,
    );
    return result;
  });
  console.log(`  ${list.length} sqlmap runs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // The sessions must have survived the attack: otherwise later answers were 401s, whatever sqlmap said.
  for (const portal of Object.keys(sessions) as Portal[]) {
    const me = await fetch(`${serverUrl}/api/auth/me?portal=${portal}`, { headers: { [sessionHeader(portal)]: sessions[portal] } });
    if (!me.ok) report.errors.push(`sqlmap: the ${portal} session no longer works after the runs (${me.status})`);
  }
  for (const result of results.filter((entry) => entry.problems.length)) {
    report.errors.push(`sqlmap ${describe(result.target)}: ${result.problems.join("; ")}`);
  }
  for (const group of GROUPS) {
    const runs = results.filter((result) => result.target.group === group);
    const found = runs.flatMap((result) => result.injectable.map((name) => `${describe(result.target)} ${name}`));
    const parameters = runs.reduce((sum, result) => sum + result.target.parameters.length, 0);
    const failed = runs.filter((result) => result.problems.length).length;
    record(report, {
      scenario: "sqlmap",
      name: `sqlmap injectable parameters (${group})`,
      value: `${found.length}${found.length ? ` (${found.join("; ")})` : ""} of ${parameters} in ${runs.length} routes${failed ? `, ${failed} runs not valid` : ""}`,
      budget: "0",
      ok: found.length === 0 && failed === 0,
    });
  }
  return results;
}
