import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { passwordProblem } from "@/shared/domain/password-rules";

const listFile = fileURLToPath(new URL("./common-passwords.txt", import.meta.url));
let common: Set<string> | undefined;

/** The shipped top-10,000 list (scripts/generate-common-passwords.ts), loaded once. */
export function isCommonPassword(lowercased: string): boolean {
  common ??= new Set(
    readFileSync(listFile, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common.has(lowercased);
}

/** The server's full password check: length, common list and the account's e-mail. */
export function serverPasswordProblem(password: string, email: string): string | null {
  return passwordProblem(password, { email, isCommon: isCommonPassword });
}
