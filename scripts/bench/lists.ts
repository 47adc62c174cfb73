import { load } from "./load";
import { record, type Report } from "./report";

/** The demo accounts (npm run demo; README "Demo accounts"). */
const LOGINS = {
  admin: { email: "vikram.joshi@prasthanrealty.example", password: "Admin#Pune2025" },
  hr: { email: "sneha.patil@prasthanrealty.example", password: "Hr#Baner2025" },
  employee: { email: "aarav.deshmukh@prasthanrealty.example", password: "Sales#Wakad2025" },
} as const;
type Portal = keyof typeof LOGINS;

export const LIST_P99_MS = 50;
/** The issue's figure is 100 connections; BENCH_LIST_CONNECTIONS tries others (the report names the number). */
const CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 100);

export async function logIn(serverUrl: string, portal: Portal): Promise<string> {
  const response = await fetch(`${serverUrl}/api/${portal}/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: serverUrl },
    body: JSON.stringify(LOGINS[portal]),
  });
  if (!response.ok) throw new Error(`${portal} login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

/** Today's business date (Asia/Kolkata, the demo's time zone) as YYYY-MM-DD. */
const businessDate = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** The portal's list routes under load with a session of the right portal: p99 within budget, no errors. */
export async function measureLists(report: Report, serverUrl: string, database: string): Promise<void> {
  const sessions = {
    admin: await logIn(serverUrl, "admin"),
    hr: await logIn(serverUrl, "hr"),
    employee: await logIn(serverUrl, "employee"),
  };
  const routes: [Portal, string][] = [
    ["admin", "/api/admin/projects"],
    ["admin", "/api/admin/inquiries"],
    ["hr", `/api/hr/attendance?date=${businessDate()}`],
    ["employee", "/api/employee/attendance"],
  ];
  for (const [portal, path] of routes) {
    const result = await load(`${serverUrl}${path}`, { connections: CONNECTIONS, headers: { [`x-${portal}-session`]: sessions[portal] } });
    const clean = result.errors === 0 && result.non2xx === 0;
    record(report, {
      scenario: "lists",
      name: `GET ${path.replace(/date=.*/, "date=today")} (${database}, ${CONNECTIONS} conn.)`,
      value: `p99 ${result.p99Ms} ms, ${result.requestsPerSecond} req/s${clean ? "" : `, ${result.errors} errors, ${result.non2xx} non-2xx`}`,
      budget: `p99 <= ${LIST_P99_MS} ms`,
      ok: result.p99Ms <= LIST_P99_MS && clean,
    });
  }
}
