import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** One measured figure against its budget. */
export interface Measure {
  scenario: string;
  name: string;
  value: string;
  budget: string;
  ok: boolean;
  /** When the figure comes from an earlier run (kept by a BENCH_ONLY run of other scenarios): that run's start and commit. */
  measured?: string;
}

export interface Report {
  started: string;
  /** The commit measured (git rev-parse --short HEAD), "dirty" when the working tree had changes. */
  commit: string;
  /** PostgreSQL's server_version when a PostgreSQL scenario ran (or an earlier run's, with its figures). */
  postgres?: string;
  node: string;
  cpus: number;
  cpuModel: string;
  /** 1-minute load average when the bench started and ended: above the CPU count the figures are not representative. */
  loadAverage: { start: number; end: number };
  databases: string[];
  scenarios: string[];
  measures: Measure[];
  errors: string[];
}

const git = (args: string[]) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/** The short commit, with " (dirty)" when tracked or new files differ from it (the bench's own results aside). */
export function currentCommit(): string {
  try {
    const dirty = git(["status", "--porcelain", "--", ".", ":(exclude)bench/results"]) !== "";
    return `${git(["rev-parse", "--short", "HEAD"])}${dirty ? " (dirty)" : ""}`;
  } catch {
    return "unknown (not a git checkout)";
  }
}

export function newReport(scenarios: string[]): Report {
  return {
    started: new Date().toISOString(),
    commit: currentCommit(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? "unknown",
    loadAverage: { start: Number(loadavg()[0]!.toFixed(2)), end: 0 },
    databases: [],
    scenarios,
    measures: [],
    errors: [],
  };
}

/** Records a figure and prints it with ok or OVER. */
export function record(report: Report, measure: Measure): void {
  report.measures.push(measure);
  console.log(`${measure.ok ? "ok  " : "OVER"} ${measure.name.padEnd(44)} ${measure.value.padEnd(44)} budget ${measure.budget}`);
}

function markdown(report: Report): string {
  const busy = report.loadAverage.start > report.cpus || report.loadAverage.end > report.cpus;
  const lines = [
    "# Bench results",
    "",
    `Measured ${report.started} by \`npm run bench\` (scripts/bench.ts) at commit ${report.commit}: Node ${report.node}, ${report.cpus} CPUs (${report.cpuModel}), database ${report.databases.join(" and ") || "none started"}${report.postgres ? ` (PostgreSQL ${report.postgres})` : ""}.`,
    `Load average (1 min) ${report.loadAverage.start} at the start, ${report.loadAverage.end} at the end.`,
    ...(busy
      ? [
          "",
          "**Measured on a busy machine (load above the CPU count): the ratios hold better than the absolute figures, and none of it is final.**",
        ]
      : []),
    ...(report.scenarios.length ? ["", `Scenarios: ${report.scenarios.join(", ")}.`] : []),
    "",
    ...(report.measures.some((m) => m.measured)
      ? [
          "",
          "Figures with a date were measured by an earlier run (at the commit named), kept by this one (BENCH_ONLY runs update only their own scenarios).",
        ]
      : []),
    "",
    "| | scenario | measure | value | budget |",
    "|---|---|---|---|---|",
    ...report.measures.map(
      (m) =>
        `| ${m.ok ? "ok" : "**OVER**"} | ${m.scenario} | ${m.name} | ${m.value}${m.measured ? ` (${m.measured})` : ""} | ${m.budget} |`,
    ),
    ...(report.errors.length ? ["", "Errors:", "", ...report.errors.map((error) => `- ${error}`)] : []),
    "",
  ];
  return lines.join("\n");
}

/**
 * Writes bench/results/latest.md and latest.json. A run of some scenarios (`keepOthers`, BENCH_ONLY) keeps the
 * other scenarios' figures of the previous latest.json, each marked with the start of the run that measured it.
 */
export function writeReport(report: Report, options: { keepOthers?: boolean } = {}, folder = join(process.cwd(), "bench/results")): void {
  report.loadAverage.end = Number(loadavg()[0]!.toFixed(2));
  const previousFile = join(folder, "latest.json");
  if (options.keepOthers && existsSync(previousFile)) {
    const previous = JSON.parse(readFileSync(previousFile, "utf8")) as Report;
    const remeasured = new Set(report.measures.map((m) => m.scenario));
    const kept = previous.measures
      .filter((m) => !remeasured.has(m.scenario))
      .map((m) => ({ ...m, measured: m.measured ?? `${previous.started}${previous.commit ? ` at ${previous.commit}` : ""}` }));
    report.measures.unshift(...kept);
    report.databases = [...new Set([...previous.databases, ...report.databases])];
    report.postgres ??= previous.postgres;
  }
  mkdirSync(folder, { recursive: true });
  writeFileSync(previousFile, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(folder, "latest.md"), markdown(report));
}
