import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { currentCommit, newReport, record, writeReport, type Report } from "./report";

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), "bench-report-"));
  folders.push(made);
  return made;
};
afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

const written = (dir: string) => ({
  md: readFileSync(join(dir, "latest.md"), "utf8"),
  json: JSON.parse(readFileSync(join(dir, "latest.json"), "utf8")) as Report,
});

describe("bench report", () => {
  it("names the commit measured, marked dirty when the tree has changes", () => {
    expect(currentCommit()).toMatch(/^[0-9a-f]{7,}( \(dirty\))?$/);
    expect(newReport([]).commit).toBe(currentCommit());
  });

  it("writes the commit and PostgreSQL's version into latest.md and latest.json", () => {
    const dir = folder();
    const report = {
      ...newReport(["postgres"]),
      commit: "abc1234 (dirty)",
      postgres: "15.14 (Debian 15.14-0+deb12u1)",
      databases: ["PostgreSQL"],
    };
    writeReport(report, {}, dir);
    const { md, json } = written(dir);
    expect(md).toContain("at commit abc1234 (dirty):");
    expect(md).toContain("database PostgreSQL (PostgreSQL 15.14 (Debian 15.14-0+deb12u1)).");
    expect(json.commit).toBe("abc1234 (dirty)");
    expect(json.postgres).toBe("15.14 (Debian 15.14-0+deb12u1)");
  });

  it("keeps an earlier run's figures with its start and commit, and its PostgreSQL version", () => {
    const dir = folder();
    const earlier = {
      ...newReport(["postgres"]),
      started: "2026-11-01T00:00:00.000Z",
      commit: "1111111",
      postgres: "15.14",
      databases: ["PostgreSQL"],
    };
    record(earlier, { scenario: "postgres", name: "p", value: "1", budget: "1", ok: true });
    writeReport(earlier, {}, dir);
    const later = { ...newReport(["bundles"]), commit: "2222222" };
    record(later, { scenario: "bundles", name: "b", value: "1", budget: "1", ok: true });
    writeReport(later, { keepOthers: true }, dir);
    const { md, json } = written(dir);
    expect(json.postgres).toBe("15.14");
    expect(json.measures.find((m) => m.scenario === "postgres")?.measured).toBe("2026-11-01T00:00:00.000Z at 1111111");
    expect(md).toContain("at commit 2222222:");
  });
});
