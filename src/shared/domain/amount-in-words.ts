/** A rupee amount in words for payslips, in the Indian numbering system (thousand, lakh, crore). */

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1..99; compounds are hyphenated ("Twenty-One"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1..999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** Words for a positive whole number; crores above 99 are themselves spelt out ("One Hundred Crore"). */
function inWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${inWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/**
 * "Rupees Fifty-Eight Thousand Nine Hundred Only" for 58900. The amount is rounded to the whole rupee first;
 * a negative or non-finite amount throws a RangeError.
 */
export function rupeesInWords(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Amount must be a finite number, got ${amount}`);
  const rupees = Math.round(amount);
  if (rupees < 0) throw new RangeError(`Amount must not be negative, got ${amount}`);
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`Amount is too large, got ${amount}`);
  return `Rupees ${rupees === 0 ? "Zero" : inWords(rupees)} Only`;
}
