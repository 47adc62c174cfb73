/** One request before a role is applied: `auth` says how the runner presents the role's session. */
export interface FuzzCase {
  key: string;
  generator: string;
  detail: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** header: x-{portal}-session; cookie: the session cookie (same-origin rules apply); none: no session at all. */
  auth: "header" | "cookie" | "none";
}
