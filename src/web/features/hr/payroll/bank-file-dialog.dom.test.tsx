import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { bankFileDownloadPath, bankFileSummaryPath, paymentMessages, type BankFileSummary } from "@/shared/contract/payroll-payment";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { BankFileDialog } from "./bank-file-dialog";

const download = bankFileDownloadPath("2026-10");
const summary = (changes: Partial<BankFileSummary> = {}): BankFileSummary => ({
  month: "2026-10",
  count: 2,
  total: 95_700,
  adminAccountsLeftOut: 0,
  leftOut: [],
  layout: "hdfc",
  debitAccountSet: true,
  earlierDownloads: [],
  ...changes,
});

function open(answer: BankFileSummary) {
  const api = fakeApi();
  api.answer("GET", bankFileSummaryPath("2026-10"), answer);
  const onClose = vi.fn();
  return { api, onClose, ...renderWithProviders(<BankFileDialog open month="2026-10" onClose={onClose} />) };
}
const password = () => screen.getByLabelText(/^Your password/);
const reason = () => screen.getByRole("textbox", { name: "Reason for downloading it again" });
const downloadButton = () => screen.getByRole("button", { name: "Download" });

describe("the Bank File dialog's password flow (docs/product.md section 9.14.1)", () => {
  it("asks for the password first, puts a wrong one's message under it, then downloads with the password", async () => {
    const { api, onClose, user } = open(summary());
    expect(await screen.findByText("₹95,700")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Reason for downloading it again" })).toBeNull();
    await user.click(downloadButton());
    expect(fieldError(password())).toBe(paymentMessages.passwordRequired);
    expect(api.sent("POST", download)).toEqual([]);

    api.fail("POST", download, 400, { message: "Invalid input", fieldErrors: { password: [paymentMessages.wrongPassword] } });
    await user.type(password(), "not-my-password");
    await user.click(downloadButton());
    expect(await screen.findByText(paymentMessages.wrongPassword, { selector: "[role=alert]" })).toBeTruthy();
    expect(fieldError(password())).toBe(paymentMessages.wrongPassword);

    api.answer("POST", download, "EMP007,HDFC0001234,50100012345678,59397");
    await user.clear(password());
    await user.type(password(), "correct horse");
    await user.click(downloadButton());
    expect(await screen.findByText("Download Complete")).toBeTruthy();
    expect(api.sent("POST", download).at(-1)).toEqual({ password: "correct horse", reason: "" });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("asks why when the file was downloaded before, with the contract's message, and sends the reason", async () => {
    const { api, user } = open(summary({ earlierDownloads: [{ by: "Sneha Patil", at: "2026-11-26T06:00:00.000Z", reason: null }] }));
    await user.type(await screen.findByLabelText(/^Your password/), "correct horse");
    await user.click(downloadButton());
    expect(fieldError(reason())).toBe(paymentMessages.reasonRequired);
    expect(api.sent("POST", download)).toEqual([]);

    api.answer("POST", download, "rows");
    await user.type(reason(), "The bank rejected the first upload");
    await user.click(downloadButton());
    expect(await screen.findByText("Download Complete")).toBeTruthy();
    expect(api.sent("POST", download)).toEqual([{ password: "correct horse", reason: "The bank rejected the first upload" }]);
  });

  it("shows the reason field when the server asks for one (someone downloaded it meanwhile), with its message", async () => {
    const { api, onClose, user } = open(summary());
    api.fail("POST", download, 400, { message: "Invalid input", fieldErrors: { reason: [paymentMessages.reasonRequired] } });
    await user.type(await screen.findByLabelText(/^Your password/), "correct horse");
    await user.click(downloadButton());
    expect(fieldError(await screen.findByRole("textbox", { name: "Reason for downloading it again" }))).toBe(
      paymentMessages.reasonRequired,
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers no download without the company's debit account, saying who sets it", async () => {
    open(summary({ debitAccountSet: false }));
    expect(await screen.findByText(paymentMessages.debitAccountMissing("hdfc"))).toBeTruthy();
    expect(screen.queryByLabelText(/^Your password/)).toBeNull();
    expect(downloadButton()).toHaveProperty("disabled", true);
  });
});
