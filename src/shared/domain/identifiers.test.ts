import { describe, expect, it } from "vitest";
import {
  verhoeffCheckDigit,
  isValidAadhaar,
  isValidAccountNumber,
  isValidEsiIpNumber,
  isValidIfsc,
  isValidPan,
  isValidUan,
  maskAadhaar,
  maskAccountNumber,
  maskPan,
  passesVerhoeff,
} from "./identifiers";

describe("Verhoeff", () => {
  it("accepts numbers whose last digit is their check digit and refuses a changed digit or a swap", () => {
    expect(passesVerhoeff("2363")).toBe(true); // 236 with check digit 3 (the textbook example)
    expect(passesVerhoeff("2364")).toBe(false);
    expect(passesVerhoeff("2633")).toBe(false);
    expect(verhoeffCheckDigit("236")).toBe("3");
    expect(verhoeffCheckDigit("23456789012")).toBe("4");
  });
});

describe("identifier formats", () => {
  it("Aadhaar: 12 digits, not starting with 0 or 1, Verhoeff-valid; spaces ignored", () => {
    expect(isValidAadhaar("2345 6789 0124")).toBe(true);
    expect(isValidAadhaar("234567890124")).toBe(true);
    expect(isValidAadhaar("234567890123")).toBe(false); // wrong check digit
    expect(isValidAadhaar("23456789012")).toBe(false); // 11 digits
    expect(isValidAadhaar("1234 5678 9012")).toBe(false);
  });

  it("PAN AAAAA9999A, upper-cased first", () => {
    expect(isValidPan("abcde1234f")).toBe(true);
    expect(isValidPan("ABCDE 1234 F")).toBe(true);
    expect(isValidPan("ABCD12345F")).toBe(false);
  });

  it("IFSC AAAA0XXXXXX and account numbers of 9 to 18 digits", () => {
    expect(isValidIfsc("hdfc0001234")).toBe(true);
    expect(isValidIfsc("HDFC1001234")).toBe(false);
    expect(isValidAccountNumber("123456789")).toBe(true);
    expect(isValidAccountNumber("12345678")).toBe(false);
    expect(isValidAccountNumber("1".repeat(18))).toBe(true);
    expect(isValidAccountNumber("1".repeat(19))).toBe(false);
  });

  it("UAN of exactly 12 digits and ESI IP number of exactly 10; spaces ignored, letters refused", () => {
    expect(isValidUan("100123456789")).toBe(true);
    expect(isValidUan("1001 2345 6789")).toBe(true);
    expect(isValidUan("10012345678")).toBe(false);
    expect(isValidUan("1001234567890")).toBe(false);
    expect(isValidUan("10012345678A")).toBe(false);
    expect(isValidEsiIpNumber("3112345678")).toBe(true);
    expect(isValidEsiIpNumber("311234567")).toBe(false);
    expect(isValidEsiIpNumber("31123456789")).toBe(false);
    expect(isValidEsiIpNumber("31123456X8")).toBe(false);
  });
});

describe("masking", () => {
  it("shows only what identifies the record to a person who already knows it", () => {
    expect(maskAadhaar("2345 6789 0124")).toBe("XXXX XXXX 0124");
    expect(maskPan("abcde1234f")).toBe("ABCDE****F");
    expect(maskAccountNumber("50100123456789")).toBe("XXXXXX6789");
  });
});
