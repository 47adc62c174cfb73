import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import type { Config } from "../config";
import { PiiCipher } from "./pii-cipher";

export const KEY_FILE_NAME = "encryption.key";

export class EncryptionKeyError extends Error {}

/**
 * The key for personal identifiers (docs/product.md section 10.7): DATA_ENCRYPTION_KEY when set; on
 * PostgreSQL in production it is required; otherwise a key is generated once into DATA_DIR (mode 0600)
 * and the server says to back it up, because without it the identifiers cannot be read again.
 */
export function loadPiiCipher(config: Config, print: (text: string) => void = console.log): PiiCipher {
  if (config.DATA_ENCRYPTION_KEY) return new PiiCipher(new Map([[1, config.DATA_ENCRYPTION_KEY]]), 1);
  if (config.DATABASE_URL && config.NODE_ENV === "production") {
    throw new EncryptionKeyError(
      "DATA_ENCRYPTION_KEY is required with DATABASE_URL in production: set it to 32 random bytes in base64 " +
        "(for example the output of `openssl rand -base64 32`) and keep a copy in a safe place.",
    );
  }
  const dataDir = resolve(config.DATA_DIR);
  const file = join(dataDir, KEY_FILE_NAME);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
    print(
      `Generated the key that encrypts personal identifiers: ${file}\n` +
        "Back it up with the database: without it the stored Aadhaar, PAN and account numbers cannot be read.",
    );
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new EncryptionKeyError(`${file} does not hold a 32-byte key in base64`);
  return new PiiCipher(new Map([[1, key]]), 1);
}
