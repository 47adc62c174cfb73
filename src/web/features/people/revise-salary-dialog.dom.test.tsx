import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { positiveMessage } from "@/shared/contract/employees";
import { REVISION_REASON_MAX, salaryRevisionMessages, salaryRevisionsPath, type SalaryHistory } from "@/shared/contract/salary-revision";
import { employeeRecord } from "@/web/testing/employee";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { ReviseSalaryDialog } from "./revise-salary-dialog";

const path = salaryRevisionsPath(7);
const history: SalaryHistory = { revisions: [], earliestEffectiveFrom: "2025-11-26", latestEffectiveFrom: "2026-11-26" };
const effectiveFrom = () => screen.getByLabelText(/^Effective from/);
const box = (name: string) => screen.getByRole("textbox", { name });
const save = () => screen.getByRole("button", { name: "Save Revision" });

function open() {
  const api = fakeApi();
  const onClose = vi.fn();
  const start = { employee: employeeRecord(), today: "2026-11-26" };
  return {
    api,
    onClose,
    ...renderWithProviders(<ReviseSalaryDialog start={start} employeeId={7} history={history} area="hr" onClose={onClose} />),
  };
}

describe("Revise Salary (docs/product.md section 10.6.1)", () => {
  it("opens on today and the structure in force, and asks for a date, a reason (within its limit) and whole rupees with the contract's messages", async () => {
    const { api, user } = open();
    expect(effectiveFrom()).toHaveProperty("value", "2026-11-26");
    expect(box("Basic salary (₹ a month)")).toHaveProperty("value", "50000");
    await user.clear(effectiveFrom());
    await user.clear(box("HRA (₹ a month)"));
    await user.type(box("HRA (₹ a month)"), "-1");
    await user.click(save());
    expect(fieldError(effectiveFrom())).toBe(salaryRevisionMessages.effectiveFrom);
    expect(fieldError(box("Reason"))).toBe(salaryRevisionMessages.reason);
    expect(fieldError(box("HRA (₹ a month)"))).toBe(positiveMessage("hra"));
    // The box takes the contract's limit and no more.
    await user.click(box("Reason"));
    await user.paste("r".repeat(REVISION_REASON_MAX + 1));
    expect(box("Reason")).toHaveProperty("value", "r".repeat(REVISION_REASON_MAX));
    expect(api.requests).toEqual([]);
  });

  it("sends the new structure with its date and reason to POST .../salary-revisions and closes", async () => {
    const { api, onClose, user } = open();
    api.answer("POST", path, {}, 201);
    await user.clear(box("Basic salary (₹ a month)"));
    await user.type(box("Basic salary (₹ a month)"), "55000");
    await user.type(box("Reason"), "Annual appraisal");
    await user.click(save());
    expect(await screen.findByText("Salary revised")).toBeTruthy();
    expect(api.sent("POST", path)).toEqual([
      {
        effectiveFrom: "2026-11-26",
        reason: "Annual appraisal",
        basicSalary: "55000",
        hra: "15000",
        transportAllowance: "3000",
        medicalAllowance: "2000",
        specialAllowance: "5000",
        otherAllowances: "1000",
        otherDeductions: "0",
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("puts a 400's message under the date and a 409's in the error toast, staying open", async () => {
    const { api, onClose, user } = open();
    await user.type(box("Reason"), "Annual appraisal");
    api.fail("POST", path, 400, {
      message: "Invalid input",
      fieldErrors: { effectiveFrom: [salaryRevisionMessages.beforeLatest("2026-10-01")] },
    });
    await user.click(save());
    await screen.findAllByText(salaryRevisionMessages.beforeLatest("2026-10-01"));
    expect(fieldError(effectiveFrom())).toBe(salaryRevisionMessages.beforeLatest("2026-10-01"));
    api.fail("POST", path, 409, { message: salaryRevisionMessages.unchanged });
    await user.click(save());
    expect(await screen.findByText(salaryRevisionMessages.unchanged)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
