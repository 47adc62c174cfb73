import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/contract/auth";
import { overrideMessages } from "@/shared/contract/deduction-overrides";
import {
  ADMIN_EMPLOYEES_PATH,
  employeeMessages,
  employeePath,
  loginEmailMessage,
  managerLoginEmailMessage,
  requiredMessage,
  type Employee,
} from "@/shared/contract/employees";
import { employeeRecord } from "@/web/testing/employee";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { EmployeeFormDialog } from "./employee-form-dialog";

const box = (name: string) => screen.getByRole("textbox", { name });
const email = () => box("Email");

function open(props: { employee?: Employee; area?: "admin" | "hr"; viewer?: Role } = {}) {
  const api = fakeApi();
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<EmployeeFormDialog open onClose={onClose} {...props} />) };
}

describe("the employee form's login e-mail (docs/product.md section 7.3)", () => {
  it("is read-only for HR on an HR account, with the contract's reason under it", () => {
    open({
      employee: employeeRecord({ account: { role: "hr", isActive: true, mustChangePassword: false, lastLoginAt: null } }),
      area: "hr",
      viewer: "hr",
    });
    expect(email()).toHaveProperty("readOnly", true);
    expect(document.getElementById(email().getAttribute("aria-describedby")!)?.textContent).toBe(loginEmailMessage);
  });

  it("is read-only for HR on a manager's account, with the manager's reason", () => {
    open({ employee: employeeRecord({ hasDirectReports: true }), area: "hr", viewer: "hr" });
    expect(email()).toHaveProperty("readOnly", true);
    expect(document.getElementById(email().getAttribute("aria-describedby")!)?.textContent).toBe(managerLoginEmailMessage);
  });

  it("is editable for HR on an employee account that manages nobody, and for an admin on an HR account", () => {
    const { unmount } = open({ employee: employeeRecord(), area: "hr", viewer: "hr" });
    expect(email()).toHaveProperty("readOnly", false);
    unmount();
    open({
      employee: employeeRecord({ account: { role: "hr", isActive: true, mustChangePassword: false, lastLoginAt: null } }),
      viewer: "admin",
    });
    expect(email()).toHaveProperty("readOnly", false);
    expect(screen.queryByText(loginEmailMessage)).toBeNull();
  });
});

describe("HR's Edit Employee", () => {
  it("sends the record with the identifiers left blank (kept) to PUT /api/hr/employees/{id}", async () => {
    const { api, user, onClose } = open({ employee: employeeRecord(), area: "hr", viewer: "hr" });
    api.answer("PUT", employeePath(7, "hr"), employeeRecord({ designation: "Senior Sales Manager" }));
    await user.clear(box("Designation"));
    await user.type(box("Designation"), "Senior Sales Manager");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Employee updated successfully")).toBeTruthy();
    const [sent] = api.sent("PUT", employeePath(7, "hr")) as Record<string, unknown>[];
    expect(sent).toMatchObject({
      employeeId: "EMP007",
      designation: "Senior Sales Manager",
      basicSalary: 50000,
      accountNumber: "",
      panNumber: "",
      aadharNumber: "",
      ifscCode: "HDFC0001234",
    });
    expect(sent).toMatchObject({ providentFund: null, professionalTax: null, incomeTax: null, pfMember: true, gender: "female" });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("keeps the form open with a 403's message in the error toast, and a 400's field error under its field", async () => {
    const { api, user, onClose } = open({ employee: employeeRecord(), area: "hr", viewer: "hr" });
    api.fail("PUT", employeePath(7, "hr"), 403, { message: "HR may not change the record of an admin account" });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("HR may not change the record of an admin account")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    api.fail("PUT", employeePath(7, "hr"), 400, { message: "Invalid input", fieldErrors: { email: [managerLoginEmailMessage] } });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findAllByText(managerLoginEmailMessage);
    expect(fieldError(email())).toBe(managerLoginEmailMessage);
  });

  it("asks for an override's reason under the reason field before sending", async () => {
    const { api, user } = open({ employee: employeeRecord(), area: "hr", viewer: "hr" });
    await user.click(screen.getByRole("button", { name: "Override a deduction" }));
    await user.type(box("Provident Fund override (₹ a month)"), "1200");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const reason = box("Reason for the provident fund override");
    expect(await screen.findByText(overrideMessages.reason("providentFund"))).toBeTruthy();
    expect(fieldError(reason)).toBe(overrideMessages.reason("providentFund"));
    expect(api.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });
});

describe("the admin's Add New Employee", () => {
  it("shows the contract's message under the empty required fields and sends nothing", async () => {
    const { api, user } = open();
    await user.click(screen.getByRole("button", { name: "Create Employee" }));
    expect(await screen.findByText(requiredMessage("employeeId"))).toBeTruthy();
    expect(fieldError(box("Employee ID"))).toBe(requiredMessage("employeeId"));
    expect(fieldError(box("First Name"))).toBe(requiredMessage("firstName"));
    expect(fieldError(email())).toBe(employeeMessages.email);
    expect(fieldError(screen.getByRole("textbox", { name: "Phone Number" }))).toBe(employeeMessages.phone);
    expect(fieldError(box("Emergency Contact"))).toBe(employeeMessages.emergencyContact);
    expect(fieldError(box("Bank Name"))).toBe(requiredMessage("bankName"));
    expect(fieldError(box("PAN Number"))).toBe(requiredMessage("panNumber"));
    expect(api.sent("POST", ADMIN_EMPLOYEES_PATH)).toEqual([]);
  });
});
