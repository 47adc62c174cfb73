import { createHmac, timingSafeEqual } from "node:crypto";
import type { PiiCipher } from "../../crypto/pii-cipher";

// A newsletter's personal unsubscribe link (docs/product.md section 11): "{subscriber id}.{signature}", the
// signature an HMAC-SHA256 of the id under a key derived from the server's encryption key. Nothing is stored:
// the link stays valid for as long as the key, and nobody can make one for another subscriber.

const PURPOSE = "newsletter-unsubscribe-v1";

export interface UnsubscribeTokens {
  tokenFor(subscriberId: number): string;
  /** The subscriber id of a genuine token, else null. */
  verify(token: string): number | null;
}

export function unsubscribeTokens(cipher: PiiCipher): UnsubscribeTokens {
  const key = cipher.derivedKey(PURPOSE);
  const sign = (id: number) => createHmac("sha256", key).update(String(id)).digest();
  return {
    tokenFor: (subscriberId) => `${subscriberId}.${sign(subscriberId).toString("base64url")}`,
    verify(token) {
      const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      if (!Number.isSafeInteger(id) || id < 1 || String(id) !== match[1]) return null;
      const given = Buffer.from(match[2]!, "base64url");
      const expected = sign(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
