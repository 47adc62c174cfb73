import { afterEach, describe, expect, it } from "vitest";
import type { PublicJob } from "@/shared/contract/jobs";
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from "@/web/lib/format";
import { toPublicOpening } from "./use-job-openings";

const job: PublicJob = {
  id: 1,
  title: "Site Sales Executive",
  department: "Sales",
  location: "Pune",
  type: "Full-time",
  experience: "1-3 years",
  salary: "",
  description: "",
  requirements: [],
  isActive: true,
  // 20:00 UTC on 19 November: the server's business clock (BUSINESS_TIMEZONE) named the day.
  postedAt: "2026-11-19T20:00:00.000Z",
  updatedAt: "2026-11-19T20:00:00.000Z",
  postedOn: "2026-11-19",
};

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

describe("toPublicOpening (docs/product.md section 3.8)", () => {
  it("shows the business day the server names, not the instant read on a clock of the page's own", () => {
    // Read in India (UTC+5:30) the instant is 20 Nov; the business time zone here said 19 Nov.
    expect(toPublicOpening(job).posted).toBe("19 Nov 2026");
    expect(toPublicOpening({ ...job, postedOn: "2026-11-20" }).posted).toBe("20 Nov 2026");
    setBusinessTimeZone("America/Los_Angeles");
    expect(toPublicOpening(job).posted).toBe("19 Nov 2026");
  });
});
