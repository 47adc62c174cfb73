import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Config } from "../config";
import { KEY_FILE_NAME } from "../crypto/encryption-key";

/**
 * The key the server encrypts personal identifiers and documents with, found where the server finds it
 * (crypto/encryption-key.ts): DATA_ENCRYPTION_KEY, else DATA_DIR/encryption.key. Never generates one: a
 * backup or a restore without the key has nothing to check against. Null when there is none.
 */
export function encryptionKeyOf(config: Config): Buffer | null {
  if (config.DATA_ENCRYPTION_KEY) return config.DATA_ENCRYPTION_KEY;
  const file = join(resolve(config.DATA_DIR), KEY_FILE_NAME);
  if (!existsSync(file)) return null;
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  return key.length === 32 ? key : null;
}

/** SHA-256 of the key, in hex: a backup names its key by this, never by the key itself. */
export const keyFingerprint = (key: Buffer): string => createHash("sha256").update(key).digest("hex");

/** Where a key was looked for, for messages. */
export const keyPlaces = (config: Config) => `DATA_ENCRYPTION_KEY or ${join(resolve(config.DATA_DIR), KEY_FILE_NAME)}`;
