import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Portal } from "@/shared/contract/auth";
import { RECORD_ID_PATTERN, recordIdMessage } from "@/shared/contract/common";
import { HR_LEAVE_BALANCES_PATH, leaveAdminMessages } from "@/shared/contract/leave-admin";
import type { AccountWithEmployee } from "../auth/account-store";
import { people, seedPeople, sessionFor, sessionHeader, SETUP_TIMEOUT } from "../testing/helpers";
import { urlOf } from "../testing/fuzz/cases";
import type { Operation } from "../testing/fuzz/openapi";
import { operationsFromApp, ownerOf } from "../testing/fuzz/plan";
import { createTestApp, type TestContext } from "../testing/test-app";

/**
 * Numeric ids in paths and queries are plain decimal digits (issue 34): Number() once read ' 1', '0x10' and '1e3' as 1, 16
 * and 1000, so `/api/admin/employees/0x10/reveal` reached record 16.
 */
let ctx: TestContext;
let seeded: Record<Portal, AccountWithEmployee>;
let sessions: Record<Portal, string>;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp();
  seeded = await seedPeople(ctx.database.db);
  sessions = {
    admin: await sessionFor(ctx.app, "admin", people.admin),
    hr: await sessionFor(ctx.app, "hr", people.hr),
    employee: await sessionFor(ctx.app, "employee", people.employee),
  };
  operations = await operationsFromApp(ctx.app);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

/** Other spellings Number() reads as `id`, and values that are no id at all. */
const otherSpellings = (id: number) => [
  ` ${id}`,
  `${id} `,
  `+${id}`,
  `0${id}`,
  `${id}.0`,
  `0x${id.toString(16)}`,
  `${id}e0`,
  "1e3",
  "-1",
  "0",
  "99999999999",
  "2147483648",
];
const encoded = (value: string) => encodeURIComponent(value);

const as = (portal: Portal, method: string, url: string) =>
  ctx.app.inject({ method: method as "GET", url, headers: sessionHeader(portal, sessions[portal]) });

/** A person's record id, as the web sends it. */
const recordOf = (portal: Portal) => seeded[portal].employeeRecordId!;

describe("numeric path ids", () => {
  it("are plain decimal digits: other spellings of a real record's id answer 400 with the id's message", async () => {
    const id = recordOf("employee");
    const routes: [Portal, string, (value: string) => string][] = [
      ["admin", "POST", (value) => `/api/admin/employees/${value}/reveal`],
      ["admin", "GET", (value) => `/api/admin/employees/${value}/documents`],
      ["hr", "GET", (value) => `/api/hr/employees/${value}`],
    ];
    for (const [portal, method, url] of routes) {
      expect((await as(portal, method, url(String(id)))).statusCode, url(String(id))).toBe(200);
      for (const value of otherSpellings(id)) {
        const response = await as(portal, method, url(encoded(value)));
        expect(response.statusCode, `${method} ${url(JSON.stringify(value))}`).toBe(400);
        expect(response.json().fieldErrors).toEqual({ id: [recordIdMessage] });
      }
    }
  });

  it("holds for an id in a query too: HR's leave balances of one person", async () => {
    const id = recordOf("employee");
    expect((await as("hr", "GET", `${HR_LEAVE_BALANCES_PATH}?employee=${id}`)).statusCode).toBe(200);
    for (const value of otherSpellings(id)) {
      const response = await as("hr", "GET", `${HR_LEAVE_BALANCES_PATH}?employee=${encoded(value)}`);
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json().fieldErrors).toEqual({ employee: [leaveAdminMessages.employee] });
    }
  });

  it("every id-like path parameter of the API has the one id schema, and refuses '0x10' before the record is read", async () => {
    const idRoutes = operations.filter((operation) => operation.pathParams.some((parameter) => /^id$|Id$/.test(parameter.name)));
    expect(idRoutes.length).toBeGreaterThan(40);
    // No path parameter is read as a number any other way.
    const numeric = operations.flatMap((operation) =>
      operation.pathParams
        .filter((parameter) => ["integer", "number"].includes(String(parameter.schema.type)))
        .map((parameter) => `${operation.key} {${parameter.name}}`),
    );
    expect(numeric).toEqual([]);
    const answers: string[] = [];
    for (const operation of idRoutes) {
      for (const parameter of operation.pathParams.filter((candidate) => /^id$|Id$/.test(candidate.name))) {
        expect(parameter.schema.pattern, `${operation.key} {${parameter.name}}`).toBe(RECORD_ID_PATTERN.source);
        const owner = ownerOf(operation);
        const url = urlOf(operation, { [parameter.name]: "0x10" });
        const response =
          owner === "anonymous" ? await ctx.app.inject({ method: operation.method as "GET", url }) : await as(owner, operation.method, url);
        if (response.statusCode !== 400 || !response.json().fieldErrors?.[parameter.name])
          answers.push(`${operation.key} {${parameter.name}}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it("every query parameter named like a record id (employee, id, ...Id) has the one id schema and refuses '0x10'", async () => {
    const idLike = (name: string) => /^(id|employee)$|Id$/.test(name);
    const idQueries = operations.flatMap((operation) =>
      operation.queryParams.filter((parameter) => idLike(parameter.name)).map((parameter) => ({ operation, parameter })),
    );
    expect(idQueries.map(({ operation, parameter }) => `${operation.key} ?${parameter.name}`)).toEqual(
      expect.arrayContaining(["GET /api/hr/leaves ?employee", "GET /api/hr/leave-balances ?employee"]),
    );
    const answers: string[] = [];
    for (const { operation, parameter } of idQueries) {
      expect(parameter.schema.pattern, `${operation.key} ?${parameter.name}`).toBe(RECORD_ID_PATTERN.source);
      const owner = ownerOf(operation);
      const url = urlOf(operation, { id: String(recordOf("employee")) }, `?${parameter.name}=0x10`);
      const response =
        owner === "anonymous" ? await ctx.app.inject({ method: operation.method as "GET", url }) : await as(owner, operation.method, url);
      if (response.statusCode !== 400 || !response.json().fieldErrors?.[parameter.name])
        answers.push(`${operation.key} ?${parameter.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(answers).toEqual([]);
  });
});
