/** The formula and script payloads of export-inertness.test.ts, and the data that carries them (not used by the product). */
import type { LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { ADMIN_JOBS_PATH } from "@/shared/contract/jobs";
import { ADMIN_PROJECTS_PATH } from "@/shared/contract/projects";
import { attendanceCorrectionPath } from "@/shared/contract/hr-attendance";
import { INQUIRIES_PATH } from "@/shared/contract/inquiries";
import { finalisePath } from "@/shared/contract/payroll";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { SUBSCRIBERS_PATH } from "@/shared/contract/subscribers";
import { businessInstant } from "@/shared/domain/business-time";
import { attendanceRecords, staffAccounts } from "../db/schema";
import { buildJobInput, buildProjectInput } from "../seed/builders";
import { createAdminTestApp } from "./admin-test-app";
import { freshAddress, people } from "./helpers";
import { hire, worked } from "./payroll-people";

export type Hired = Awaited<ReturnType<typeof hire>>;

export const FORMULA = {
  hyperlink: '=HYPERLINK("http://x","y")',
  dde: "+cmd|' /C calc'!A0",
  at: "@SUM(1)",
  minus: "-2+3",
  // A leading tab is trimmed by every text field (contract/common.ts) and a carriage return refused; what is left must still be inert.
  tab: "\t=1+1",
};
export const SCRIPT = "<script>window.__xss=1</script>";
const EVENT = `<img src=x onerror="window.__xss=1">`;
/** Short payloads, for the payslip: its Name and Designation cells shorten long values with an ellipsis. */
export const PDF_NAME = { firstName: "<svg onload=x>", lastName: "=1+1" };
export const PDF_DESIGNATION = "<script>x</script>";

const ok = (response: LightMyRequestResponse, status = 201) => expect(response.statusCode, response.body).toBe(status);

/**
 * The app on Thursday 31 December 2026 in Pune (December can be finalised, and carries Maharashtra's labour welfare
 * fund), with the payloads in every place an export reads, each accepted, and December finalised: `person` carries
 * the long payloads, `pdfPerson` the short ones.
 */
export async function createExportPayloadApp() {
  const ctx = await createAdminTestApp("2026-12-31T10:00:00.000Z");
  // Gross 15,000: covered by ESI (esic.xls), professional tax (professional-tax.csv), labour welfare fund in December (lwf.csv).
  const person = await hire(ctx, {
    firstName: FORMULA.hyperlink,
    lastName: FORMULA.dde,
    designation: `${FORMULA.at} ${EVENT}`,
    address: FORMULA.tab,
    bankName: FORMULA.minus,
    gender: "male",
    dateOfJoining: "2024-01-01",
    esiIpNumber: "3112345678",
    basicSalary: 9_000,
    hra: 3_600,
    transportAllowance: 0,
    medicalAllowance: 0,
    specialAllowance: 2_400,
  });
  const pdfPerson = await hire(ctx, {
    ...PDF_NAME,
    designation: PDF_DESIGNATION,
    bankName: "@SUM(1)",
    gender: "female",
    dateOfJoining: "2024-01-01",
  });
  await worked(ctx, person.record.id, "2026-12-01", "2026-12-29");
  // The audit file's By column is the account's name: HR's is a formula when HR corrects a day below. (Set in the
  // table: the account's name follows the admin's edit of the whole record; what is tested here is the export.)
  await ctx.database.db.update(staffAccounts).set({ name: FORMULA.minus }).where(eq(staffAccounts.email, people.hr.email));
  // 30 December: a long day with a typed address (overtime.csv, report.csv), corrected by HR with a reason (report.csv).
  await ctx.database.db.insert(attendanceRecords).values({
    employeeRecordId: person.record.id,
    date: "2026-12-30",
    status: "Present",
    checkInAddress: FORMULA.dde,
    checkInAt: businessInstant("2026-12-30", "08:00", "Asia/Kolkata"),
    checkOutAt: businessInstant("2026-12-30", "21:00", "Asia/Kolkata"),
  });
  ok(
    await ctx.app.inject({
      method: "PUT",
      url: attendanceCorrectionPath(person.record.id, "2026-12-30"),
      headers: ctx.headers.hr,
      payload: { checkIn: "08:00", checkOut: "21:00", reason: FORMULA.at },
    }),
    200,
  );

  ok(
    await ctx.asAdmin({
      method: "POST",
      url: ADMIN_PROJECTS_PATH,
      payload: buildProjectInput({
        projectName: FORMULA.hyperlink,
        location: FORMULA.dde,
        client: FORMULA.at,
        projectManager: FORMULA.minus,
        description: FORMULA.tab,
        scope: SCRIPT,
        notes: EVENT,
        deliverables: [FORMULA.at, SCRIPT],
        teamMembers: [FORMULA.dde],
      }),
    }),
  );
  ok(
    await ctx.asAdmin({
      method: "POST",
      url: ADMIN_JOBS_PATH,
      payload: buildJobInput({
        title: FORMULA.hyperlink,
        location: FORMULA.dde,
        experience: FORMULA.minus,
        salary: FORMULA.at,
        description: SCRIPT,
        requirements: [FORMULA.tab],
      }),
    }),
  );
  const visitor = { remoteAddress: freshAddress() };
  ok(
    await ctx.app.inject({
      method: "POST",
      url: INQUIRIES_PATH,
      ...visitor,
      payload: {
        name: FORMULA.hyperlink,
        email: "-2+3@example.in",
        phone: "+91 98220 12345",
        subject: "general",
        message: `${FORMULA.at} ${SCRIPT}`,
      },
    }),
  );
  ok(
    await ctx.app.inject({
      method: "POST",
      url: SUBSCRIBERS_PATH,
      remoteAddress: freshAddress(),
      payload: { email: "+reader@example.in" },
    }),
  );
  ok(await ctx.app.inject({ method: "POST", url: finalisePath("2026-12"), headers: ctx.headers.hr }), 200);
  // The bank file needs the company's debit account (docs/product.md section 9.14.1).
  ok(
    await ctx.asAdmin({
      method: "PUT",
      url: ADMIN_SETTINGS_PATH,
      payload: { ...DEFAULT_SETTINGS, debitAccountNumber: "912020012345678", debitIfsc: "UTIB0000240" },
    }),
    200,
  );
  return { ctx, person, pdfPerson };
}
