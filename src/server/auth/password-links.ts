import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { RESET_LINK_MINUTES, WELCOME_LINK_HOURS } from "@/shared/contract/mail";
import { resetPasswordPagePath } from "@/shared/routes";
import type { Db } from "../db/client";
import { passwordTokens } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { formatMailDateTime, portalUrl, renderMail, type MailSettings } from "../mail/template";

// One-time links to set a password (docs/product.md section 11.3): 'welcome' for a new account (24 hours) and
// 'reset' from Forgot password (1 hour). The token (256 random bits) travels only in the e-mailed link; the
// database keeps its SHA-256. Using a link marks it used in the same statement that checks it, so it works once.

export type LinkPurpose = "welcome" | "reset";

const LIFETIME_MS: Record<LinkPurpose, number> = {
  welcome: WELCOME_LINK_HOURS * 60 * 60 * 1000,
  reset: RESET_LINK_MINUTES * 60 * 1000,
};

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new random token for the link (43 URL-safe characters) and its hash. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

/** Stores a link for the account and returns its token and deadline. */
export async function createPasswordLink(
  tx: Db,
  accountId: number,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + LIFETIME_MS[purpose]);
  await tx.insert(passwordTokens).values({ accountId, tokenHash, purpose, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * Uses a link: marks it used if it exists, is unused and has not expired, all in one statement (two clicks at
 * once cannot both pass). Answers the account and purpose, or undefined for any other link.
 */
export async function usePasswordLink(tx: Db, token: string, now: Date): Promise<{ accountId: number; purpose: LinkPurpose } | undefined> {
  const [row] = await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.tokenHash, hashLinkToken(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .returning({ accountId: passwordTokens.accountId, purpose: passwordTokens.purpose });
  return row;
}

/** Ends every open link of the account (called through revokeAccountAccess, account-access.ts). */
export async function closePasswordLinks(tx: Db, accountId: number, now: Date): Promise<void> {
  await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.accountId, accountId), isNull(passwordTokens.usedAt)));
}

const linkUrl = (settings: MailSettings, token: string) => portalUrl(settings, `${resetPasswordPagePath}?token=${token}`);

interface Recipient {
  id: number;
  email: string;
  name: string;
}

/** A new account's welcome e-mail with its set-password link, in the caller's transaction. */
export async function queueWelcomeEmail(tx: Db, account: Recipient, settings: MailSettings, now: Date): Promise<void> {
  const { token, expiresAt } = await createPasswordLink(tx, account.id, "welcome", now);
  const { text, html } = renderMail(
    {
      greeting: `Dear ${account.name},`,
      paragraphs: [
        `Welcome to ${settings.companyName}. Your staff portal account is ready: you log in with this e-mail address (${account.email}).`,
        `Choose your own password with the link below. It works once, until ${formatMailDateTime(expiresAt, settings)}. If it has expired, use Forgot password on the login page.`,
      ],
      link: { label: "Set your password", url: linkUrl(settings, token) },
    },
    settings,
  );
  await enqueueMail(tx, {
    kind: "account.welcome",
    to: account.email,
    subject: `Welcome to ${settings.companyName}: set your password`,
    text,
    html,
  });
}

/** Forgot password's e-mail with its reset link, in the caller's transaction. */
export async function queueResetEmail(tx: Db, account: Recipient, settings: MailSettings, now: Date): Promise<void> {
  const { token, expiresAt } = await createPasswordLink(tx, account.id, "reset", now);
  const { text, html } = renderMail(
    {
      greeting: `Dear ${account.name},`,
      paragraphs: [
        `Someone (we hope you) asked to set a new password for your ${settings.companyName} staff portal account.`,
        `The link below works once, until ${formatMailDateTime(expiresAt, settings)}. Setting a new password signs you out everywhere.`,
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ],
      link: { label: "Set a new password", url: linkUrl(settings, token) },
    },
    settings,
  );
  await enqueueMail(tx, { kind: "password.reset", to: account.email, subject: `${settings.companyName}: set a new password`, text, html });
}
