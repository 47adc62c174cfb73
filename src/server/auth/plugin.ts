import type { FastifyInstance } from "fastify";
import { portals, type Portal } from "@/shared/contract/auth";
import { accessOf, authenticate } from "./guard";
import { loginRoutes } from "./login-routes";
import { passwordLinkRoutes } from "./password-links-routes";
import { sessionPolicy, type AuthOptions } from "./options";
import { SessionCache } from "./session-cache";
import { sessionRoutes } from "./session-routes";
import { switchRoutes } from "./switch-routes";
import "./types";

const portalHint = (query: unknown): Portal | undefined => {
  const value = (query as { portal?: unknown } | undefined)?.portal;
  return portals.find((portal) => portal === value);
};

/**
 * Access control for the whole app (docs/product.md section 9.1). Call before any route is registered:
 * the hook runs on every route and guards /api/admin/*, /api/hr/*, /api/employee/* by their path.
 */
export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const guard = {
    db: options.db,
    policy: sessionPolicy(options.config),
    now: options.now,
    timeZone: options.config.BUSINESS_TIMEZONE,
    sessions: new SessionCache(options.db),
  };
  app.decorateRequest("staff", null);
  app.addHook("onRequest", async (request) => {
    request.staff = null;
    const access = accessOf(request);
    if (access !== "public") {
      request.staff = await authenticate(request, access, guard, portalHint(request.query));
      return;
    }
    const identify = request.routeOptions.config?.identify;
    if (identify) request.staff = await authenticate(request, identify, guard).catch(() => null);
  });
  await app.register(loginRoutes, options);
  await app.register(sessionRoutes, options);
  await app.register(passwordLinkRoutes, options);
  await app.register(switchRoutes, options);
}
