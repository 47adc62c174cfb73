import type { FastifyReply, FastifyRequest } from "fastify";
import type { Portal } from "../../shared/contract/auth";

/** One httpOnly cookie per portal, so an admin and an employee session can live side by side in a browser. */
export const SESSION_COOKIES: Record<Portal, string> = {
  admin: "admin_session",
  hr: "hr_session",
  employee: "employee_session",
};

/** Only the API reads the cookie. */
const COOKIE_PATH = "/api";

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, portal: Portal, id: string, maxHours: number): void {
  reply.setCookie(SESSION_COOKIES[portal], id, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: maxHours * 60 * 60,
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of Object.values(SESSION_COOKIES)) {
    reply.clearCookie(name, { path: COOKIE_PATH, httpOnly: true, sameSite: "strict", secure: request.protocol === "https" });
  }
}
