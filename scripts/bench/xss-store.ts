import { LOGIN_PATHS, type Portal } from "../../src/shared/contract/auth";
import { buildEmployeeInput, buildJobInput, buildProjectInput } from "../../src/server/seed/builders";

/**
 * The saving half of the stored-XSS scenario (xss.ts): script and event-handler payloads through the text
 * fields a visitor, an employee, HR and the admin can fill, each through the API route its screen uses. The
 * routes and fields are the request bodies of the OpenAPI document (/api/docs/json): `freeTextFields` lists
 * every free-text field of a write route there, so what is left out is counted, not forgotten.
 */
export const PAYLOADS = [
  "<script>window.__xss=1</script>",
  `<img src=x onerror="window.__xss=1">`,
  `"><svg onload=window.__xss=1>`,
  "javascript:window.__xss=1",
  "{{constructor.constructor('window.__xss=1')()}}",
];
const ALL = PAYLOADS.join(" ");
let turn = 0;
/** Every payload when the field takes them all, else the next one that fits (turn by turn, so each kind lands somewhere). */
export function payload(max: number): string {
  if (max >= ALL.length) return ALL;
  const fitting = PAYLOADS.filter((text) => text.length <= max);
  turn += 1;
  return fitting[turn % fitting.length] ?? `<b onclick=x>`.slice(0, max);
}

/** Accounts the server's --demo data has (src/server/seed). */
export const DEMO_ACCOUNTS: Record<Portal, { email: string; password: string }> = {
  admin: { email: "vikram.joshi@prasthanrealty.example", password: "Admin#Pune2025" },
  hr: { email: "sneha.patil@prasthanrealty.example", password: "Hr#Baner2025" },
  employee: { email: "aarav.deshmukh@prasthanrealty.example", password: "Sales#Wakad2025" },
};
const DOMAIN = "prasthanrealty.example";
/** Aarav's employee record in the demo data, and Sneha's (HR, and the manager of the HR team). */
const AARAV = 2;
const SNEHA = 1;

export interface Login {
  sessionId: string;
  cookies: { name: string; value: string }[];
  user: unknown;
}

/** A login through the API (or, with `hr`, HR's switch to her own employee portal), as the browser keeps it. */
export async function logIn(serverUrl: string, portal: Portal, hr?: Login): Promise<Login> {
  const path = hr ? "/api/hr/switch/employee" : LOGIN_PATHS[portal];
  const headers = { "content-type": "application/json", ...(hr ? { "x-hr-session": hr.sessionId } : {}) };
  const response = await fetch(`${serverUrl}${path}`, { method: "POST", headers, body: JSON.stringify(hr ? { password: DEMO_ACCOUNTS.hr.password } : DEMO_ACCOUNTS[portal]) });
  if (!response.ok) throw new Error(`${portal} login: ${response.status}`);
  const body = (await response.json()) as Record<string, unknown> & { sessionId: string };
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
  });
  return { sessionId: body.sessionId, cookies, user: body.admin ?? body.hrUser ?? body.employee };
}

export interface StoreResult {
  /** "METHOD /route field" of every payload the server accepted and stored. */
  stored: string[];
  /** Writes the server refused (status and message): a payload that could not be saved is not tested. */
  refused: string[];
}

