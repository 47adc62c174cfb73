import type { Page } from "@playwright/test";
import { LOGIN_PATHS, type Portal } from "../../../src/shared/contract/auth";
import { expect } from "./login";

/** Where the login page keeps the signed-in user (src/web/lib/session.ts). */
const USER_KEYS: Record<Portal, string> = { admin: "adminUser", hr: "hr-data", employee: "employee-data" };

/**
 * Logs in through the API (the session cookie lands in the page's context) and stores the user record
 * the way the login page does, before any page script runs. Only the login specs use the form.
 * Answers the session id, for API calls that set up data (`x-{portal}-session`).
 */
export async function loginAs(page: Page, portal: Portal, account: { email: string; password: string }): Promise<{ sessionHeader: Record<string, string> }> {
  const response = await page.request.post(LOGIN_PATHS[portal], { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Record<string, unknown> & { sessionId: string };
  const user = body.admin ?? body.hrUser ?? body.employee;
  await page.addInitScript(
    ([key, value, hr]) => {
      localStorage.setItem(key, value);
      if (hr) localStorage.setItem("hrAuth", "true");
    },
    [USER_KEYS[portal], JSON.stringify(user), portal === "hr"] as const,
  );
  return { sessionHeader: { [`x-${portal}-session`]: body.sessionId } };
}
