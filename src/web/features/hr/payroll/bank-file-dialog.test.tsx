import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BankFileSummary } from "@/shared/contract/payroll-payment";
import { EarlierDownloads } from "./bank-file-dialog";

const summary = (earlierDownloads: BankFileSummary["earlierDownloads"]): BankFileSummary => ({
  month: "2026-10",
  count: 2,
  total: 95_700,
  adminAccountsLeftOut: 0,
  leftOut: [],
  layout: "hdfc",
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