type Role = Portal | "visitor";
interface Write {
  role: Role;
  method: "POST" | "PUT";
  /** The route as the OpenAPI document spells it, and the address with its ids filled in. */
  route: string;
  url: string;
  body: Record<string, unknown>;
  /** The body's fields that carry a payload. */
  fields: string[];
  /** Another session than the role's own (a manager in the employee portal). */
  session?: Record<string, string>;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
/** The last Monday to Friday day strictly before `day`. */
const workingDayBefore = (day: string) => {
  let candidate = addDays(day, -1);
  while ([0, 6].includes(new Date(`${candidate}T00:00:00Z`).getUTCDay())) candidate = addDays(candidate, -1);
  return candidate;
};

export async function storePayloads(serverUrl: string, sessions: Record<Portal, Login>): Promise<StoreResult> {
  const result: StoreResult = { stored: [], refused: [] };
  const send = async (write: Write): Promise<Record<string, unknown> | null> => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (write.role !== "visitor") headers[`x-${write.role}-session`] = sessions[write.role].sessionId;
    Object.assign(headers, write.session);
    const response = await fetch(`${serverUrl}${write.url}`, { method: write.method, headers, body: JSON.stringify(write.body) });
    const text = await response.text();
    if (!response.ok) {
      result.refused.push(`${write.method} ${write.route} (${write.role}): ${response.status} ${text.slice(0, 300)}`);
      return null;
    }
    result.stored.push(...write.fields.map((field) => `${write.method} ${write.route} ${field}`));
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const idOf = (answer: Record<string, unknown> | null, key?: string): number | null => {
    const holder = (key ? answer?.[key] : undefined) as { id?: number } | undefined;
    return holder?.id ?? (answer?.id as number | undefined) ?? null;
  };
  const today = isoDay(new Date(Date.now() + 5.5 * 3_600_000));
  const month = today.slice(0, 7);

  // A visitor: the contact form (the newsletter block takes an e-mail address only, whose pattern refuses markup).
  const inquiry = await send({
    role: "visitor", method: "POST", route: "/api/inquiries", url: "/api/inquiries", fields: ["name", "message"],
    body: { name: payload(100), email: "xss.visitor@example.in", phone: "+91 98220 12345", subject: "general", message: payload(5000) },
  });

  // The employee: leave reasons, correction reason, rent city (the check-in place: the new hire's, below).
  const leave = (days: number) => ({ leaveType: "personal", startDate: addDays(today, days), endDate: addDays(today, days), reason: payload(1000) });
  const leaveRoute = { role: "employee" as const, method: "POST" as const, route: "/api/employee/leave-requests", url: "/api/employee/leave-requests", fields: ["reason"] };
  const approved = idOf(await send({ ...leaveRoute, body: leave(21) }), "leaveRequest") ?? idOf(await send({ ...leaveRoute, body: leave(22) }));
  const rejected = idOf(await send({ ...leaveRoute, body: leave(28) }), "leaveRequest");
  const correctionDay = workingDayBefore(today);
  const correction = await send({
    role: "employee", method: "POST", route: "/api/employee/attendance/corrections", url: "/api/employee/attendance/corrections", fields: ["reason"],
    body: { date: correctionDay, checkIn: "09:30", checkOut: "18:30", reason: payload(300) },
  });
  const second = await send({
    role: "employee", method: "POST", route: "/api/employee/attendance/corrections", url: "/api/employee/attendance/corrections", fields: ["reason"],
    body: { date: workingDayBefore(workingDayBefore(correctionDay)), checkIn: "09:45", checkOut: "18:45", reason: payload(300) },
  });
  await send({ role: "employee", method: "PUT", route: "/api/employee/tax", url: "/api/employee/tax", fields: ["rentCity"], body: { regime: "old", rentPaidMonthly: 20_000, rentCity: payload(100) } });

  // HR: decisions' comments, a correction, policies, holidays, a hire, a revision, a separation, a pay item.
  for (const [id, decision] of [[approved, "approve"], [rejected, "reject"]] as const) {
    if (id === null) continue;
    await send({ role: "hr", method: "POST", route: `/api/hr/leaves/{id}/${decision}`, url: `/api/hr/leaves/${id}/${decision}`, fields: ["comment"], body: { comment: payload(500) } });
  }
  if (approved !== null) await send({ role: "hr", method: "POST", route: "/api/hr/leaves/{id}/cancel", url: `/api/hr/leaves/${approved}/cancel`, fields: ["reason"], body: { reason: payload(500) } });
  const correctionId = idOf(correction, "request") ?? idOf(correction);
  if (correctionId !== null) {
    await send({ role: "hr", method: "POST", route: "/api/hr/attendance/corrections/{id}/reject", url: `/api/hr/attendance/corrections/${correctionId}/reject`, fields: ["comment"], body: { comment: payload(500) } });
  }
  const secondId = idOf(second, "request");
  if (secondId !== null) {
    await send({ role: "hr", method: "POST", route: "/api/hr/attendance/corrections/{id}/approve", url: `/api/hr/attendance/corrections/${secondId}/approve`, fields: ["comment"], body: { comment: payload(500) } });
  }
  await send({
    role: "hr", method: "PUT", route: "/api/hr/attendance/{employeeId}/{date}", url: `/api/hr/attendance/${AARAV}/${addDays(correctionDay, -7)}`, fields: ["reason"],
    body: { checkIn: "09:15", checkOut: "18:15", reason: payload(300) },
  });
  const policy = () => ({ title: payload(200), description: payload(5000), category: "HR", effectiveDate: today, status: "Active" });
  const policyId = idOf(await send({ role: "hr", method: "POST", route: "/api/hr/policies", url: "/api/hr/policies", fields: ["title", "description"], body: policy() }), "policy");
  if (policyId !== null) await send({ role: "hr", method: "PUT", route: "/api/hr/policies/{id}", url: `/api/hr/policies/${policyId}`, fields: ["title", "description"], body: policy() });
  await send({ role: "hr", method: "POST", route: "/api/hr/holidays", url: "/api/hr/holidays", fields: ["name"], body: { date: addDays(today, 40), name: payload(100) } });
  const hire = await send({
    role: "hr", method: "POST", route: "/api/hr/employees", url: "/api/hr/employees", fields: ["name", "position"],
    body: { name: payload(120), email: `xss.hire@${DOMAIN}`, department: "HR", position: payload(100), salary: 30_000, joinDate: addDays(today, -60), phone: "+91 98220 11111", gender: "male", reportingManagerId: SNEHA },
  });
  const hired = idOf(hire, "employee") ?? idOf(hire);
  const temporaryPassword = hire?.temporaryPassword as string | undefined;
  if (temporaryPassword) await storeTeamPayloads(serverUrl, send, idOf, temporaryPassword, sessions.hr, today);
  await send({
    role: "hr", method: "POST", route: "/api/hr/employees/{id}/salary-revisions", url: `/api/hr/employees/${AARAV}/salary-revisions`, fields: ["reason"],
    body: { effectiveFrom: today, reason: payload(500), basicSalary: 41_000, hra: 16_400, transportAllowance: 1_600, medicalAllowance: 1_250, specialAllowance: 5_000, otherAllowances: 0, otherDeductions: 0 },
  });
  if (hired !== null) {
    await send({
      role: "hr", method: "PUT", route: "/api/hr/employees/{id}/separation", url: `/api/hr/employees/${hired}/separation`, fields: ["reason"],
      body: { kind: "resignation", noticeDate: today, lastWorkingDay: addDays(today, 30), noticePeriodDays: 30, noticeShortfall: "waive", reason: payload(500) },
    });
  }
  const item = () => ({ employeeRecordId: AARAV, kind: "bonus", amount: 1_000, reason: payload(500), description: payload(80) });
  const itemId = idOf(await send({ role: "hr", method: "POST", route: "/api/hr/payroll/{month}/items", url: `/api/hr/payroll/${month}/items`, fields: ["reason", "description"], body: item() }), "item");
  if (itemId !== null) {
    await send({ role: "hr", method: "PUT", route: "/api/hr/payroll/{month}/items/{id}", url: `/api/hr/payroll/${month}/items/${itemId}`, fields: ["reason", "description"], body: item() });
  }
  await send({ role: "hr", method: "PUT", route: "/api/hr/tax/{employeeRecordId}", url: `/api/hr/tax/${AARAV}`, fields: ["rentCity"], body: { regime: "old", rentPaidMonthly: 20_000, rentCity: payload(100) } });

  await storeAdminPayloads(send, idOf, inquiry);
  return result;
}

type Send = (write: Write) => Promise<Record<string, unknown> | null>;

/**
 * The manager's decisions (the team routes): the person HR just hired reports to Sneha; they set their own
 * password, check in and out, ask for two leaves and two corrections, and Sneha, switched to her employee portal, decides them.
 */
async function storeTeamPayloads(serverUrl: string, send: Send, idOf: IdOf, temporaryPassword: string, hr: Login, today: string) {
  const post = async (path: string, headers: Record<string, string>, body: unknown) =>
    (await fetch(`${serverUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>;
  const newPassword = "Xss#Bench-2026-team";
  const first = await post(LOGIN_PATHS.employee, {}, { email: `xss.hire@${DOMAIN}`, password: temporaryPassword });
  await post("/api/auth/password", { "x-employee-session": String(first.sessionId) }, { currentPassword: temporaryPassword, newPassword });
  const report = await post(LOGIN_PATHS.employee, {}, { email: `xss.hire@${DOMAIN}`, password: newPassword });
  const manager = await post("/api/hr/switch/employee", { "x-hr-session": hr.sessionId }, { password: DEMO_ACCOUNTS.hr.password });
  const asReport = { "x-employee-session": String(report.sessionId) };
  const asManager = { "x-employee-session": String(manager.sessionId) };
  // The check-in place as the new hire, who has no check-in today (the demo's people have one after 10:00 in Pune).
  for (const action of ["checkin", "checkout"]) {
    await send({
      role: "employee", session: asReport, method: "POST", route: `/api/employee/attendance/${action}`, url: `/api/employee/attendance/${action}`, fields: ["location", "address"],
      body: { location: payload(100), address: payload(500), latitude: 18.559, longitude: 73.7868, accuracy: 20 },
    });
  }
  for (const [offset, decision] of [[14, "approve"], [15, "reject"]] as const) {
    const leave = await post("/api/employee/leave-requests", asReport, { leaveType: "personal", startDate: addDays(today, offset), endDate: addDays(today, offset), reason: "Family function in Satara" });
    const id = idOf(leave, "leaveRequest");
    const url = `/api/employee/team/leaves/${id}/${decision}`;
    await send({ role: "employee", session: asManager, method: "POST", route: `/api/employee/team/leaves/{id}/${decision}`, url, fields: ["comment"], body: { comment: payload(500) } });
  }
  for (const [offset, decision] of [[-14, "approve"], [-21, "reject"]] as const) {
    const day = workingDayBefore(addDays(today, offset));
    const correction = await post("/api/employee/attendance/corrections", asReport, { date: day, checkIn: "09:30", checkOut: "18:30", reason: "Forgot to check in at the site office" });
    const id = idOf(correction, "request");
    const url = `/api/employee/team/corrections/${id}/${decision}`;
    await send({ role: "employee", session: asManager, method: "POST", route: `/api/employee/team/corrections/{id}/${decision}`, url, fields: ["comment"], body: { comment: payload(500) } });
  }
}
type IdOf = (answer: Record<string, unknown> | null, key?: string) => number | null;

/** The admin: a project with its case-study text, a job opening, an employee's full form, an inquiry reply, a newsletter. */
async function storeAdminPayloads(send: Send, idOf: IdOf, inquiry: Record<string, unknown> | null) {
  const admin = { role: "admin" as const };
  const projectFields = ["projectName", "location", "client", "projectManager", "description", "scope", "deliverables", "teamMembers", "notes"];
  const project = () =>
    buildProjectInput({
      projectName: payload(200), location: payload(200), client: payload(200), projectManager: payload(100), description: payload(5000), scope: payload(5000),
      deliverables: [payload(200), payload(200)], teamMembers: [payload(200)], notes: payload(5000),
    });
  const projectId = idOf(await send({ ...admin, method: "POST", route: "/api/admin/projects", url: "/api/admin/projects", fields: projectFields, body: project() }), "project");
  if (projectId !== null) await send({ ...admin, method: "PUT", route: "/api/admin/projects/{id}", url: `/api/admin/projects/${projectId}`, fields: projectFields, body: project() });

  const jobFields = ["title", "location", "experience", "salary", "description", "requirements"];
  const job = () => buildJobInput({ title: payload(120), location: payload(120), experience: payload(60), salary: payload(60), description: payload(5000), requirements: [payload(300), payload(300)] });
  const jobId = idOf(await send({ ...admin, method: "POST", route: "/api/admin/jobs", url: "/api/admin/jobs", fields: jobFields, body: job() }), "job");
  if (jobId !== null) await send({ ...admin, method: "PUT", route: "/api/admin/jobs/{id}", url: `/api/admin/jobs/${jobId}`, fields: jobFields, body: job() });

  const employeeFields = ["firstName", "lastName", "designation", "address", "emergencyContact", "bankName", "providentFundOverrideReason", "professionalTaxOverrideReason", "incomeTaxOverrideReason"];
  const employee = buildEmployeeInput(DOMAIN, {
    employeeId: "EMPXSS1", email: `xss.admin.hire@${DOMAIN}`, firstName: payload(60), lastName: payload(60), designation: payload(100), address: payload(500),
    emergencyContact: `${payload(100)} 9822098220`, bankName: payload(100), providentFund: 1_800, providentFundOverrideReason: payload(200),
    professionalTax: 200, professionalTaxOverrideReason: payload(200), incomeTax: 0, incomeTaxOverrideReason: payload(200),
  });
  const created = await send({ ...admin, method: "POST", route: "/api/admin/employees", url: "/api/admin/employees", fields: employeeFields, body: employee });
  const employeeId = idOf(created, "employee");
  if (employeeId !== null) {
    const again = { ...employee, designation: payload(100), address: payload(500) };
    await send({ ...admin, method: "PUT", route: "/api/admin/employees/{id}", url: `/api/admin/employees/${employeeId}`, fields: employeeFields, body: again });
    await send({ role: "hr", method: "PUT", route: "/api/hr/employees/{id}", url: `/api/hr/employees/${employeeId}`, fields: employeeFields, body: { ...again, bankName: payload(100) } });
  }

  const inquiryId = idOf(inquiry);
  if (inquiryId !== null) {
    await send({ ...admin, method: "POST", route: "/api/admin/inquiries/{id}/replies", url: `/api/admin/inquiries/${inquiryId}/replies`, fields: ["subject", "body"], body: { to: "xss.visitor@example.in", subject: payload(200), body: payload(10000) } });
  }
  await send({ ...admin, method: "POST", route: "/api/admin/newsletters", url: "/api/admin/newsletters", fields: ["subject", "body"], body: { subject: payload(200), body: payload(20000) } });
}

/** Names of fields that are not free text although typed as strings without a pattern (secrets, the honeypot, identifiers, dates). */
const NOT_FREE_TEXT = /[pP]assword|website|token|accountNumber|ifscCode|panNumber|aadharNumber|phone|employeeId|uan|esiIpNumber|stateOfWork|gender|Date|date|Day$|On$|effectiveFrom|expectedCompletion|month|financialYear/;

/** Every free-text field ("METHOD /route field") of a write route's JSON body in the OpenAPI document. */
export async function freeTextFields(serverUrl: string): Promise<string[]> {
  type Schema = { type?: string; enum?: unknown[]; format?: string; pattern?: string; maxLength?: number; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
  const doc = (await (await fetch(`${serverUrl}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>> };
  const fields: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const properties = operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {};
      for (const [name, schema] of Object.entries(properties)) {
        const text = schema.type === "array" ? schema.items : schema;
        if (text?.type === "string" && !text.enum && !text.format && !text.pattern && !NOT_FREE_TEXT.test(name)) fields.push(`${method.toUpperCase()} ${path} ${name}`);
      }
    }
  }
  return fields;
}
