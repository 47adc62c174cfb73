import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { HrEmployee } from "@/shared/contract/hr";
import { DataTable } from "@/web/components/portal/data-table";
import { employeeColumns } from "./employee-columns";

const person: HrEmployee = {
  id: 4,
  employeeId: "EMP004",
  firstName: "Aarav",
  lastName: "Deshmukh",
  email: "aarav@example.com",
  phone: "9822045678",
  department: "Sales",
  designation: null,
  dateOfJoining: "2024-06-01",
  reportingManagerId: null,
  reportingManagerName: null,
  basicSalary: 40000,
  ctcMonthly: 123456,
  hasSalaryData: true,
  accountNumber: null,
  ifscCode: null,
  isActive: true,
};
const actions = { onView: () => undefined, onEdit: () => undefined };
const render = (view: "admin" | "hr") =>
  renderToStaticMarkup(
    <DataTable
      label="Employees"
      columns={employeeColumns<HrEmployee>(view, actions)}
      rows={[person]}
      empty="None"
      rowKey={(row) => row.id}
    />,
  );
const headers = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);

describe("employeeColumns", () => {
  it("gives the admin's directory its columns", () => {
    const html = render("admin");
    expect(headers(html)).toEqual(["Employee ID", "Name", "Department", "Designation", "Monthly CTC", "Status", "Actions"]);
    for (const text of [">EMP004<", ">Aarav Deshmukh<", ">Sales<", ">-<", "₹1,23,456", ">Active<", 'aria-label="Edit Aarav Deshmukh"'])
      expect(html).toContain(text);
  });

  it("gives HR's directory its columns, the ID under the name and 'Not set' without a salary", () => {
    const html = renderToStaticMarkup(
      <DataTable
        label="Employees"
        columns={employeeColumns<HrEmployee>("hr", actions)}
        rows={[{ ...person, hasSalaryData: false }]}
        empty="None"
        rowKey={(row) => row.id}
      />,
    );
    expect(headers(html)).toEqual(["Name", "Department", "Position", "Email", "Salary", "Status", "Actions"]);
    for (const text of [">Aarav Deshmukh<", ">EMP004<", ">aarav@example.com<", ">Not set<", 'aria-label="View Aarav Deshmukh"'])
      expect(html).toContain(text);
    expect(render("hr")).toContain("₹1,23,456");
  });
});
