import { describe, expect, it } from "vitest";
import { PASSWORD_MAX, passwordMessages, passwordProblem } from "./password-rules";

const common = new Set(["password123", "qwertyuiop"]);
const isCommon = (value: string) => common.has(value);

describe("passwordProblem", () => {
  it("accepts a long, uncommon password", () => {
    expect(passwordProblem("Monsoon-Deccan-42", { email: "asha.rao@prasthanrealty.example", isCommon })).toBeNull();
  });

  it("needs at least 10 characters (9 fails, 10 passes)", () => {
    expect(passwordProblem("Abcdefgh9")).toBe("Password must be at least 10 characters");
    expect(passwordProblem("Abcdefgh90")).toBeNull();
  });

  it("refuses passwords over the maximum", () => {
    expect(passwordProblem("x".repeat(PASSWORD_MAX + 1))).toBe(passwordMessages.tooLong);
    expect(passwordProblem("xy".repeat(PASSWORD_MAX / 2))).toBeNull();
  });

  it("refuses a common password whatever its case", () => {
    expect(passwordProblem("Password123", { isCommon })).toBe("This password is too common. Choose something harder to guess");
    expect(passwordProblem("QWERTYUIOP", { isCommon })).toBe(passwordMessages.common);
  });

  it("refuses the e-mail address and its local part, whatever the case", () => {
    const email = "kiran.deshpande@prasthanrealty.example";
    expect(passwordProblem("Kiran.Deshpande@PrasthanRealty.example", { email })).toBe("Password must not be your email address");
    expect(passwordProblem("kiran.deshpande", { email })).toBe(passwordMessages.email);
    expect(passwordProblem("kiran.deshpande!", { email })).toBeNull();
  });

  it("refuses a password that is blank after trimming, whatever its length", () => {
    expect(passwordProblem(" ".repeat(10))).toBe("Password must not be only spaces");
    expect(passwordProblem("\t".repeat(12))).toBe(passwordMessages.blank);
    expect(passwordProblem("")).toBe(passwordMessages.blank);
  });

  it("does not count spaces at either end towards the minimum length", () => {
    expect(passwordProblem("   Abcdefgh9   ")).toBe(passwordMessages.tooShort);
    expect(passwordProblem("  Abcdefgh90  ")).toBeNull();
  });

  it("refuses one character repeated", () => {
    expect(passwordProblem("a".repeat(10))).toBe("Password must not be one character repeated");
    expect(passwordProblem("7".repeat(40))).toBe(passwordMessages.repeated);
    expect(passwordProblem("a".repeat(9) + "b")).toBeNull();
  });

  it("checks length before anything else", () => {
    expect(passwordProblem("short", { email: "short@x.example", isCommon: () => true })).toBe(passwordMessages.tooShort);
  });
});
