import { describe, expect, it } from "vitest";
import { businessMonthStart } from "@/shared/domain/business-time";
import { adminStats } from "../modules/stats/store";
import { loadDemoRecords } from "./demo-records";
import { useTestDatabase } from "../testing/helpers";

const database = useTestDatabase();

describe("demo records", () => {
  it("load the 18 portfolio projects, five openings (one closed), inquiries and subscribers, once", async () => {
    const now = new Date("2026-11-22T06:00:00Z");
    await loadDemoRecords(database.db, now);
    await loadDemoRecords(database.db, now);
    const stats = await adminStats(database.db, businessMonthStart(now, "Asia/Kolkata"));
    expect(stats.projects).toEqual({ total: 18, active: 4, completed: 10, highPriority: 9 });
    expect(stats.jobs).toEqual({ total: 5, active: 4, departments: 3 });
    expect(stats.inquiries.total).toBe(36);
    expect(stats.inquiries.thisMonth).toBeGreaterThan(0);
    expect(stats.inquiries.responseRate).toBe(67);
    expect(stats.subscribers).toMatchObject({ total: 42, active: 37 });
  });
});
