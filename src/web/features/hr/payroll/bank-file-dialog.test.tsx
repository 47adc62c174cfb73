import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bankFileRequestSchema, type BankFileSummary } from "@/shared/contract/payroll-payment";
import { BankFileForm, bankFileErrors, EarlierDownloads } from "./bank-file-dialog";

const summary = (earlierDownloads: BankFileSummary["earlierDownloads"]): BankFileSummary => ({
  month: "2026-10",
  count: 2,
  total: 95_700,
  adminAccountsLeftOut: 0,
  leftOut: [],
  layout: "hdfc",
  debitAccountSet: true,
  earlierDownloads,
});

describe("the Bank File dialog's earlier downloads", () => {
  it("names who downloaded the file and when (11:30 in Pune is 06:00 UTC), with a repeat's reason", () => {
    const html = renderToStaticMarkup(
      <EarlierDownloads
        summary={summary([
          { by: "Sneha Patil", at: "2026-11-26T06:00:00.000Z", reason: null },
          { by: null, at: "2026-11-26T06:01:00.000Z", reason: "The bank rejected the first upload" },
        ])}
      />,
    );
    expect(html).toContain("This file was already downloaded:");
    expect(html).toContain("<li>Sneha Patil, 26 Nov 2026, 11:30 am</li>");
    expect(html).toContain("<li>A removed account, 26 Nov 2026, 11:31 am: The bank rejected the first upload</li>");
  });

  it("says nothing before the first download", () => {
    expect(renderToStaticMarkup(<EarlierDownloads summary={summary([])} />)).toBe("");
  });
});

describe("the Bank File dialog's field messages", () => {
  const form = (error: { password?: string; reason?: string }) =>
    renderToStaticMarkup(
      <BankFileForm
        formId="f"
        repeat
        password="secret"
        reason=""
        error={error}
        onPassword={() => undefined}
        onReason={() => undefined}
        onSubmit={() => undefined}
      />,
    );
  const messageOf = (html: string, field: string) => new RegExp(`<p id="f-${field}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];

  it("puts a reason's message under the reason, not under the password", () => {
    // 501 characters: one over the reason's 500.
    const checked = bankFileRequestSchema.safeParse({ password: "secret", reason: "x".repeat(501) });
    expect(checked.success).toBe(false);
    const errors = bankFileErrors(checked.error!.issues);
    expect(errors).toEqual({ reason: "Must be at most 500 characters" });
    const html = form(errors);
    expect(messageOf(html, "reason")).toBe("Must be at most 500 characters");
    expect(messageOf(html, "password")).toBeUndefined();
  });

  it("puts the server's fieldErrors under the field each names", () => {
    const html = form(
      bankFileErrors([
        { path: ["password"], message: "Password is incorrect" },
        { path: ["reason"], message: "Give a reason for downloading the file again" },
      ]),
    );
    expect(messageOf(html, "password")).toBe("Password is incorrect");
    expect(messageOf(html, "reason")).toBe("Give a reason for downloading the file again");
  });
});
