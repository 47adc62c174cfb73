/** Helpers for the API tests: known people, a movable clock, logins and session headers (not used by the product). */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { LOGIN_PATHS, type Portal } from "@/shared/contract/auth";
import type { Db } from "../db/client";
import { openTestDatabase } from "./test-app";
import { createStaffAccount } from "../modules/users/service";
import type { AccountWithEmployee } from "../auth/account-store";
import { SESSION_COOKIES } from "../auth/cookies";
import { testAccounts, type TestAccount } from "../seed/roster";

export const TEST_DOMAIN = "prasthanrealty.example";

const accounts = testAccounts(TEST_DOMAIN);
const credentials = ({ role, email, password }: TestAccount) => ({ role, email, password });
/** The roster's test accounts of the three roles, at TEST_DOMAIN: seedPeople makes them. */
export const people = { admin: credentials(accounts.admin), hr: credentials(accounts.hr), employee: credentials(accounts.employee) };

export async function seedPeople(db: Db): Promise<Record<keyof typeof people, AccountWithEmployee>> {
  const entries = await Promise.all(
    Object.entries(people).map(async ([key, person]) => [key, await createStaffAccount(db, TEST_DOMAIN, person, { via: "cli" })] as const),
  );
  return Object.fromEntries(entries) as Record<keyof typeof people, AccountWithEmployee>;
}

/** A clock the test moves by hand. */
export function testClock(start = "2025-06-02T04:30:00.000Z") {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export const MINUTE = 60 * 1000;

let addressCounter = 0;
/** A fresh client address, so per-address login limits of one test do not touch another. */
export const freshAddress = () => `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

export function login(
  app: FastifyInstance,
  portal: Portal,
  credentials: { email: string; password: string },
  remoteAddress = freshAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: LOGIN_PATHS[portal], payload: credentials, remoteAddress });
}

export function sessionCookie(response: LightMyRequestResponse, portal: Portal): string {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIES[portal]);
  if (!cookie) throw new Error(`no ${SESSION_COOKIES[portal]} cookie in the answer`);
  return cookie.value;
}

/** Logs in and returns the session id (from the body; the cookie carries the same). */
export async function sessionFor(app: FastifyInstance, portal: Portal, credentials: { email: string; password: string }): Promise<string> {
  const response = await login(app, portal, credentials);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().sessionId as string;
}

export const cookieHeader = (portal: Portal, id: string) => ({ cookie: `${SESSION_COOKIES[portal]}=${id}` });
export const sessionHeader = (portal: Portal, id: string) => ({ [`x-${portal}-session`]: id });
/** What a browser adds to a same-origin fetch. */
export const sameOrigin = { "sec-fetch-site": "same-origin" };

/** Creating and migrating a database can be slow on a busy machine. */
export const SETUP_TIMEOUT = 300_000;

/**
 * A fresh migrated database for one test file: opened before its tests and dropped after them. Read
 * `database.db` inside a test (it exists only once the file's set-up has run).
 */
export function useTestDatabase(): { readonly db: Db } {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await opened?.drop();
  }, SETUP_TIMEOUT);
  return {
    get db() {
      return opened!.database.db;
    },
  };
}
