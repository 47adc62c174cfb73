import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Policy } from "@/shared/contract/policies";
import { PolicyCard } from "./policy-card";

const policy = (overrides: Partial<Policy> = {}): Policy => ({
  id: 7,
  title: "Leave Policy",
  description: "Twelve days of vacation a year.",
  category: "HR",
  effectiveDate: "2025-04-01",
  status: "Active",
  createdAt: "2025-03-20T06:00:00.000Z",
  updatedAt: "2025-03-20T06:00:00.000Z",
  ...overrides,
});
const render = (value: Policy) => renderToStaticMarkup(<PolicyCard policy={value} onEdit={() => undefined} onArchive={() => undefined} />);

describe("PolicyCard", () => {
  it("shows category, status, title, description and the effective date, with buttons named after the policy", () => {
    const html = render(policy());
    for (const text of [">HR<", ">Active<", "Leave Policy</h3>", "Twelve days of vacation a year.", "Effective 1 Apr 2025"])
      expect(html).toContain(text);
    expect(html).toContain('aria-label="Edit Leave Policy"');
    expect(html).toContain('aria-label="Archive Leave Policy"');
    expect(html).not.toContain("Show more");
  });

  it("offers no Archive on an archived policy and clamps a long description until opened", () => {
    const html = render(policy({ status: "Archived", description: "x".repeat(300) }));
    expect(html).toContain(">Archived<");
    expect(html).not.toContain("Archive Leave Policy");
    expect(html).toContain("line-clamp-4");
    expect(html).toContain('aria-expanded="false"');
  });
});
