import { rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

/**
 * The page geometry, colours and text drawing of every PDF the portal makes (payslip-pdf.ts and the statements):
 * A4, the embedded fonts of pdf-fonts.ts, money and dates as the screens show them (shared/display-format.ts).
 */

export { formatCalendarDate, formatRupees } from "@/shared/display-format";

export const A4: [number, number] = [595.28, 841.89];
export const margin = 50;
export const right = A4[0] - margin;
export const contentWidth = right - margin;
export const middle = margin + contentWidth / 2;

export const [navy, gold, ink, muted] = [
  rgb(0.039, 0.114, 0.188),
  rgb(0.878, 0.647, 0.149),
  rgb(0.2, 0.255, 0.333),
  rgb(0.392, 0.455, 0.545),
];
export const [line, tint, white] = [rgb(0.886, 0.91, 0.941), rgb(0.933, 0.957, 0.98), rgb(1, 1, 1)];
export const [amber, amberTint] = [rgb(0.573, 0.251, 0.055), rgb(1, 0.969, 0.89)];

/** `alignRight` aligns the text's end at x; `maxWidth` cuts longer text to fit, ending it with "...". */
export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  alignRight?: boolean;
  maxWidth?: number;
}
export type Write = (raw: string, x: number, y: number, options?: TextOptions) => number;

const charsets = new WeakMap<PDFFont, Set<number>>();
function charsetOf(font: PDFFont): Set<number> {
  let charset = charsets.get(font);
  if (!charset) charsets.set(font, (charset = new Set(font.getCharacterSet())));
  return charset;
}

/** Draws text the font can show: a character it has no glyph for (an emoji) becomes "?", control characters spaces. */
export function writer(page: PDFPage, regular: PDFFont, bold: PDFFont): Write {
  const charset = charsetOf(regular);
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
