import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { EncryptionKeyError, KEY_FILE_NAME, loadPiiCipher } from "./encryption-key";
import { PiiCipher } from "./pii-cipher";

const aadhaar = "234567890124";

describe("PiiCipher", () => {
  const cipher = new PiiCipher(new Map([[1, randomBytes(32)]]), 1);

  it("round-trips a value, with a fresh nonce each time and no clear text in the stored form", () => {
    const first = cipher.encrypt(aadhaar);
    const second = cipher.encrypt(aadhaar);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain(aadhaar);
    expect(cipher.decrypt(first)).toBe(aadhaar);
  });

  it("refuses a changed value and an unknown key", () => {
    const stored = cipher.encrypt(aadhaar);
    const [version, nonce, tag, body] = stored.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([version, nonce, tag, flipped.toString("base64url")].join("."))).toThrow();
    expect(() => new PiiCipher(new Map([[1, randomBytes(32)]]), 1).decrypt(stored)).toThrow();
    expect(() => cipher.decrypt("v9.a.b.c")).toThrow("Not an encrypted value of a known key");
  });

  it("reads values of an older key after rotation", () => {
    const old = randomBytes(32);
    const before = new PiiCipher(new Map([[1, old]]), 1).encrypt("ABCDE1234F");
    const rotated = new PiiCipher(
      new Map([
        [1, old],
        [2, randomBytes(32)],
      ]),
      2,
    );
    expect(rotated.decrypt(before)).toBe("ABCDE1234F");
    expect(rotated.encrypt("x").startsWith("v2.")).toBe(true);
  });
});

describe("loadPiiCipher", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("takes DATA_ENCRYPTION_KEY (32 bytes in base64) and refuses other lengths at start", () => {
    dir = mkdtempSync(join(tmpdir(), "pii-"));
    const key = randomBytes(32).toString("base64");
    const cipher = loadPiiCipher(loadConfig({ DATA_DIR: dir, DATA_ENCRYPTION_KEY: key }));
    expect(new PiiCipher(new Map([[1, Buffer.from(key, "base64")]]), 1).decrypt(cipher.encrypt("x"))).toBe("x");
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: randomBytes(16).toString("base64") })).toThrow(
      /DATA_ENCRYPTION_KEY: must be 32 random bytes/,
    );
  });

  it("on the embedded database generates a key file once (mode 0600), says to back it up, and reuses it", () => {
    dir = mkdtempSync(join(tmpdir(), "pii-"));
    const printed: string[] = [];
    const config = loadConfig({ DATA_DIR: dir });
    const stored = loadPiiCipher(config, (text) => printed.push(text)).encrypt(aadhaar);
    const file = join(dir, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8"), "base64")).toHaveLength(32);
    expect(printed.join("")).toContain("Back it up");
    const again: string[] = [];
    expect(loadPiiCipher(config, (text) => again.push(text)).decrypt(stored)).toBe(aadhaar);
    expect(again).toEqual([]);
  });

  it("on PostgreSQL in production requires DATA_ENCRYPTION_KEY", () => {
    dir = mkdtempSync(join(tmpdir(), "pii-"));
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: "production", DATABASE_URL: "postgres://u:p@db:5432/app" });
    expect(() => loadPiiCipher(config)).toThrow(EncryptionKeyError);
    expect(() => loadPiiCipher(config)).toThrow(/DATA_ENCRYPTION_KEY is required with DATABASE_URL in production/);
  });
});
