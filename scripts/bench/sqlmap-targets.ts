/**
 * What the sqlmap scenario (sqlmap.ts) attacks, chosen from /api/openapi.json so that every kind of input
 * is covered for every audience: JSON bodies, query strings (search, pagination, dates, months, years,
 * enums) and path values (ids, months, dates, names), public, at the three logins, and with a valid
 * session of each portal. One sqlmap run per target; `why` says what the target adds.
 */
import type { Portal } from "@/shared/contract/auth";

export type Group = "public" | "logins" | "admin" | "HR" | "employee";

export interface Target {
  group: Group;
  method: "GET" | "POST" | "PUT" | "PATCH";
  /** Path and query; `*` marks a path value to inject (sqlmap's custom marker). */
  path: string;
  body?: Record<string, unknown>;
  /** The session the request carries (its header is sent with every request and never injected). */
  portal?: Portal;
  /** The parameters sqlmap must report as tested ("#1*" for the first path marker). */
  parameters: string[];
  /**
   * The baseline's e-mail is swapped for a fresh unknown one on every request (sqlmap --eval) when the
   * route limits attempts per e-mail: each payload is still sent as is.
   */
  freshEmail?: string;
  /**
   * Non-2xx answers normal for the unaltered request (400 and 404 are always normal for payloads: refused
   * by validation, or a path that names nothing; 401 listed here is normal for payloads too).
   */
  normal?: number[];
  why: string;
}

/** Values the targets need from the demo data, read once through the API before sqlmap starts. */
export interface Fixtures {
  project: Record<string, unknown>;
  employeeId: number;
  leaveId: number;
  policyId: number;
  payslipMonth: string;
  businessDate: string;
  financialYear: string;
  /** The e-mail domain of the staff accounts (the logins refuse any other). */
  domain: string;
}

/** An account that does not exist: the logins are attacked with it, so no real account is locked out. */
export const probeEmail = (domain: string) => `sqlmap.probe@${domain}`;

/** The project as the admin's edit form sends it back (the list answer without id and times). */
function projectForm(project: Record<string, unknown>): Record<string, unknown> {
  const { id: _i, createdAt: _c, updatedAt: _u, ...form } = project;
  return form;
}

