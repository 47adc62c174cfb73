/** The company profile's page layout (generate-company-profile.ts): its colours, A4 page and margins, fonts, wrapped text and section titles. */
import { rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

export const navy = rgb(0.039, 0.114, 0.188);
export const navySoft = rgb(0.059, 0.165, 0.267);
export const gold = rgb(0.878, 0.647, 0.149);
export const goldDark = rgb(0.725, 0.514, 0.102);
export const ink = rgb(0.2, 0.255, 0.333);
export const muted = rgb(0.392, 0.455, 0.545);
export const line = rgb(0.886, 0.91, 0.941);
export const tint = rgb(0.933, 0.957, 0.98);
export const white = rgb(1, 1, 1);

export const A4: [number, number] = [595.28, 841.89];
export const margin = 50;
export const contentWidth = A4[0] - margin * 2;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  display: PDFFont;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && current) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Draws wrapped text from the top line's baseline `y`; returns the baseline below the last line. */
export function paragraph(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  opts: { font: PDFFont; size: number; width: number; color?: RGB; leading?: number },
): number {
  const leading = opts.leading ?? opts.size * 1.45;
  for (const row of wrap(text, opts.font, opts.size, opts.width)) {
    page.drawText(row, { x, y, size: opts.size, font: opts.font, color: opts.color ?? ink });
    y -= leading;
  }
  return y;
}

/** The rupee sign is not in the standard PDF fonts' encoding, so it is drawn as a path (cap height `size`). */
export function rupee(page: PDFPage, x: number, y: number, size: number, color: RGB): number {
  const scale = size / 14;
  page.drawSvgPath("M0 0H10M0 3.6H10M0 0H3.6C6.4 0 7.6 1.9 7.6 3.7C7.6 5.6 6.1 7.3 3.6 7.3H1L8.2 14", {
    x,
    y: y + size,
    scale,
    borderColor: color,
    borderWidth: 1.9,
  });
  return 10.5 * scale;
}

export function sectionTitle(page: PDFPage, fonts: Fonts, text: string, y: number): number {
  page.drawText(text.toUpperCase(), { x: margin, y, size: 9, font: fonts.bold, color: goldDark });
  page.drawRectangle({ x: margin, y: y - 7, width: 28, height: 1.5, color: gold });
  return y - 26;
}
