import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { employeeDeactivatePath, employeeResetPasswordPath, employeeRolePath } from "@/shared/contract/employees";
import { employeeRecord } from "@/web/testing/employee";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { EmployeeAccountSection } from "./employee-account-section";

const employee = employeeRecord();
const dialog = () => screen.getByRole("dialog");

describe("the admin's account actions", () => {
  it("changes the role only once another is chosen and confirmed", async () => {
    const api = fakeApi();
    api.answer("PUT", employeeRolePath(employee.id), employeeRecord({ account: { ...employee.account!, role: "hr" } }));
    const { user } = renderWithProviders(<EmployeeAccountSection employee={employee} />);
    expect(screen.getByRole("button", { name: "Change Role" })).toHaveProperty("disabled", true);
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "hr");
    await user.click(screen.getByRole("button", { name: "Change Role" }));
    expect(within(dialog()).getByText("Make Kavya Kulkarni HR?")).toBeTruthy();
    await user.click(within(dialog()).getByRole("button", { name: "Change Role" }));
    expect(await screen.findByText("Role changed")).toBeTruthy();
    expect(api.sent("PUT", employeeRolePath(employee.id))).toEqual([{ role: "hr" }]);
  });

  it("deactivates once confirmed; Cancel sends nothing", async () => {
    const api = fakeApi();
    api.answer("POST", employeeDeactivatePath(employee.id), employeeRecord({ isActive: false }));
    const { user } = renderWithProviders(<EmployeeAccountSection employee={employee} />);
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    await user.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    expect(api.requests).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    expect(within(dialog()).getByText(/every signed-in session ends now/)).toBeTruthy();
    await user.click(within(dialog()).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Employee deactivated")).toBeTruthy();
    expect(api.requests).toMatchObject([{ method: "POST", path: employeeDeactivatePath(employee.id) }]);
  });

  it("shows the temporary password a reset issues", async () => {
    const api = fakeApi();
    api.answer("POST", employeeResetPasswordPath(employee.id), { temporaryPassword: "Teak-Monsoon-42" });
    const { user } = renderWithProviders(<EmployeeAccountSection employee={employee} />);
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    await user.click(within(dialog()).getByRole("button", { name: "Reset Password" }));
    expect((await screen.findByRole("dialog", { name: "Temporary Password" })).textContent).toContain("Teak-Monsoon-42");
  });

  it("shows a refusal's message", async () => {
    const api = fakeApi();
    api.fail("POST", employeeDeactivatePath(employee.id), 409, { message: "You cannot deactivate your own account" });
    const { user } = renderWithProviders(<EmployeeAccountSection employee={employee} />);
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    await user.click(within(dialog()).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("You cannot deactivate your own account")).toBeTruthy();
  });
});
