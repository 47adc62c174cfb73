import { MutationObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HR_PAYROLL_PATH } from "@/shared/contract/payroll";
import { bankFileSummaryPath } from "@/shared/contract/payroll-payment";
import { TEAM_LEAVES_PATH, teamLeaveDecisionPath } from "@/shared/contract/team";
import { createQueryClient } from "@/web/lib/query-client";
import { openQueries, stubServer } from "@/web/testing/query-server";
import { decideTeamLeaveMutation } from "./team-api";

afterEach(() => vi.unstubAllGlobals());

describe("a manager's leave decision", () => {
  it("reads the team's requests and every payroll query again: an HR user may manage the person", async () => {
    const asked = stubServer();
    const client = createQueryClient();
    // An HR user with reports: the Team tab, and the payroll panel open on December with November's bank-file summary.
    const screens = await openQueries(client, [
      [TEAM_LEAVES_PATH],
      [HR_PAYROLL_PATH, { month: "2026-12" }],
      [bankFileSummaryPath("2026-11")],
    ]);

    await new MutationObserver(client, decideTeamLeaveMutation(client)).mutate({ id: 4, decision: "approve", comment: "" });

    expect(asked.get(`POST ${teamLeaveDecisionPath(4, "approve")}`)).toBe(1);
    expect(asked.get(`GET ${TEAM_LEAVES_PATH}`)).toBe(2);
    expect(asked.get(`GET ${HR_PAYROLL_PATH}?month=2026-12`)).toBe(2);
    expect(asked.get(`GET ${bankFileSummaryPath("2026-11")}`)).toBe(2);
    screens.close();
  });
});
