import { LOGIN_PATHS } from "../../src/shared/contract/auth";
import { buildEmployeeInput, buildJobInput, buildProjectInput } from "../../src/server/seed/builders";
import { DEMO_ACCOUNTS, DOMAIN, addDays, workingDayBefore, type IdOf, type Login, type Send } from "./xss-demo";
import { payload } from "./xss-payloads";

/**
 * The manager's decisions (the team routes): the person HR just hired reports to Sneha; they set their own
 * password, check in and out, ask for two leaves and two corrections, and Sneha, switched to her employee portal, decides them.
 */
export async function storeTeamPayloads(serverUrl: string, send: Send, idOf: IdOf, temporaryPassword: string, hr: Login, today: string) {
  const post = async (path: string, headers: Record<string, string>, body: unknown) =>
    (
      await fetch(`${serverUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      })
    ).json() as Promise<Record<string, unknown>>;
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
      role: "employee",
      session: asReport,
      method: "POST",
      route: `/api/employee/attendance/${action}`,
      url: `/api/employee/attendance/${action}`,
      fields: ["location", "address"],
      body: { location: payload(100), address: payload(500), latitude: 18.559, longitude: 73.7868, accuracy: 20 },
    });
  }
  for (const [offset, decision] of [
    [14, "approve"],
    [15, "reject"],
  ] as const) {
    const leave = await post("/api/employee/leave-requests", asReport, {
      leaveType: "personal",
      startDate: addDays(today, offset),
      endDate: addDays(today, offset),
      reason: "Family function in Satara",
    });
    const id = idOf(leave, "leaveRequest");
    const url = `/api/employee/team/leaves/${id}/${decision}`;
    await send({
      role: "employee",
      session: asManager,
      method: "POST",
      route: `/api/employee/team/leaves/{id}/${decision}`,
      url,
      fields: ["comment"],
      body: { comment: payload(500) },
    });
  }
  for (const [offset, decision] of [
    [-14, "approve"],
    [-21, "reject"],
  ] as const) {
    const day = workingDayBefore(addDays(today, offset));
    const correction = await post("/api/employee/attendance/corrections", asReport, {
      date: day,
      checkIn: "09:30",
      checkOut: "18:30",
      reason: "Forgot to check in at the site office",
    });
    const id = idOf(correction, "request");
    const url = `/api/employee/team/corrections/${id}/${decision}`;
    await send({
      role: "employee",
      session: asManager,
      method: "POST",
      route: `/api/employee/team/corrections/{id}/${decision}`,
      url,
      fields: ["comment"],
      body: { comment: payload(500) },
    });
  }
}

/** The admin: a project with its case-study text, a job opening, an employee's full form, an inquiry reply, a newsletter. */
export async function storeAdminPayloads(send: Send, idOf: IdOf, inquiry: Record<string, unknown> | null) {
  const admin = { role: "admin" as const };
  const projectFields = [
    "projectName",
    "location",
    "client",
    "projectManager",
    "description",
    "scope",
    "deliverables",
    "teamMembers",
    "notes",
  ];
  const project = () =>
    buildProjectInput({
      projectName: payload(200),
      location: payload(200),
      client: payload(200),
      projectManager: payload(100),
      description: payload(5000),
      scope: payload(5000),
      deliverables: [payload(200), payload(200)],
      teamMembers: [payload(200)],
      notes: payload(5000),
    });
  const projectId = idOf(
    await send({
      ...admin,
      method: "POST",
      route: "/api/admin/projects",
      url: "/api/admin/projects",
      fields: projectFields,
      body: project(),
    }),
    "project",
  );
  if (projectId !== null)
    await send({
      ...admin,
      method: "PUT",
      route: "/api/admin/projects/{id}",
      url: `/api/admin/projects/${projectId}`,
      fields: projectFields,
      body: project(),
    });

  const jobFields = ["title", "location", "experience", "salary", "description", "requirements"];
  const job = () =>
    buildJobInput({
      title: payload(120),
      location: payload(120),
      experience: payload(60),
      salary: payload(60),
      description: payload(5000),
      requirements: [payload(300), payload(300)],
    });
  const jobId = idOf(
    await send({ ...admin, method: "POST", route: "/api/admin/jobs", url: "/api/admin/jobs", fields: jobFields, body: job() }),
    "job",
  );
  if (jobId !== null)
    await send({ ...admin, method: "PUT", route: "/api/admin/jobs/{id}", url: `/api/admin/jobs/${jobId}`, fields: jobFields, body: job() });

  const employeeFields = [
    "firstName",
    "lastName",
    "designation",
    "address",
    "emergencyContact",
    "bankName",
    "providentFundOverrideReason",
    "professionalTaxOverrideReason",
    "incomeTaxOverrideReason",
  ];
  const employee = buildEmployeeInput(DOMAIN, {
    employeeId: "EMPXSS1",
    email: `xss.admin.hire@${DOMAIN}`,
    firstName: payload(60),
    lastName: payload(60),
    designation: payload(100),
    address: payload(500),
    emergencyContact: `${payload(100)} 9822098220`,
    bankName: payload(100),
    providentFund: 1_800,
    providentFundOverrideReason: payload(200),
    professionalTax: 200,
    professionalTaxOverrideReason: payload(200),
    incomeTax: 0,
    incomeTaxOverrideReason: payload(200),
  });
  const created = await send({
    ...admin,
    method: "POST",
    route: "/api/admin/employees",
    url: "/api/admin/employees",
    fields: employeeFields,
    body: employee,
  });
  const employeeId = idOf(created, "employee");
  if (employeeId !== null) {
    const again = { ...employee, designation: payload(100), address: payload(500) };
    await send({
      ...admin,
      method: "PUT",
      route: "/api/admin/employees/{id}",
      url: `/api/admin/employees/${employeeId}`,
      fields: employeeFields,
      body: again,
    });
    await send({
      role: "hr",
      method: "PUT",
      route: "/api/hr/employees/{id}",
      url: `/api/hr/employees/${employeeId}`,
      fields: employeeFields,
      body: { ...again, bankName: payload(100) },
    });
  }

  const inquiryId = idOf(inquiry);
  if (inquiryId !== null) {
    await send({
      ...admin,
      method: "POST",
      route: "/api/admin/inquiries/{id}/replies",
      url: `/api/admin/inquiries/${inquiryId}/replies`,
      fields: ["subject", "body"],
      body: { to: "xss.visitor@example.in", subject: payload(200), body: payload(10000) },
    });
  }
  await send({
    ...admin,
    method: "POST",
    route: "/api/admin/newsletters",
    url: "/api/admin/newsletters",
    fields: ["subject", "body"],
    body: { subject: payload(200), body: payload(20000) },
  });
}
