import type { FastifyReply, FastifyRequest } from "fastify";
import type { Portal } from "@/shared/contract/auth";

/** One httpOnly cookie per portal, so an admin and an employee session can live side by side in a browser. */
export const SESSION_COOKIES: Record<Portal, string> = {
  admin: "admin_session",
  hr: "hr_session",
  employee: "employee_session",
};

/** Only the API reads the cookie. */
const COOKIE_PATH = "/api";

const isHttps = (request: FastifyRequest) => request.protocol === "https";

/**
 * Over HTTPS the name takes the `__Secure-` prefix: browsers accept such a cookie only with Secure set
 * from a secure origin, so a plain-HTTP page or a sibling site cannot plant or overwrite it.
 */
export function sessionCookieName(request: FastifyRequest, portal: Portal): string {
  return isHttps(request) ? `__Secure-${SESSION_COOKIES[portal]}` : SESSION_COOKIES[portal];
}

/** The session id the request's cookie carries for a portal. */
export function sessionCookieOf(request: FastifyRequest, portal: Portal): string | undefined {
  return request.cookies?.[sessionCookieName(request, portal)];
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, portal: Portal, id: string, maxHours: number): void {
  reply.setCookie(sessionCookieName(request, portal), id, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: isHttps(request),
    maxAge: Math.floor(maxHours * 60 * 60),
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const portal of Object.keys(SESSION_COOKIES) as Portal[]) {
    reply.clearCookie(sessionCookieName(request, portal), {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: "strict",
      secure: isHttps(request),
    });
  }
}
