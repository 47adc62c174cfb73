import { MutationObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HR_STATS_PATH } from "@/shared/contract/hr";
import { finalisePath, HR_PAYROLL_PATH } from "@/shared/contract/payroll";
import { bankFileDownloadPath, bankFileSummaryPath, markPaidPath } from "@/shared/contract/payroll-payment";
import { createQueryClient } from "@/web/lib/query-client";
import { openQueries, stubServer } from "@/web/testing/query-server";
import { downloadBankFile, markPaidMutation } from "./payment-api";
import { finalisePayrollMutation } from "./payroll-api";

afterEach(() => vi.unstubAllGlobals());

const november = `GET ${HR_PAYROLL_PATH}?month=2026-11`;
const december = `GET ${HR_PAYROLL_PATH}?month=2026-12`;

describe("finalising a month", () => {
  it("reads the other months' cached drafts again: December's says whether November is finalised, and its TDS reads November's frozen figures", async () => {
    const asked = stubServer();
    const client = createQueryClient();
    // November was on screen, then HR moved to December's draft and back: both are cached, with the dashboard card.
    const screens = await openQueries(client, [
      [HR_PAYROLL_PATH, { month: "2026-11" }],
      [HR_PAYROLL_PATH, { month: "2026-12" }],
      [HR_STATS_PATH],
    ]);

    await new MutationObserver(client, finalisePayrollMutation(client)).mutate({
      month: "2026-11",
      expectedTotals: { employeeCount: 2, totalGross: 105_700, totalNet: 101_700 },
    });

    expect(asked.get(`POST ${finalisePath("2026-11")}`)).toBe(1);
    expect(asked.get(november)).toBe(2);
    expect(asked.get(december)).toBe(2);
    expect(asked.get(`GET ${HR_STATS_PATH}`)).toBe(2);
    expect(screens.observers[1]?.getCurrentResult().data).toEqual({ url: `${HR_PAYROLL_PATH}?month=2026-12`, times: 2 });
    screens.close();
  });
});

describe("marking a month paid", () => {
  it("reads the month, its bank-file summary, the next month's draft and the dashboard card again", async () => {
    const asked = stubServer();
    const client = createQueryClient();
    const screens = await openQueries(client, [
      [HR_PAYROLL_PATH, { month: "2026-11" }],
      [bankFileSummaryPath("2026-11")],
      [HR_PAYROLL_PATH, { month: "2026-12" }],
      [HR_STATS_PATH],
    ]);

    await new MutationObserver(client, markPaidMutation(client, "2026-11")).mutate({ paidOn: "2026-12-01" });

    expect(asked.get(`POST ${markPaidPath("2026-11")}`)).toBe(1);
    for (const read of [november, `GET ${bankFileSummaryPath("2026-11")}`, december, `GET ${HR_STATS_PATH}`])
      expect(asked.get(read)).toBe(2);
    screens.close();
  });
});

describe("downloading the bank file", () => {
  it("reads the month's bank-file summary again, so its earlier downloads name this one and the next asks for a reason", async () => {
    const asked = stubServer();
    const client = createQueryClient();
    const dialog = await openQueries(client, [[bankFileSummaryPath("2026-11")]]);

    const { fileName } = await downloadBankFile(client, "2026-11", { password: "secret-password", reason: "" });

    expect(fileName).toBe("bank-transfer-2026-11.csv");
    expect(asked.get(`POST ${bankFileDownloadPath("2026-11")}`)).toBe(1);
    expect(asked.get(`GET ${bankFileSummaryPath("2026-11")}`)).toBe(2);
    dialog.close();
  });
});
