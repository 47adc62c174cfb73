/**
 * Prints the slowest tests of a Playwright JSON report (scripts/test.sh, after the end-to-end suite).
 *   tsx scripts/slowest-tests.ts test-results/e2e-report.json 10
 */
import { readFileSync } from "node:fs";

interface Suite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: Suite[];
}

const [reportPath = "test-results/e2e-report.json", count = "10"] = process.argv.slice(2);
const report = JSON.parse(readFileSync(reportPath, "utf8")) as { suites: Suite[] };
const runs: { seconds: number; name: string }[] = [];

function collect(suite: Suite, titles: string[]) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const duration = test.results.reduce((sum, result) => sum + result.duration, 0);
      const name = [...titles, spec.title].join(" › ");
      runs.push({ seconds: duration / 1000, name: `[${test.projectName}] ${spec.file}:${spec.line} › ${name}` });
    }
  }
  for (const child of suite.suites ?? []) collect(child, [...titles, child.title]);
}

// Top-level suites are the spec files (named by `spec.file`); nested ones are describe blocks.
for (const suite of report.suites) collect(suite, []);
runs.sort((a, b) => b.seconds - a.seconds);
for (const run of runs.slice(0, Number(count))) console.log(`${run.seconds.toFixed(1).padStart(6)}s  ${run.name}`);
