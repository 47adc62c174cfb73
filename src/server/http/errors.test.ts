import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandling } from "./errors";
import { loggerOptions } from "./logging";

/** A database failure as Drizzle reports it: the SQL and every submitted value in the message. */
function queryError(code: string): Error {
  const cause = Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code });
  return new Error("Failed query: insert into inquiries values ($1, $2)\nparams: Asha Kulkarni,asha@example.com", { cause });
}

async function appThrowing(error: Error) {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions("info", { write: (line) => lines.push(line) }) });
  registerErrorHandling(app);
  app.post("/api/things/:id", async () => {
    throw error;
  });
  await app.ready();
  const response = await app.inject({ method: "POST", url: "/api/things/7?email=asha@example.com", payload: { name: "Asha Kulkarni" } });
  await app.close();
  return { response, log: lines.join("") };
}

describe("the error handler", () => {
  it("answers an unexpected failure with a plain 500 and logs only the error class, code and route", async () => {
    const { response, log } = await appThrowing(queryError("XX000"));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    const entry = log
      .split("\n")
      .map((line) => (line ? JSON.parse(line) : {}))
      .find((line) => line.msg === "request failed");
    expect(entry).toMatchObject({ errorClass: "Error", code: "XX000", route: "/api/things/:id" });
    for (const secret of ["Asha", "asha@example.com", "insert into", "params", "stack", "0x00"]) expect(log).not.toContain(secret);
  });

  it("answers text the database cannot store (NUL, code 22021) with 400, not 500", async () => {
    const { response, log } = await appThrowing(queryError("22021"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request contains characters that cannot be stored" });
    expect(log).not.toContain("Asha");
  });

  it("answers every data exception (SQLSTATE class 22) with 400 and a generic message, never 500", async () => {
    // 22P02: jsonb refusing a lone surrogate; 22008: a date out of range; 22003: a number out of range; 22007: a bad date.
    for (const code of ["22P02", "22008", "22003", "22007", "22001", "22012", "22000"]) {
      const { response, log } = await appThrowing(queryError(code));
      expect(response.statusCode, code).toBe(400);
      expect(response.json(), code).toEqual({
        message: "The request contains a value that cannot be stored (out of range or badly formed)",
      });
      for (const secret of ["Asha", "insert into", "0x00"]) expect(log, code).not.toContain(secret);
    }
    for (const code of ["23505", "42P01", "XX000", "2200", "220001"]) {
      expect((await appThrowing(queryError(code))).response.statusCode, code).toBe(500);
    }
  });
});

describe("an answer Node refuses to send", () => {
  it("becomes the plain 500, logged by class, code and route only (no path, no stack)", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions("info", { write: (line) => lines.push(line) }) });
    registerErrorHandling(app);
    // A Location with a control character: writeHead throws ERR_INVALID_CHAR after the route has answered.
    app.get("/pages/*", async (request, reply) => reply.redirect(decodeURIComponent(request.url.replace(/\/$/, "")), 301));
    await app.ready();
    const response = await app.inject({ method: "GET", url: "/pages/asha%01kulkarni/" });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(response.headers.location).toBeUndefined();
    const problems = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level >= 40);
    expect(problems).toEqual([
      expect.objectContaining({ msg: "request failed", errorClass: "TypeError", code: "ERR_INVALID_CHAR", route: "/pages/*" }),
    ]);
    for (const secret of ["asha", "stack", "Invalid character"]) expect(JSON.stringify(problems)).not.toContain(secret);
  });
});

describe("typed errors", () => {
  it("answer their status, a field error with fieldErrors, and a domain error with 400 (never 500)", async () => {
    const { NotFoundError, ConflictError, FieldError, DomainError } = await import("./errors");
    const cases: [Error, number, object][] = [
      [new NotFoundError(), 404, { message: "Not found" }],
      [new ConflictError("Already exists"), 409, { message: "Already exists" }],
      [
        new FieldError("endDate", "End date cannot be before the start date"),
        400,
        { message: "End date cannot be before the start date", fieldErrors: { endDate: ["End date cannot be before the start date"] } },
      ],
      [
        new (class AccountError extends DomainError {})("An account for x already exists"),
        400,
        { message: "An account for x already exists" },
      ],
    ];
    for (const [error, status, body] of cases) {
      const { response } = await appThrowing(error);
      expect(response.statusCode, error.constructor.name).toBe(status);
      expect(response.json()).toEqual(body);
    }
  });
});
