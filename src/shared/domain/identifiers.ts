/**
 * Indian personal and bank identifiers: format checks and the masked forms every list, export and
 * audit entry shows (docs/product.md sections 2.6 and 10.7). Letters are upper-cased and spaces removed first.
 */

export const normaliseIdentifier = (value: string) => value.replace(/\s+/g, "").toUpperCase();

export const isValidPan = (value: string) => /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(normaliseIdentifier(value));
export const isValidIfsc = (value: string) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(normaliseIdentifier(value));
export const isValidAccountNumber = (value: string) => /^[0-9]{9,18}$/.test(normaliseIdentifier(value));
/** The EPFO's Universal Account Number: 12 digits. */
export const isValidUan = (value: string) => /^[0-9]{12}$/.test(normaliseIdentifier(value));
/** The ESIC's Insurance Person (IP) number: 10 digits. */
export const isValidEsiIpNumber = (value: string) => /^[0-9]{10}$/.test(normaliseIdentifier(value));

// Verhoeff check digit tables (dihedral group D5), as UIDAI uses for Aadhaar.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a digit string passes the Verhoeff check (its last digit is the check digit). */
export function passesVerhoeff(digits: string): boolean {
  let check = 0;
  [...digits].reverse().forEach((digit, index) => {
    check = MULTIPLY[check]![PERMUTE[index % 8]![Number(digit)]!]!;
  });
  return check === 0;
}

/** The digit to append so that `digits` + it passes the Verhoeff check (fictional demo and test numbers). */
export function verhoeffCheckDigit(digits: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesVerhoeff(`${digits}${digit}`)) return String(digit);
  throw new Error("unreachable: every prefix has exactly one check digit");
}

/** 12 digits, not starting with 0 or 1, passing the Verhoeff check. */
export function isValidAadhaar(value: string): boolean {
  const digits = normaliseIdentifier(value);
  return /^[2-9][0-9]{11}$/.test(digits) && passesVerhoeff(digits);
}

/** XXXX XXXX 1234 */
export const maskAadhaar = (value: string) => `XXXX XXXX ${normaliseIdentifier(value).slice(-4)}`;
/** ABCDE****F */
export const maskPan = (value: string) => {
  const pan = normaliseIdentifier(value);
  return `${pan.slice(0, 5)}****${pan.slice(-1)}`;
};
/** XXXXXX1234 */
export const maskAccountNumber = (value: string) => `XXXXXX${normaliseIdentifier(value).slice(-4)}`;
