import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EMPLOYEE_LEAVE_PATH, EMPLOYEE_PROFILE_PATH, leaveMessages, type Profile } from "@/shared/contract/employee-portal";
import { EMPLOYEE_LEAVE_BALANCES_PATH, type LeaveBalances } from "@/shared/contract/leave-admin";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { LeaveRequestDialog } from "./leave-request-dialog";

const profile: Profile = {
  firstName: "Asha",
  lastName: "Kale",
  employeeId: "EMP011",
  email: "asha.kale@example.in",
  phone: null,
  department: "Sales",
  designation: "Sales Executive",
  joiningDate: "2025-06-02",
  manager: "Rohan Kulkarni",
  gender: "female",
  uan: null,
  esiIpNumber: null,
  pfMember: true,
  pfWageCapped: true,
  epsMember: true,
  pfExclusionReason: null,
  stateOfWork: "MH",
};
const balances: LeaveBalances = {
  year: 2026,
  balances: [
    { leaveType: "sick", allowance: 12, used: 7, pending: 2, remaining: 5, perEvent: false },
    { leaveType: "vacation", allowance: 15, used: 16, pending: 0, remaining: -1, perEvent: false },
  ],
};

const leaveType = () => screen.getByRole("combobox", { name: "Leave Type" });
const date = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const reason = () => screen.getByRole("textbox", { name: "Reason" });
const submit = () => screen.getByRole("button", { name: "Submit Request" });

function renderDialog() {
  const api = fakeApi();
  api.answer("GET", EMPLOYEE_PROFILE_PATH, profile);
  api.answer("GET", EMPLOYEE_LEAVE_BALANCES_PATH, balances);
  let closed = false;
  const view = renderWithProviders(<LeaveRequestDialog open businessDate="2026-12-08" onClose={() => (closed = true)} />);
  return { ...view, api, closed: () => closed };
}

describe("Request Leave", () => {
  it("shows the contract's message under every empty field and sends nothing", async () => {
    const { user, api } = renderDialog();
    await user.click(submit());
    expect(fieldError(leaveType())).toBe(leaveMessages.leaveType);
    expect(fieldError(date("Start Date"))).toBe(leaveMessages.startDate);
    expect(fieldError(date("End Date"))).toBe(leaveMessages.endDate);
    expect(fieldError(reason())).toBe(leaveMessages.reason);
    expect(api.sent("POST", EMPLOYEE_LEAVE_PATH)).toEqual([]);
  });

  it("offers only the types that apply to the person, and no start more than 30 days back", async () => {
    renderDialog();
    // Both while the profile is on its way; then the person's own.
    await waitFor(() => expect(screen.queryByRole("option", { name: "Paternity Leave" })).toBeNull());
    expect(screen.getByRole("option", { name: "Maternity Leave" })).toBeTruthy();
    expect(date("Start Date").getAttribute("min")).toBe("2026-11-08");
  });

  it("says what is left of the chosen type, none when HR approved beyond it", async () => {
    const { user } = renderDialog();
    await screen.findByRole("option", { name: "Sick Leave" });
    await user.selectOptions(leaveType(), "sick");
    expect(await screen.findByText("5 days left this year (2 days pending)")).toBeTruthy();
    await user.selectOptions(leaveType(), "vacation");
    expect(await screen.findByText("0 days left this year")).toBeTruthy();
  });

  it("counts the days as the dates are picked and refuses an end before the start", async () => {
    const { user } = renderDialog();
    await user.type(date("Start Date"), "2026-12-14");
    await user.type(date("End Date"), "2026-12-16");
    expect(screen.getByText("3 days")).toBeTruthy();
    await user.clear(date("End Date"));
    await user.type(date("End Date"), "2026-12-13");
    await user.selectOptions(leaveType(), "sick");
    await user.type(reason(), "Fever and a doctor's visit");
    await user.click(submit());
    expect(fieldError(date("End Date"))).toBe(leaveMessages.order);
  });

  it("wants a reason of at least 10 characters", async () => {
    const { user } = renderDialog();
    await user.type(reason(), " 123456789 ");
    await user.click(submit());
    expect(fieldError(reason())).toBe(leaveMessages.reason);
    await user.type(reason(), "0");
    expect(fieldError(reason())).toBeNull();
  });

  it("sends the request and closes", async () => {
    const { user, api, closed } = renderDialog();
    api.answer("POST", EMPLOYEE_LEAVE_PATH, { id: 1 }, 201);
    await screen.findByRole("option", { name: "Sick Leave" });
    await user.selectOptions(leaveType(), "sick");
    await user.type(date("Start Date"), "2026-12-14");
    await user.type(date("End Date"), "2026-12-15");
    await user.type(reason(), "Fever and a doctor's visit");
    await user.click(submit());
    expect(await screen.findByText("Leave request submitted successfully")).toBeTruthy();
    expect(api.sent("POST", EMPLOYEE_LEAVE_PATH)).toEqual([
      { leaveType: "sick", startDate: "2026-12-14", endDate: "2026-12-15", reason: "Fever and a doctor's visit" },
    ]);
    expect(closed()).toBe(true);
  });

  it("puts a clash with leave already asked for under the start date and stays open", async () => {
    const { user, api, closed } = renderDialog();
    api.fail("POST", EMPLOYEE_LEAVE_PATH, 409, { message: leaveMessages.overlap });
    await screen.findByRole("option", { name: "Sick Leave" });
    await user.selectOptions(leaveType(), "sick");
    await user.type(date("Start Date"), "2026-12-14");
    await user.type(date("End Date"), "2026-12-15");
    await user.type(reason(), "Fever and a doctor's visit");
    await user.click(submit());
    await screen.findAllByText(leaveMessages.overlap);
    expect(fieldError(date("Start Date"))).toBe(leaveMessages.overlap);
    expect(closed()).toBe(false);
  });
});
