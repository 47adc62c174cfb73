import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError } from "@/shared/contract/common";

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 404 for a record that does not exist (or is not the caller's to see). */
export class NotFoundError extends HttpError {
  constructor(message = "Not found") {
    super(404, message);
  }
}

/** 409: the request conflicts with stored data (a duplicate, a stale state); `field` names the form field at fault. */
export class ConflictError extends HttpError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(409, message);
  }
}

/** 400 for one field, answered with `fieldErrors` like a schema failure. */
export class FieldError extends HttpError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, message);
  }
}

/**
 * A broken business rule found below the routes (services, the account command). Its message is meant
 * for the user; it answers 400 and never becomes a 500.
 */
export class DomainError extends Error {}

const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send the body as application/json",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large (limit 1 MB)",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body",
};

function fieldErrorsOf(validation: { instancePath: string; message?: string }[]): ApiError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
    const message = issue.message ?? "Invalid input";
    (fieldErrors[field] ??= []).push(message);
  }
  const first = Object.values(fieldErrors)[0]?.[0] ?? "Invalid input";
  return { message: first, fieldErrors };
}

/** PostgreSQL refusing text it cannot store (a NUL byte, an unencodable character) is bad input, not a failure. */
const BAD_TEXT_CODES = new Set(["22021", "22P05"]);
/**
 * SQLSTATE class 22, "data exception" (a value out of range, a bad date or number, text jsonb refuses such
 * as a lone UTF-16 surrogate): the request carried a value the database cannot take. Bad input, a 400, never
 * a 500 (the schemas should have caught it first; this is the net under them).
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
export const dataExceptionMessage = "The request contains a value that cannot be stored (out of range or badly formed)";
export const badTextMessage = "The request contains characters that cannot be stored";

/** The code of an error or of the database error it wraps (Drizzle wraps driver errors in `cause`). */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(fieldErrorsOf(error.validation));
    }
    if (error instanceof FieldError) {
      return reply.code(400).send({ message: error.message, fieldErrors: { [error.field]: [error.message] } });
    }
    if (error instanceof ConflictError && error.field) {
      return reply.code(409).send({ message: error.message, fieldErrors: { [error.field]: [error.message] } });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (error instanceof DomainError) {
      return reply.code(400).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: friendlyMessages[error.code] ?? error.message });
    }
    const code = errorCode(error);
    if (code && BAD_TEXT_CODES.has(code)) {
      return reply.code(400).send({ message: badTextMessage });
    }
    if (code && DATA_EXCEPTION.test(code)) {
      // Code and route only, as below: the message names the refused value.
      request.log.warn({ code, route: request.routeOptions.url ?? null }, "data refused by the database");
      return reply.code(400).send({ message: dataExceptionMessage });
    }
    // Class, code and route only: messages, stacks and causes of database errors carry the SQL and the
    // submitted values (personal data), which must never reach the log.
    request.log.error({ errorClass: error.constructor?.name ?? "Error", code, route: request.routeOptions.url ?? null }, "request failed");
    // A failure redirects nowhere. A Location the route left (one Node refused to send) would fail this answer
    // too, and Fastify's fallback would then log the request's path and the error's stack.
    reply.removeHeader("location");
    return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}

export function apiNotFound(): ApiError {
  return { message: "Not found" };
}
