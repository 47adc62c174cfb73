import { describe, expect, it } from "vitest";
import { MAILTO_MAX_LENGTH, policiesMailto } from "./policy-email";

const policy = (n: number) => ({ title: `Policy number ${n} with a fairly long title`, category: "Compliance" as const, effectiveDate: "2026-04-01" });
const bodyOf = (url: string) => new URL(url).searchParams.get("body") ?? "";

describe("policiesMailto", () => {
  it("opens a draft with no recipient, the subject and one line per policy", () => {
    const url = policiesMailto([
      { title: "Leave Policy", category: "HR", effectiveDate: "2025-04-01" },
      { title: "IT Acceptable Use Policy", category: "IT", effectiveDate: "2024-07-01" },
    ]);
    expect(url.startsWith("mailto:?subject=Company%20policies&body=")).toBe(true);
    const body = bodyOf(url);
    expect(body).toContain("- Leave Policy (HR), effective 1 Apr 2025\r\n- IT Acceptable Use Policy (IT), effective 1 Jul 2024");
    expect(body).not.toContain("more");
  });

  it("keeps the link under the limit, counting the policies left out", () => {
    const url = policiesMailto(Array.from({ length: 40 }, (_, i) => policy(i + 1)));
    expect(url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const body = bodyOf(url);
    const shown = body.split("\r\n").filter((line) => line.startsWith("- ")).length;
    expect(shown).toBeGreaterThan(3);
    expect(body).toContain(`…and ${40 - shown} more`);
    expect(body).toContain(`Policy number ${shown} with`);
    expect(body).not.toContain(`Policy number ${shown + 1} with`);
  });
});