export function targets(f: Fixtures): Target[] {
  const login = (portal: Portal): Target => ({
    group: "logins",
    method: "POST",
    path: `/api/${portal}/login`,
    body: { email: probeEmail(f.domain), password: "Probe#Password2025" },
    freshEmail: probeEmail(f.domain),
    parameters: ["email", "password"],
    normal: [401],
    why: `the ${portal} login: e-mail looked up in SQL and in the rate-limit keys; the password only reaches the hash (each attempt costs one)`,
  });
  return [
    {
      group: "public",
      method: "POST",
      path: "/api/inquiries",
      body: {
        name: "Asha Kulkarni",
        email: "asha.k@example.com",
        phone: "98765 43210",
        subject: "property",
        message: "Looking for about 2000 sq ft of office space near Baner.",
      },
      parameters: ["name", "email", "phone", "subject", "message"],
      why: "contact form: every field stored, e-mail in the rate-limit key",
    },
    {
      group: "public",
      method: "POST",
      path: "/api/subscribers",
      body: { email: "reader.baner@example.in" },
      parameters: ["email"],
      why: "newsletter sign-up: upsert by e-mail",
    },
    {
      group: "public",
      method: "POST",
      path: "/api/auth/forgot-password",
      body: { email: "nobody.here@example.in" },
      freshEmail: "nobody.here@example.in",
      parameters: ["email"],
      why: "password link request: account looked up by e-mail",
    },
    {
      group: "public",
      method: "POST",
      path: "/api/unsubscribe?t=not-a-token",
      parameters: ["t"],
      normal: [400],
      why: "query string of a public write (the token is authenticated before any query, so 400 is its normal answer)",
    },
    { group: "public", method: "GET", path: "/projects/1*", parameters: ["#1*"], why: "public page with a path value" },
    login("admin"),
    login("hr"),
    login("employee"),
    {
      group: "admin",
      method: "GET",
      path: "/api/admin/projects?limit=20&offset=0&q=Baner",
      portal: "admin",
      parameters: ["limit", "offset", "q", "User-Agent", "Referer"],
      why: "list search and pagination (the shared list query); the headers sqlmap tests at level 3 (nothing reads them)",
    },
    {
      group: "admin",
      method: "GET",
      path: "/api/admin/audit?limit=20&offset=0&q=login&event=login.success&person=Aarav&from=2026-01-01&to=2026-12-31",
      portal: "admin",
      parameters: ["q", "event", "person", "from", "to"],
      why: "audit filters: enum, free-text person, date range",
    },
    {
      group: "admin",
      method: "GET",
      path: "/api/admin/employees/options?search=Pat",
      portal: "admin",
      parameters: ["search"],
      why: "picker search (its own query)",
    },
    { group: "admin", method: "GET", path: `/api/admin/employees/${f.employeeId}*`, portal: "admin", parameters: ["#1*"], why: "path id" },
    {
      group: "admin",
      method: "PUT",
      path: `/api/admin/projects/${String(f.project.id)}`,
      portal: "admin",
      body: projectForm(f.project),
      parameters: ["projectName", "location", "client", "status", "description"],
      why: "JSON-body write (idempotent: the project's own values)",
    },
    {
      group: "HR",
      method: "GET",
      path: `/api/hr/leaves?limit=20&offset=0&q=Joshi&status=Pending&employee=${f.employeeId}&month=${f.businessDate.slice(0, 7)}`,
      portal: "hr",
      parameters: ["q", "status", "employee", "month"],
      why: "leave filters: search, enum, employee id, month",
    },
    {
      group: "HR",
      method: "GET",
      path: `/api/hr/attendance?date=${f.businessDate}`,
      portal: "hr",
      parameters: ["date"],
      why: "a date in the query",
    },
    {
      group: "HR",
      method: "GET",
      path: `/api/hr/payroll/${f.payslipMonth}*/items`,
      portal: "hr",
      parameters: ["#1*"],
      why: "a month in the path",
    },
    {
      group: "HR",
      method: "GET",
      path: `/api/hr/tax/${f.employeeId}*?year=${f.financialYear}*`,
      portal: "hr",
      parameters: ["#1*", "#2*"],
      why: "path id and financial year in the query",
    },
    {
      group: "HR",
      method: "PUT",
      path: "/api/hr/leave-allowances/sick",
      portal: "hr",
      body: { days: 7, sandwich: false },
      parameters: ["days", "sandwich"],
      why: "JSON-body write with number and boolean fields (idempotent)",
    },
    {
      group: "HR",
      method: "GET",
      path: `/api/hr/leaves/${f.leaveId}*/overlaps`,
      portal: "hr",
      parameters: ["#1*"],
      why: "path id of another table",
    },
    {
      group: "employee",
      method: "GET",
      path: `/api/employee/attendance?from=${f.businessDate.slice(0, 8)}01&to=${f.businessDate}`,
      portal: "employee",
      parameters: ["from", "to"],
      why: "date range of one's own attendance",
    },
    {
      group: "employee",
      method: "GET",
      path: `/api/employee/attendance/month?month=${f.businessDate.slice(0, 7)}`,
      portal: "employee",
      parameters: ["month"],
      why: "a month in the query",
    },
    {
      group: "employee",
      method: "GET",
      path: "/api/employee/attendance/corrections?limit=20&offset=0&q=forgot&status=Pending",
      portal: "employee",
      parameters: ["limit", "offset", "q", "status"],
      why: "list search, pagination and status of one's own records",
    },
    {
      group: "employee",
      method: "GET",
      path: `/api/employee/policies/${f.policyId}*`,
      portal: "employee",
      parameters: ["#1*"],
      why: "path id",
    },
    {
      group: "employee",
      method: "GET",
      path: `/api/employee/payslips/${f.payslipMonth}*.pdf`,
      portal: "employee",
      parameters: ["#1*"],
      why: "a month in a file path",
    },
    {
      group: "employee",
      method: "PUT",
      path: `/api/employee/tax?year=${f.financialYear}`,
      portal: "employee",
      body: {
        regime: "new",
        section80C: 0,
        section80DSelfAndFamily: 0,
        section80DSelfAndFamilySenior: false,
        section80DParents: 0,
        section80DParentsSenior: false,
        rentPaidMonthly: 0,
        rentCity: "",
        previousEmployerSalary: 0,
        previousEmployerTds: 0,
      },
      parameters: ["year", "regime", "section80C", "rentCity"],
      why: "JSON-body write plus a query value (idempotent: the default declaration)",
    },
  ];
}
