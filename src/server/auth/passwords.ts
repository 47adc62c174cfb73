import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

/** argon2id with the OWASP parameters of docs/product.md section 10.8: m=19456 KiB, t=2, p=1. */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, ARGON2_OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random secret with the same parameters. Logins for unknown accounts verify against it,
 * so they cost the same time as logins for known ones and timing reveals nothing.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummyHash;
}

/** A strong generated password (24 characters from a URL-safe alphabet, about 143 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
