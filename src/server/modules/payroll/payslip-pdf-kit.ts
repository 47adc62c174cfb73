import { rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

/** The payslip's page geometry, colours and text drawing (payslip-pdf.ts): A4, standard Helvetica fonts. */

export const A4: [number, number] = [595.28, 841.89];
export const margin = 50;
export const right = A4[0] - margin;
export const contentWidth = right - margin;
export const middle = margin + contentWidth / 2;

export const [navy, gold, ink, muted] = [rgb(0.039, 0.114, 0.188), rgb(0.878, 0.647, 0.149), rgb(0.2, 0.255, 0.333), rgb(0.392, 0.455, 0.545)];
export const [line, tint, white] = [rgb(0.886, 0.91, 0.941), rgb(0.933, 0.957, 0.98), rgb(1, 1, 1)];
export const [amber, amberTint] = [rgb(0.573, 0.251, 0.055), rgb(1, 0.969, 0.89)];

const inr = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
/** "Rs. 58,900": the standard fonts have no rupee sign. */
export const formatRupees = (amount: number) => `${amount < 0 ? "-" : ""}Rs. ${inr.format(Math.abs(amount))}`;

/** `alignRight` aligns the text's end at x; `maxWidth` cuts longer text to fit, ending it with "...". */
export interface TextOptions { size?: number; bold?: boolean; color?: RGB; alignRight?: boolean; maxWidth?: number }
export type Write = (raw: string, x: number, y: number, options?: TextOptions) => number;

/** Draws text that is safe for the fonts' WinAnsi encoding: anything else becomes "?", control characters spaces. */
export function writer(page: PDFPage, regular: PDFFont, bold: PDFFont): Write {
  const charset = new Set(regular.getCharacterSet());
  const safeChar = (char: string) => {
    const code = char.codePointAt(0)!;
    return code < 0x20 ? " " : charset.has(code) ? char : "?";
  };
  const safe = (text: string) => [...text.normalize("NFC")].map(safeChar).join("");
  return (raw, x, y, options = {}) => {
    const font = options.bold ? bold : regular;
    const size = options.size ?? 10;
    let text = safe(raw);
    if (options.maxWidth !== undefined && font.widthOfTextAtSize(text, size) > options.maxWidth) {
      while (text && font.widthOfTextAtSize(`${text}...`, size) > options.maxWidth) text = text.slice(0, -1);
      text = `${text.trimEnd()}...`;
    }
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: options.alignRight ? x - width : x, y, size, font, color: options.color ?? ink });
    return width;
  };
}

/** Splits text into lines no wider than `width` at spaces. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    const fits = !current || font.widthOfTextAtSize(candidate, size) <= width;
    if (!fits) lines.push(current);
    current = fits ? candidate : word;
  }
  if (current) lines.push(current);
  return lines;
}
