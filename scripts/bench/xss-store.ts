import type { Portal } from "../../src/shared/contract/auth";
import { AARAV, DOMAIN, SNEHA, addDays, isoDay, workingDayBefore, type Login, type Write } from "./xss-demo";
import { payload } from "./xss-payloads";
import { storeAdminPayloads, storeTeamPayloads } from "./xss-store-team-admin";

/**
 * The saving half of the stored-XSS scenario (xss.ts): the payloads (xss-payloads.ts) through the text fields a
 * visitor, an employee, HR and the admin can fill, each through the API route its screen uses; a manager's and the
 * admin's writes are in xss-store-team-admin.ts.
 */
export interface StoreResult {
  /** "METHOD /route field" of every payload the server accepted and stored. */
  stored: string[];
  /** Writes the server refused (status and message): a payload that could not be saved is not tested. */
  refused: string[];
}

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
    role: "visitor",
    method: "POST",
    route: "/api/inquiries",
    url: "/api/inquiries",
    fields: ["name", "message"],
    body: { name: payload(100), email: "xss.visitor@example.in", phone: "+91 98220 12345", subject: "general", message: payload(5000) },
  });

  // The employee: leave reasons, correction reason, rent city (the check-in place: the new hire's, below).
  const leave = (days: number) => ({
    leaveType: "personal",
    startDate: addDays(today, days),
    endDate: addDays(today, days),
    reason: payload(1000),
  });
  const leaveRoute = {
    role: "employee" as const,
    method: "POST" as const,
    route: "/api/employee/leave-requests",
    url: "/api/employee/leave-requests",
    fields: ["reason"],
  };
  const approved =
    idOf(await send({ ...leaveRoute, body: leave(21) }), "leaveRequest") ?? idOf(await send({ ...leaveRoute, body: leave(22) }));
  const rejected = idOf(await send({ ...leaveRoute, body: leave(28) }), "leaveRequest");
  const correctionDay = workingDayBefore(today);
  const correction = await send({
    role: "employee",
    method: "POST",
    route: "/api/employee/attendance/corrections",
    url: "/api/employee/attendance/corrections",
    fields: ["reason"],
    body: { date: correctionDay, checkIn: "09:30", checkOut: "18:30", reason: payload(300) },
  });
  const second = await send({
    role: "employee",
    method: "POST",
    route: "/api/employee/attendance/corrections",
    url: "/api/employee/attendance/corrections",
    fields: ["reason"],
    body: { date: workingDayBefore(workingDayBefore(correctionDay)), checkIn: "09:45", checkOut: "18:45", reason: payload(300) },
  });
  await send({
    role: "employee",
    method: "PUT",
    route: "/api/employee/tax",
    url: "/api/employee/tax",
    fields: ["rentCity"],
    body: { regime: "old", rentPaidMonthly: 20_000, rentCity: payload(100) },
  });

  // HR: decisions' comments, a correction, policies, holidays, a hire, a revision, a separation, a pay item.
  for (const [id, decision] of [
    [approved, "approve"],
    [rejected, "reject"],
  ] as const) {
    if (id === null) continue;
    await send({
      role: "hr",
      method: "POST",
      route: `/api/hr/leaves/{id}/${decision}`,
      url: `/api/hr/leaves/${id}/${decision}`,
      fields: ["comment"],
      body: { comment: payload(500) },
    });
  }
  if (approved !== null)
    await send({
      role: "hr",
      method: "POST",
      route: "/api/hr/leaves/{id}/cancel",
      url: `/api/hr/leaves/${approved}/cancel`,
      fields: ["reason"],
      body: { reason: payload(500) },
    });
  const correctionId = idOf(correction, "request") ?? idOf(correction);
  if (correctionId !== null) {
    await send({
      role: "hr",
      method: "POST",
      route: "/api/hr/attendance/corrections/{id}/reject",
      url: `/api/hr/attendance/corrections/${correctionId}/reject`,
      fields: ["comment"],
      body: { comment: payload(500) },
    });
  }
  const secondId = idOf(second, "request");
  if (secondId !== null) {
    await send({
      role: "hr",
      method: "POST",
      route: "/api/hr/attendance/corrections/{id}/approve",
      url: `/api/hr/attendance/corrections/${secondId}/approve`,
      fields: ["comment"],
      body: { comment: payload(500) },
    });
  }
  await send({
    role: "hr",
    method: "PUT",
    route: "/api/hr/attendance/{employeeId}/{date}",
    url: `/api/hr/attendance/${AARAV}/${addDays(correctionDay, -7)}`,
    fields: ["reason"],
    body: { checkIn: "09:15", checkOut: "18:15", reason: payload(300) },
  });
  const policy = () => ({ title: payload(200), description: payload(5000), category: "HR", effectiveDate: today, status: "Active" });
  const policyId = idOf(
    await send({
      role: "hr",
      method: "POST",
      route: "/api/hr/policies",
      url: "/api/hr/policies",
      fields: ["title", "description"],
      body: policy(),
    }),
    "policy",
  );
  if (policyId !== null)
    await send({
      role: "hr",
      method: "PUT",
      route: "/api/hr/policies/{id}",
      url: `/api/hr/policies/${policyId}`,
      fields: ["title", "description"],
      body: policy(),
    });
  await send({
    role: "hr",
    method: "POST",
    route: "/api/hr/holidays",
    url: "/api/hr/holidays",
    fields: ["name"],
    body: { date: addDays(today, 40), name: payload(100) },
  });
  const hire = await send({
    role: "hr",
    method: "POST",
    route: "/api/hr/employees",
    url: "/api/hr/employees",
    fields: ["name", "position"],
    body: {
      name: payload(120),
      email: `xss.hire@${DOMAIN}`,
      department: "HR",
      position: payload(100),
      salary: 30_000,
      joinDate: addDays(today, -60),
      phone: "+91 98220 11111",
      gender: "male",
      reportingManagerId: SNEHA,
    },
  });
  const hired = idOf(hire, "employee") ?? idOf(hire);
  const temporaryPassword = hire?.temporaryPassword as string | undefined;
  if (temporaryPassword) await storeTeamPayloads(serverUrl, send, idOf, temporaryPassword, sessions.hr, today);
  await send({
    role: "hr",
    method: "POST",
    route: "/api/hr/employees/{id}/salary-revisions",
    url: `/api/hr/employees/${AARAV}/salary-revisions`,
    fields: ["reason"],
    body: {
      effectiveFrom: today,
      reason: payload(500),
      basicSalary: 41_000,
      hra: 16_400,
      transportAllowance: 1_600,
      medicalAllowance: 1_250,
      specialAllowance: 5_000,
      otherAllowances: 0,
      otherDeductions: 0,
    },
  });
  if (hired !== null) {
    await send({
      role: "hr",
      method: "PUT",
      route: "/api/hr/employees/{id}/separation",
      url: `/api/hr/employees/${hired}/separation`,
      fields: ["reason"],
      body: {
        kind: "resignation",
        noticeDate: today,
        lastWorkingDay: addDays(today, 30),
        noticePeriodDays: 30,
        noticeShortfall: "waive",
        reason: payload(500),
      },
    });
  }
  const item = () => ({ employeeRecordId: AARAV, kind: "bonus", amount: 1_000, reason: payload(500), description: payload(80) });
  const itemId = idOf(
    await send({
      role: "hr",
      method: "POST",
      route: "/api/hr/payroll/{month}/items",
      url: `/api/hr/payroll/${month}/items`,
      fields: ["reason", "description"],
      body: item(),
    }),
    "item",
  );
  if (itemId !== null) {
    await send({
      role: "hr",
      method: "PUT",
      route: "/api/hr/payroll/{month}/items/{id}",
      url: `/api/hr/payroll/${month}/items/${itemId}`,
      fields: ["reason", "description"],
      body: item(),
    });
  }
  await send({
    role: "hr",
    method: "PUT",
    route: "/api/hr/tax/{employeeRecordId}",
    url: `/api/hr/tax/${AARAV}`,
    fields: ["rentCity"],
    body: { regime: "old", rentPaidMonthly: 20_000, rentCity: payload(100) },
  });

  await storeAdminPayloads(send, idOf, inquiry);
  return result;
}
