import { describe, expect, it } from "vitest";
import { judge } from "./sqlmap-judge";
import type { Target } from "./sqlmap-targets";

const target: Target = {
  group: "admin",
  method: "GET",
  path: "/api/admin/projects?q=Baner",
  portal: "admin",
  parameters: ["q"],
  why: "test",
};
const login: Target = {
  group: "logins",
  method: "POST",
  path: "/api/admin/login",
  body: {},
  parameters: ["email"],
  normal: [401],
  why: "test",
};

// Lines as sqlmap 1.7 prints them (trimmed from real runs).
const start =
  "[INFO] testing connection to the target URL\n[INFO] testing if the target URL content is stable\n[INFO] target URL content is stable\n";
const tested = (name: string, place = "GET") =>
  `[INFO] testing for SQL injection on ${place} parameter '${name}'\n[WARNING] ${place} parameter '${name}' does not seem to be injectable\n`;
const clean = "[ERROR] all tested parameters do not appear to be injectable. Try to increase values\n";
const codes = (line: string) => `[WARNING] HTTP error codes detected during run:\n${line}\n`;

describe("judge (sqlmap output)", () => {
  it("passes a run that tested every parameter and got validation refusals only", () => {
    const verdict = judge(target, start + tested("q") + clean + codes("400 (Bad Request) - 110 times"), []);
    expect(verdict).toEqual({ injectable: [], problems: [], codes: "400×110" });
  });

  it("counts an injection point sqlmap confirmed, not one it found to be a false positive", () => {
    const rows = [
      "http://127.0.0.1/api/inquiries,(custom) POST,JSON name,B,false positive or unexploitable",
      "http://127.0.0.1/api/inquiries,(custom) POST,JSON message,BT,",
    ];
    const body: Target = { ...target, parameters: ["name", "message"] };
    const output = start + tested("JSON name", "(custom) POST") + tested("JSON message", "(custom) POST");
    expect(judge(body, `${output}sqlmap identified the following injection point(s)\n`, rows).injectable).toEqual(["message"]);
    const falsePositiveOnly = judge(body, output + clean, rows.slice(0, 1));
    expect(falsePositiveOnly.injectable).toEqual([]);
    expect(falsePositiveOnly.problems).toEqual([]);
  });

  it("refuses a run that was rate limited, lost its session or crashed the server", () => {
    expect(
      judge(target, start + tested("q") + clean + codes("429 (Too Many Requests) - 300 times, 400 (Bad Request) - 5 times"), []).problems,
    ).toEqual(["300 answers 429"]);
    expect(judge(target, start + tested("q") + clean + codes("500 (Internal Server Error) - 2 times"), []).problems).toEqual([
      "2 answers 500",
    ]);
    const lost =
      "[INFO] testing connection to the target URL\n[CRITICAL] not authorized, try to provide right HTTP authentication type and valid credentials (401).\n";
    expect(judge(target, lost, []).problems).toEqual([
      "not authorized, try to provide right HTTP authentication type and valid credentials (401).",
      "sqlmap never judged the answer's stability (no normal answer)",
      "not tested: q",
      "sqlmap did not finish its tests",
    ]);
  });

  it("refuses a run whose unaltered request was refused, or that skipped a parameter", () => {
    const refused =
      "[WARNING] the web server responded with an HTTP error code (400) which could interfere with the results of the tests\n";
    expect(judge(target, refused + start + tested("q") + clean, []).problems).toEqual(["the unaltered request answered 400"]);
    expect(
      judge({ ...target, parameters: ["q", "limit"] }, start + tested("q") + "[INFO] skipping GET parameter 'limit'\n" + clean, [])
        .problems,
    ).toEqual(["not tested: limit"]);
  });

  it("takes 401 as the normal answer of a login, but not 429", () => {
    const output = start + tested("JSON email", "(custom) POST") + clean;
    expect(judge(login, output + codes("401 (Unauthorized) - 246 times, 400 (Bad Request) - 455 times"), []).problems).toEqual([]);
    expect(judge(login, output + codes("429 (Too Many Requests) - 20 times"), []).problems).toEqual(["20 answers 429"]);
  });
});
