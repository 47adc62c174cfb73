import { randomInt } from "node:crypto";
import { serverPasswordProblem } from "./password-policy";

// No 0/O, 1/l/I: the password is read out or copied by hand once.
const ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A one-time password for a new account or a reset: three groups of five (about 86 bits), e.g. "k7Pqm-X4zRt-9twHa". */
export function temporaryPassword(email: string): string {
  for (;;) {
    const groups = Array.from({ length: 3 }, () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""));
    const password = groups.join("-");
    if (!serverPasswordProblem(password, email)) return password;
  }
}
