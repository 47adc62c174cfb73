/** Runs the bad-input scenario alone (scripts/bench/fuzz.ts): `npx tsx scripts/bench/fuzz-run.ts`. Writes no report file. */
import { measureBadInput } from "./fuzz";
import { newReport } from "./report";

const report = newReport(["bad input"]);
await measureBadInput(report);
for (const error of report.errors) console.log(`error: ${error}`);
process.exit(report.errors.length === 0 && report.measures.every((measure) => measure.ok) ? 0 : 1);
