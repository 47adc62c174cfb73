import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError } from "../../shared/contract/common";

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(fieldErrorsOf(error.validation));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: friendlyMessages[error.code] ?? error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}

export function apiNotFound(): ApiError {
  return { message: "Not found" };
}
