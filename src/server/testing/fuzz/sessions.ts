/**
 * Real sessions for the fuzzer's roles: the roster's test accounts (as testing/helpers.ts seedPeople makes
 * them), logged in through the login routes. This file does not import vitest, so the bench can use it too.
 */
import type { FastifyInstance } from "fastify";
import { LOGIN_PATHS, portals, SESSION_HEADERS, type Portal } from "@/shared/contract/auth";
import { SESSION_COOKIES } from "../../auth/cookies";
import type { Db } from "../../db/client";
import { createStaffAccount } from "../../modules/users/service";
import { testAccounts } from "../../seed/roster";

export type Role = "anonymous" | Portal;
export const ROLES: readonly Role[] = ["anonymous", ...portals];

/** The API tests' domain (testing/helpers.ts TEST_DOMAIN): the test config's COMPANY_EMAIL_DOMAIN accepts it. */
export const FUZZ_DOMAIN = "prasthanrealty.example";

/** Makes the admin, HR and employee test accounts (skip when the caller has made them already). */
export async function seedRoleAccounts(db: Db): Promise<void> {
  const accounts = testAccounts(FUZZ_DOMAIN);
  for (const portal of portals) {
    const { role, email, password } = accounts[portal];
    await createStaffAccount(db, FUZZ_DOMAIN, { role, email, password }, { via: "cli" });
  }
}

let addressCounter = 0;
/** A new client address for every request: per-address rate limits must not turn the later cases of a route into 429s. */
export const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export type Logins = Record<Portal, { email: string; password: string }>;

/** The roster's test accounts of the three roles (seedRoleAccounts, testing/helpers.ts seedPeople). */
export const testLogins = (): Logins => testAccounts(FUZZ_DOMAIN);

/** Holds one live session per portal; logs in again when a request (a logout, say) has ended one. */
export class SessionKeeper {
  private readonly ids = new Map<Portal, string>();
  relogins = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly logins: Logins = testLogins(),
  ) {}

  async logInAll(): Promise<void> {
    for (const portal of portals) await this.logIn(portal);
  }

  private async logIn(portal: Portal): Promise<string> {
    const { email, password } = this.logins[portal];
    const response = await this.app.inject({
      method: "POST",
      url: LOGIN_PATHS[portal],
      payload: { email, password },
      remoteAddress: nextAddress(),
    });
    if (response.statusCode !== 200) throw new Error(`${portal} login answered ${response.statusCode}: ${response.body}`);
    const id = (response.json() as { sessionId: string }).sessionId;
    this.ids.set(portal, id);
    return id;
  }

  /** The headers that present `role`'s session the way the case asks. */
  credentials(role: Role, via: "header" | "cookie" | "none"): Record<string, string> {
    if (role === "anonymous" || via === "none") return {};
    const id = this.ids.get(role);
    if (!id) throw new Error(`no ${role} session: call logInAll first`);
    return via === "header" ? { [SESSION_HEADERS[role]]: id } : { cookie: `${SESSION_COOKIES[role]}=${id}` };
  }

  /** After a 401: whether the role's session is still live; logs in again when it is not. Returns true when it did. */
  async revive(role: Role): Promise<boolean> {
    if (role === "anonymous") return false;
    const check = await this.app.inject({ method: "GET", url: `/api/auth/me?portal=${role}`, headers: this.credentials(role, "header") });
    if (check.statusCode === 200) return false;
    await this.logIn(role);
    this.relogins += 1;
    return true;
  }
}
