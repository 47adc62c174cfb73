import { request, type Cookie, type Page } from "@playwright/test";
import { LOGIN_PATHS, type Portal } from "../../../src/shared/contract/auth";
import { expect } from "./login";

/** Where the login page keeps the signed-in user (src/web/lib/session.ts). */
const USER_KEYS: Record<Portal, string> = { admin: "adminUser", hr: "hr-data", employee: "employee-data" };

interface SavedLogin {
  cookies: Cookie[];
  user: unknown;
  sessionId: string;
}

/**
 * One login per account and worker process: its browser state (the session cookie and the stored user)
 * is saved and given to every test's page, like Playwright's `storageState`, instead of a password
 * check per test. Tests that end a session (logout, password change) use their own accounts and the form.
 */
const savedLogins = new Map<string, Promise<SavedLogin>>();

async function logInOnce(baseURL: string, portal: Portal, account: { email: string; password: string }): Promise<SavedLogin> {
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.post(LOGIN_PATHS[portal], { data: { email: account.email, password: account.password } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { sessionId: string };
    const { cookies } = await context.storageState();
    return { cookies, user: body.admin ?? body.hrUser ?? body.employee, sessionId: body.sessionId };
  } finally {
    await context.dispose();
  }
}

/** The saved login of an account in this worker (made on first use). */
export function savedLogin(portal: Portal, account: { email: string; password: string }): Promise<SavedLogin> {
  const baseURL = process.env.E2E_WORKER_BASE_URL!;
  const key = `${baseURL} ${portal} ${account.email} ${account.password}`;
  let saved = savedLogins.get(key);
  if (!saved) {
    saved = logInOnce(baseURL, portal, account);
    savedLogins.set(key, saved);
    saved.catch(() => savedLogins.delete(key));
  }
  return saved;
}

/** The `x-{portal}-session` header of an account's saved login, for API calls that set up data. */
export async function sessionHeaderOf(portal: Portal, account: { email: string; password: string }): Promise<Record<string, string>> {
  return { [`x-${portal}-session`]: (await savedLogin(portal, account)).sessionId };
}

/**
 * Signs the page in (the session cookie lands in its context) and stores the user record the way the
 * login page does, before any page script runs. Only the login specs use the form.
 * The signed-in page asks for reduced motion: an opened panel then jumps into view instead of scrolling smoothly,
 * again as its rows arrive (components/portal/reveal-panel.ts), so a click aimed at a button in it cannot land
 * where the button was a moment before (a dialog that never opened failed CI runs). The portal's motion is not
 * what these tests check; the jump and the focus are (phone-layout.spec.ts).
 * Answers the session header, for API calls that set up data.
 */
export async function loginAs(
  page: Page,
  portal: Portal,
  account: { email: string; password: string },
): Promise<{ sessionHeader: Record<string, string> }> {
  const { cookies, user, sessionId } = await savedLogin(portal, account);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.context().addCookies(cookies);
  await page.addInitScript(
    ([key, value, hr]) => {
      localStorage.setItem(key, value);
      if (hr) localStorage.setItem("hrAuth", "true");
    },
    [USER_KEYS[portal], JSON.stringify(user), portal === "hr"] as const,
  );
  return { sessionHeader: { [`x-${portal}-session`]: sessionId } };
}
