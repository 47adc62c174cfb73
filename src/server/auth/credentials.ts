import type { FastifyRequest } from "fastify";
import { portals, SESSION_HEADERS, type Portal } from "@/shared/contract/auth";
import { sessionCookieOf } from "./cookies";

export interface Credential {
  portal: Portal;
  via: "cookie" | "header";
  id: string;
}

/** Every session id the request presents: x-*-session headers first, then the portal cookies. */
export function presentedCredentials(request: FastifyRequest): Credential[] {
  const found: Credential[] = [];
  for (const portal of portals) {
    const header = request.headers[SESSION_HEADERS[portal]];
    const value = Array.isArray(header) ? header[0] : header;
    if (value) found.push({ portal, via: "header", id: value.trim() });
  }
  for (const portal of portals) {
    const value = sessionCookieOf(request, portal);
    if (value) found.push({ portal, via: "cookie", id: value });
  }
  return found;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isUnsafeMethod(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}

/**
 * Whether a browser request comes from our own origin: Sec-Fetch-Site when the browser sends it
 * (it survives development proxies), otherwise the Origin or Referer's scheme, host and port compared
 * with the request's own. A request that proves nothing is not same-origin.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite === "same-origin";
  const source = request.headers.origin ?? request.headers.referer;
  if (!source || source === "null") return false;
  try {
    return new URL(source).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}
