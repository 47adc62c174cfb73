import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export interface SecurityOptions {
  /** Third-party origins the pages may talk to (map frame, geocoder). */
  frameOrigins: string[];
  connectOrigins: string[];
}

/** Sent on every answer over HTTPS (also by src/server/http/memory-site.ts). */
export const HSTS_HEADER = "max-age=31536000; includeSubDomains";

/**
 * The headers helmet sets, worked out once: they are the same on every answer (no per-route options, no
 * nonces), so no request pays for building the policy again.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (progress bars, transforms); no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...options.connectOrigins],
        frameSrc: options.frameOrigins,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS is only meaningful over HTTPS; added per request below.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.protocol === "https") {
      reply.header("strict-transport-security", HSTS_HEADER);
    }
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}

/** Headers for answers given before any hook runs (a malformed address): nothing to render, nothing to frame. */
const BASELINE_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "cache-control": "no-store",
};

const FRAMEWORK_ERROR_ANSWERS: Record<string, [status: number, message: string]> = {
  FST_ERR_BAD_URL: [400, "The address is not valid"],
  FST_ERR_MAX_PARAM_LENGTH: [414, "The address is too long"],
};

/**
 * Fastify's `frameworkErrors`: errors found while routing (a malformed percent-encoding such as
 * /%E0%A4%A) are answered with the security headers and without echoing the path.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] = FRAMEWORK_ERROR_ANSWERS[error.code] ?? [500, "Something went wrong on our side. Please try again."];
  void reply.code(status).headers(BASELINE_HEADERS).send({ message });
}
