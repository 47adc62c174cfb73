/** Set-up shared by the admin module API tests (not used by the product). */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { people, seedPeople, sessionFor, sessionHeader, testClock } from "./helpers";
import { createTestApp, type TestContext } from "./test-app";

export interface AdminTestContext extends TestContext {
  clock: ReturnType<typeof testClock>;
  /** Sends a request as the signed-in admin (header session). */
  asAdmin(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Session headers of each role, for the 403 checks. */
  headers: Record<"admin" | "hr" | "employee", Record<string, string>>;
}

export async function createAdminTestApp(start?: string): Promise<AdminTestContext> {
  const clock = testClock(start);
  const ctx = await createTestApp({}, { now: clock.now });
  await seedPeople(ctx.database.db);
  const headers = {
    admin: sessionHeader("admin", await sessionFor(ctx.app, "admin", people.admin)),
    hr: sessionHeader("hr", await sessionFor(ctx.app, "hr", people.hr)),
    employee: sessionHeader("employee", await sessionFor(ctx.app, "employee", people.employee)),
  };
  const asAdmin = (options: InjectOptions) => ctx.app.inject({ ...options, headers: { ...headers.admin, ...options.headers } });
  return { ...ctx, clock, asAdmin, headers };
}
