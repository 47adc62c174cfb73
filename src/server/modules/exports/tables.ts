import type { ExportType } from "@/shared/contract/admin";
import { inquirySubjectLabel } from "@/shared/contract/inquiries";
import { businessDateTime } from "@/shared/domain/business-time";
import { estimatedSalary, type SalaryComponents } from "@/shared/domain/payroll/salary";
import { salaryTotals } from "@/shared/domain/payroll/salary-totals";
import type { Db } from "../../db/client";
import { allAudit } from "../audit/store";
import { subjectNames } from "../audit/subject-names";
import { allEmployees } from "../employees/store";
import { allInquiries } from "../inquiries/store";
import { allJobs } from "../jobs/store";
import { allProjects } from "../projects/store";
import { allSubscribers } from "../subscribers/store";
import type { Cell } from "../../http/csv-download";

export interface ExportTable {
  header: string[];
  rows: Cell[][];
}

const list = (items: string[]) => items.join("; ");

/** The rows of each export, from the whole data set, newest first. */
export const exportTables: Record<ExportType, (db: Db, timeZone: string) => Promise<ExportTable>> = {
  projects: async (db, timeZone) => ({
    header: [
      "ID",
      "Project Name",
      "Project Type",
      "Location",
      "Developer/Client",
      "Project Manager",
      "Start Date",
      "End Date",
      "Expected Completion",
      "Budget (INR)",
      "Actual Cost (INR)",
      "Status",
      "Priority",
      "Risk Level",
      "Progress (%)",
      "Deliverables",
      "Team Members",
      "Description",
      "Last Updated",
    ],
    rows: (await allProjects(db)).map((p) => [
      p.id,
      p.projectName,
      p.projectType,
      p.location,
      p.client,
      p.projectManager,
      p.startDate,
      p.endDate,
      p.expectedCompletion,
      p.budget,
      p.actualCost,
      p.status,
      p.priority,
      p.riskLevel,
      p.progress,
      list(p.deliverables),
      list(p.teamMembers),
      p.description,
      businessDateTime(new Date(p.updatedAt), timeZone),
    ]),
  }),
  inquiries: async (db, timeZone) => ({
    header: ["ID", "Received", "Name", "Email", "Phone", "Subject", "Message", "Status", "Replied"],
    rows: (await allInquiries(db)).map((i) => [
      i.id,
      businessDateTime(new Date(i.createdAt), timeZone),
      i.name,
      i.email,
      i.phone,
      inquirySubjectLabel(i.subject),
      i.message,
      i.status === "replied" ? "Replied" : "New",
      i.repliedAt && businessDateTime(new Date(i.repliedAt), timeZone),
    ]),
  }),
  subscribers: async (db, timeZone) => ({
    header: ["Email", "Subscribed", "Status", "Source"],
    rows: (await allSubscribers(db)).map((s) => [
      s.email,
      businessDateTime(new Date(s.subscribedAt), timeZone),
      s.status === "active" ? "Active" : "Inactive",
      s.source,
    ]),
  }),
  jobs: async (db, timeZone) => ({
    header: ["ID", "Title", "Department", "Location", "Type", "Experience", "Salary", "Status", "Posted"],
    rows: (await allJobs(db)).map((j) => [
      j.id,
      j.title,
      j.department,
      j.location,
      j.type,
      j.experience,
      j.salary,
      j.isActive ? "Active" : "Closed",
      businessDateTime(new Date(j.postedAt), timeZone),
    ]),
  }),
  payroll: async (db) => ({
    header: [
      "Employee ID",
      "Name",
      "Department",
      "Designation",
      "Status",
      "Basic Salary",
      "HRA",
      "Transport Allowance",
      "Medical Allowance",
      "Special Allowance",
      "Other Allowances",
      "Monthly CTC",
      "Annual CTC",
      "Provident Fund",
      "Professional Tax",
      "Income Tax",
      "Other Deductions",
      "Total Deductions",
      "Net Salary",
      "Bank Name",
      "Account Number",
      "IFSC Code",
      "Salary Data",
    ],
    rows: (await allEmployees(db)).map((e) => {
      // A person without a salary structure is paid on the standard estimate (docs/product.md section 10.1), and the row says so.
      // The deductions are a full month's as the payroll computes them (overrides where HR set one), never typed figures.
      const salary: SalaryComponents = e.hasSalaryData ? e : estimatedSalary();
      const totals = salaryTotals({ ...e, ...salary });
      const deductions = totals.monthlyDeductions;
      return [
        e.employeeId,
        `${e.firstName} ${e.lastName}`.trim(),
        e.department,
        e.designation,
        e.isActive ? "Active" : "Inactive",
        salary.basicSalary,
        salary.hra,
        salary.transportAllowance,
        salary.medicalAllowance,
        salary.specialAllowance,
        salary.otherAllowances,
        totals.ctcMonthly,
        totals.ctcAnnual,
        deductions.providentFund,
        deductions.professionalTax,
        deductions.incomeTax,
        deductions.otherDeductions,
        totals.totalDeductions,
        totals.netSalary,
        e.bankName,
        e.accountNumber,
        e.ifscCode,
        e.hasSalaryData ? "Recorded" : "Estimated",
      ];
    }),
  }),
  audit: async (db, timeZone) => {
    const entries = await allAudit(db);
    // "employee:12" is kept for tracing; the name beside it ("Aarav Deshmukh (EMP0012)") is what a reader needs.
    const names = await subjectNames(
      db,
      entries.map((a) => a.subject),
    );
    return {
      header: ["When", "Event", "By", "By Email", "Record", "Record Name", "Details", "Address"],
      rows: entries.map((a) => [
        businessDateTime(new Date(a.at), timeZone),
        a.event,
        a.actor?.name,
        a.actor?.email,
        a.subject,
        a.subject === null ? null : names.get(a.subject),
        a.details && JSON.stringify(a.details),
        a.ip,
      ]),
    };
  },
};
