import { LOGIN_PATHS, type Portal } from "../../src/shared/contract/auth";

/** What the stored-XSS scenario (xss.ts, xss-store.ts) writes with: the --demo server's accounts and records, its logins, the write it sends, and its days. */
/** Accounts the server's --demo data has (src/server/seed). */
export const DEMO_ACCOUNTS: Record<Portal, { email: string; password: string }> = {
  admin: { email: "vikram.joshi@prasthanrealty.example", password: "Admin#Pune2025" },
  hr: { email: "sneha.patil@prasthanrealty.example", password: "Hr#Baner2025" },
  employee: { email: "aarav.deshmukh@prasthanrealty.example", password: "Sales#Wakad2025" },
};
export const DOMAIN = "prasthanrealty.example";
/** Aarav's employee record in the demo data, and Sneha's (HR, and the manager of the HR team). */
export const AARAV = 2;
export const SNEHA = 1;

export interface Login {
  sessionId: string;
  cookies: { name: string; value: string }[];
  user: unknown;
}

/** A login through the API (or, with `hr`, HR's switch to her own employee portal), as the browser keeps it. */
export async function logIn(serverUrl: string, portal: Portal, hr?: Login): Promise<Login> {
  const path = hr ? "/api/hr/switch/employee" : LOGIN_PATHS[portal];
  const headers = { "content-type": "application/json", ...(hr ? { "x-hr-session": hr.sessionId } : {}) };
  const response = await fetch(`${serverUrl}${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(hr ? { password: DEMO_ACCOUNTS.hr.password } : DEMO_ACCOUNTS[portal]),
  });
  if (!response.ok) throw new Error(`${portal} login: ${response.status}`);
  const body = (await response.json()) as Record<string, unknown> & { sessionId: string };
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
  });
  return { sessionId: body.sessionId, cookies, user: body.admin ?? body.hrUser ?? body.employee };
}

type Role = Portal | "visitor";
export interface Write {
  role: Role;
  method: "POST" | "PUT";
  /** The route as the OpenAPI document spells it, and the address with its ids filled in. */
  route: string;
  url: string;
  body: Record<string, unknown>;
  /** The body's fields that carry a payload. */
  fields: string[];
  /** Another session than the role's own (a manager in the employee portal). */
  session?: Record<string, string>;
}

export type Send = (write: Write) => Promise<Record<string, unknown> | null>;
export type IdOf = (answer: Record<string, unknown> | null, key?: string) => number | null;

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
/** The last Monday to Friday day strictly before `day`. */
export const workingDayBefore = (day: string) => {
  let candidate = addDays(day, -1);
  while ([0, 6].includes(new Date(`${candidate}T00:00:00Z`).getUTCDay())) candidate = addDays(candidate, -1);
  return candidate;
};
