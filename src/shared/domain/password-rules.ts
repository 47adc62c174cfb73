/**
 * Staff password rules: long enough (not counting spaces at either end), not blank, not one character
 * repeated, not a common password, not the e-mail address.
 */

export const PASSWORD_MIN = 10;
/** Bounded so a huge body cannot make hashing expensive. */
export const PASSWORD_MAX = 128;

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  blank: "Password must not be only spaces",
  repeated: "Password must not be one character repeated",
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
  if (password.length > PASSWORD_MAX) return passwordMessages.tooLong;
  const trimmed = password.trim();
  if (trimmed === "") return passwordMessages.blank;
  // Counted in characters (code points) after trimming, so padding with spaces does not count.
  const characters = [...trimmed];
  if (characters.length < PASSWORD_MIN) return passwordMessages.tooShort;
  if (characters.every((character) => character === characters[0])) return passwordMessages.repeated;
  const lowered = trimmed.toLowerCase();
  const email = context.email?.trim().toLowerCase();
  if (email && (lowered === email || lowered === email.split("@")[0])) return passwordMessages.email;
  if (context.isCommon?.(lowered)) return passwordMessages.common;
  return null;
}
