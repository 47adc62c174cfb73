/** Staff password rules (issue 3): long enough, not a common password, not the e-mail address. */

export const PASSWORD_MIN = 10;
/** Bounded so a huge body cannot make hashing expensive. */
export const PASSWORD_MAX = 128;

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  common: "This password is too common. Choose something harder to guess",
  email: "Password must not be your email address",
} as const;

export interface PasswordContext {
  /** The account's e-mail address; the password may not be the address or its part before the @. */
  email?: string;
  /** Looks a password up in the list of common passwords (the list lives on the server). */
  isCommon?: (lowercased: string) => boolean;
}

/** The first broken rule's message, or null when the password is acceptable. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_MIN) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX) return passwordMessages.tooLong;
  const lowered = password.trim().toLowerCase();
  const email = context.email?.trim().toLowerCase();
  if (email && (lowered === email || lowered === email.split("@")[0])) return passwordMessages.email;
  if (context.isCommon?.(lowered)) return passwordMessages.common;
  return null;
}
