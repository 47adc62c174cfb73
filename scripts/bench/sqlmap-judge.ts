/** Reads one sqlmap run's output (sqlmap.ts): what it found, and whether it really tested the target. */
import type { Target } from "./sqlmap-targets";

/** Answers that mean the payloads did not reach the route's code: no session, no access, rate limited, crashed. */
const BLOCKING = (code: number) => code === 401 || code === 403 || code === 429 || code >= 500;

/** The parameter name as sqlmap prints it: "(custom) POST parameter 'JSON email'" is email. */
const bare = (name: string) => name.replace(/^JSON /, "");

/** Reads sqlmap's output for findings and for signs that the run did not really test the target. */
export interface Verdict {
  /** Confirmed injection points (parameter names). */
  injectable: string[];
  /** Why the run does not count as a test; empty when it does. */
  problems: string[];
  /** sqlmap's count of non-2xx answers, e.g. "400×959". */
  codes: string;
}

export function judge(target: Target, output: string, csvRows: string[]): Verdict {
  const problems: string[] = [];
  // "appears to be injectable" is a first guess; sqlmap then checks it and notes "false positive" in the CSV
  // (answers that differ each time, such as a new inquiry's id, produce such guesses). Confirmed points count.
  const confirmed = csvRows.filter((row) => !/false positive/.test(row));
  const injectable = new Set(confirmed.map((row) => bare(row.split(",")[2] ?? row)));
  if (/identified the following injection point/.test(output) && injectable.size === 0) injectable.add("(see sqlmap output)");

  for (const line of output.split("\n").filter((text) => /\[CRITICAL\]/.test(text))) problems.push(line.replace(/^.*\[CRITICAL\] /, ""));
  const baseline = /responded with an HTTP error code \((\d+)\)/.exec(output.split("testing if the target URL content is stable")[0] ?? "");
  if (baseline && !(target.normal ?? []).includes(Number(baseline[1]))) problems.push(`the unaltered request answered ${baseline[1]}`);
  if (!/target URL content is (?:stable|not stable)/.test(output))
    problems.push("sqlmap never judged the answer's stability (no normal answer)");
  for (const match of output.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)) {
    const code = Number(match[1]);
    if (BLOCKING(code) && !(code === 401 && target.normal?.includes(401))) problems.push(`${match[2]} answers ${code}`);
  }
  const codes = [...output.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)].map((match) => `${match[1]}×${match[2]}`).join(", ");
  const tested = new Set([...output.matchAll(/testing for SQL injection on .*?parameter '([^']+)'/g)].map((match) => bare(match[1]!)));
  const untested = target.parameters.filter((name) => !tested.has(name));
  if (untested.length) problems.push(`not tested: ${untested.join(", ")}`);
  if (injectable.size === 0 && !/all tested parameters do not appear to be injectable/.test(output))
    problems.push("sqlmap did not finish its tests");
  return { injectable: [...injectable], problems, codes };
}
