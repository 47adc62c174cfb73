import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Personal identifiers (Aadhaar, PAN, bank account) at rest: AES-256-GCM, a fresh 96-bit nonce per
 * value, the key version in front so keys can be rotated (docs/product.md section 10.7).
 * Stored form: "v{version}.{nonce}.{tag}.{ciphertext}", each part base64url.
 */
export class PiiCipher {
  constructor(
    private readonly keys: ReadonlyMap<number, Buffer>,
    private readonly currentVersion: number,
  ) {
    for (const [version, key] of keys) {
      if (key.length !== 32) throw new Error(`Encryption key version ${version} must be 32 bytes`);
    }
    if (!keys.has(currentVersion)) throw new Error(`No encryption key version ${currentVersion}`);
  }

  encrypt(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.keys.get(this.currentVersion)!, nonce);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [`v${this.currentVersion}`, nonce, cipher.getAuthTag(), body]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  /** The plain value; throws when the value was changed or its key is unknown. */
  decrypt(stored: string): string {
    const [version, nonce, tag, body] = stored.split(".");
    const key = this.keys.get(Number(version?.slice(1)));
    if (!key || !version?.startsWith("v") || nonce === undefined || tag === undefined || body === undefined) {
      throw new Error("Not an encrypted value of a known key");
    }
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  }

  /**
   * A 32-byte key for another purpose (signing the newsletter's unsubscribe links), derived from the current key
   * with HKDF-SHA256: the server needs no second secret, and the encryption key itself never signs anything.
   */
  derivedKey(purpose: string): Buffer {
    return Buffer.from(hkdfSync("sha256", this.keys.get(this.currentVersion)!, Buffer.alloc(0), purpose, 32));
  }

  /** Files (uploaded documents): one byte of key version, the 12-byte nonce, the 16-byte tag, then the ciphertext. */
  encryptBytes(plain: Buffer): Buffer {
    const nonce = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.keys.get(this.currentVersion)!, nonce);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([this.currentVersion]), nonce, cipher.getAuthTag(), body]);
  }

  decryptBytes(stored: Buffer): Buffer {
    const key = this.keys.get(stored[0] ?? -1);
    if (!key || stored.length < 29) throw new Error("Not an encrypted file of a known key");
    const decipher = createDecipheriv("aes-256-gcm", key, stored.subarray(1, 13));
    decipher.setAuthTag(stored.subarray(13, 29));
    return Buffer.concat([decipher.update(stored.subarray(29)), decipher.final()]);
  }
}
