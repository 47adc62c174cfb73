import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { domainMessage } from "@/shared/contract/auth";
import { HR_EMPLOYEES_PATH, hrEmployeeMessages } from "@/shared/contract/hr";
import { site } from "@/web/lib/site";
import { employeeRecord } from "@/web/testing/employee";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { AddEmployeeDialog } from "./add-employee-dialog";

const box = (name: string) => screen.getByRole("textbox", { name });
const select = (name: string) => screen.getByRole("combobox", { name });
const joinDate = () => screen.getByLabelText(/^Join Date/);
const create = () => screen.getByRole("button", { name: "Create Employee" });

function open() {
  const api = fakeApi();
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<AddEmployeeDialog open onClose={onClose} />) };
}

/** Every required field filled in validly. */
async function fillValid(user: ReturnType<typeof open>["user"]) {
  await user.type(box("Name"), "Asha Rao");
  await user.type(box("Email"), `asha.rao@${site.emailDomain}`);
  await user.selectOptions(select("Department"), "Sales");
  await user.type(box("Position"), "Sales Executive");
  await user.type(box("Salary"), "30000");
  await user.type(joinDate(), "2026-11-02");
}

describe("HR's Add Employee form", () => {
  it("shows the contract's message under each empty required field and sends nothing", async () => {
    const { api, user } = open();
    await user.click(create());
    expect(await screen.findByText(hrEmployeeMessages.name)).toBeTruthy();
    expect(fieldError(box("Name"))).toBe(hrEmployeeMessages.name);
    expect(fieldError(box("Email"))).toBe(hrEmployeeMessages.email);
    expect(fieldError(select("Department"))).toBe(hrEmployeeMessages.department);
    expect(fieldError(box("Position"))).toBe(hrEmployeeMessages.position);
    expect(fieldError(box("Salary"))).toBe(hrEmployeeMessages.salary);
    expect(fieldError(joinDate())).toBe(hrEmployeeMessages.joinDate);
    // Status starts Active; phone, manager and gender are optional.
    expect(fieldError(select("Status"))).toBeNull();
    expect(fieldError(box("Phone"))).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("takes the company's own domain only, a whole salary of 0 or more, and a name of at most 120 characters", async () => {
    const { api, user } = open();
    await fillValid(user);
    await user.clear(box("Email"));
    await user.type(box("Email"), "asha.rao@gmail.com");
    await user.clear(box("Salary"));
    await user.type(box("Salary"), "-1");
    await user.clear(box("Name"));
    await user.type(box("Name"), "A".repeat(121));
    await user.click(create());
    expect(await screen.findByText(domainMessage(site.emailDomain))).toBeTruthy();
    expect(fieldError(box("Email"))).toBe(domainMessage(site.emailDomain));
    expect(fieldError(box("Salary"))).toBe(hrEmployeeMessages.salaryPositive);
    expect(fieldError(box("Name"))).toBe("Must be at most 120 characters");
    await user.clear(box("Salary"));
    await user.type(box("Salary"), "1.5");
    await user.click(create());
    expect(fieldError(box("Salary"))).toBe(hrEmployeeMessages.salaryPositive);
    expect(api.requests).toEqual([]);
  });

  it("sends the form as typed to POST /api/hr/employees, closes and shows the one-time password", async () => {
    const { api, user, onClose } = open();
    api.answer(
      "POST",
      HR_EMPLOYEES_PATH,
      { employee: employeeRecord({ firstName: "Asha", lastName: "Rao" }), temporaryPassword: "Tmp-4821-kite" },
      201,
    );
    await fillValid(user);
    await user.clear(box("Name"));
    await user.type(box("Name"), "A".repeat(120));
    await user.clear(box("Salary"));
    await user.type(box("Salary"), "0");
    await user.click(create());
    expect(await screen.findByText("Employee created successfully")).toBeTruthy();
    expect(api.sent("POST", HR_EMPLOYEES_PATH)).toEqual([
      {
        name: "A".repeat(120),
        email: `asha.rao@${site.emailDomain}`,
        department: "Sales",
        position: "Sales Executive",
        salary: "0",
        joinDate: "2026-11-02",
        status: "Active",
        reportingManagerId: "",
        phone: "",
        gender: "",
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
    const shown = await screen.findByRole("dialog", { name: "Temporary Password" });
    expect(within(shown).getByText("Tmp-4821-kite")).toBeTruthy();
    expect(within(shown).getByText("Temporary password for Asha Rao")).toBeTruthy();
  });

  it("puts a 400's field errors under their fields and a 409's message in the error toast, keeping the form open", async () => {
    const { api, user, onClose } = open();
    await fillValid(user);
    api.fail("POST", HR_EMPLOYEES_PATH, 400, { message: "Invalid input", fieldErrors: { joinDate: ["Enter a year from 1900 to 2999"] } });
    await user.click(create());
    expect(await screen.findByText("Enter a year from 1900 to 2999")).toBeTruthy();
    expect(fieldError(joinDate())).toBe("Enter a year from 1900 to 2999");

    api.fail("POST", HR_EMPLOYEES_PATH, 409, { message: "An employee with this email already exists" });
    await user.click(create());
    expect(await screen.findByText("An employee with this email already exists")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "Temporary Password" })).toBeNull();
  });
});
