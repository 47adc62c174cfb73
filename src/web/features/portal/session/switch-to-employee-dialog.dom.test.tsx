import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { passwordRequiredMessage, type EmployeeSummary } from "@/shared/contract/auth";
import { SWITCH_TO_EMPLOYEE_PATHS, switchMessages } from "@/shared/contract/portal-switch";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { storedUser } from "@/web/lib/session";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { SwitchToEmployeeButton } from "./switch-to-employee-dialog";

const employee: EmployeeSummary = {
  id: 7,
  employeeId: "EMP007",
  firstName: "Sneha",
  lastName: "Patil",
  name: "Sneha Patil",
  email: "sneha.patil@example.in",
  phone: null,
  department: "HR",
  designation: "HR Manager",
  role: "hr",
};
const password = () => screen.getByLabelText("Password");
const open = () => screen.getByRole("button", { name: "Open Employee Portal" });

async function openDialog() {
  const view = renderWithProviders(<SwitchToEmployeeButton from="hr" />, { path: "/hr" });
  await view.user.click(screen.getByRole("button", { name: "My Employee Portal" }));
  return view;
}

describe("My Employee Portal", () => {
  it("asks for the password before sending anything", async () => {
    const api = fakeApi();
    const { user } = await openDialog();
    await user.click(open());
    expect(fieldError(password())).toBe(passwordRequiredMessage);
    expect(api.requests).toEqual([]);
  });

  it("opens the employee portal beside this one and goes to its dashboard", async () => {
    const api = fakeApi();
    api.answer("POST", SWITCH_TO_EMPLOYEE_PATHS.hr, { sessionId: "e", employee });
    const { user, history } = await openDialog();
    await user.type(password(), "my password 1");
    await user.click(open());
    expect(await screen.findByText("Employee portal opened")).toBeTruthy();
    expect(api.sent("POST", SWITCH_TO_EMPLOYEE_PATHS.hr)).toEqual([{ password: "my password 1" }]);
    expect(storedUser("employee")).toEqual(employee);
    expect(history.at(-1)).toBe(DASHBOARD_PATHS.employee);
  });

  it("puts a wrong password under the field and empties it", async () => {
    const api = fakeApi();
    api.fail("POST", SWITCH_TO_EMPLOYEE_PATHS.hr, 400, {
      message: "Invalid input",
      fieldErrors: { password: [switchMessages.wrongPassword] },
    });
    const { user, history } = await openDialog();
    await user.type(password(), "not my password");
    await user.click(open());
    expect(await screen.findByText(switchMessages.wrongPassword)).toBeTruthy();
    expect(fieldError(password())).toBe(switchMessages.wrongPassword);
    expect(password()).toHaveProperty("value", "");
    expect(history).toEqual(["/hr"]);
  });

  it("shows a refusal's message (no employee record, an inactive one) and stays", async () => {
    const api = fakeApi();
    api.fail("POST", SWITCH_TO_EMPLOYEE_PATHS.hr, 409, { message: switchMessages.noEmployeeRecord });
    const { user, history } = await openDialog();
    await user.type(password(), "my password 1");
    await user.click(open());
    expect(await screen.findByText(switchMessages.noEmployeeRecord)).toBeTruthy();
    api.fail("POST", SWITCH_TO_EMPLOYEE_PATHS.hr, 403, { message: switchMessages.inactiveRecord });
    await user.type(password(), "my password 1");
    await user.click(open());
    expect(await screen.findByText(switchMessages.inactiveRecord)).toBeTruthy();
    expect(history).toEqual(["/hr"]);
  });
});
