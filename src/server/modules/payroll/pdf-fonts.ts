import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * The fonts of every PDF the portal makes (payslips, annual tax statements, settlement statements): Noto Sans
 * Devanagari, which carries Latin, the rupee sign and Devanagari in one file, embedded as a subset (only the
 * glyphs a document uses), so a name or company written in Devanagari prints and can be copied back as text.
 *
 * Limitation: pdf-lib does no complex shaping, and fontkit's Indic shaper cannot run here at all (its state
 * machine needs a regenerator runtime that is not loaded: it throws on the first Devanagari string). So every
 * character is drawn as its own glyph: Devanagari comes out letter by letter, a conjunct as its consonants with
 * a visible virama (प्र as प् र) and a short i (ि) after its consonant rather than before it. The text stays exact
 * when copied or extracted; only the drawing of conjuncts is simplified.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
} as const;

type Weight = keyof typeof FONT_FILES;
type Font = ReturnType<typeof fontkit.create>;

// Read and parsed once per process: a document only embeds (subsets) them.
const bytes = new Map<Weight, Uint8Array>();
const parsed = new WeakMap<Uint8Array, Font>();

function fontBytes(weight: Weight): Uint8Array {
  let data = bytes.get(weight);
  if (!data) {
    data = new Uint8Array(readFileSync(require.resolve(FONT_FILES[weight])));
    bytes.set(weight, data);
  }
  return data;
}

/**
 * fontkit with each font parsed once and text laid out as one glyph per character (the font's cmap, no
 * substitution): pdf-lib reads only the glyphs of a layout (it draws by advance widths, ignoring positioning),
 * and fontkit's full layout engine costs a millisecond or more per string while the cmap costs microseconds.
 */
const unshapedFontkit = {
  create(data: Uint8Array, postscriptName?: string): Font {
    const cached = parsed.get(data);
    if (cached) return cached;
    const font = fontkit.create(data, postscriptName);
    Object.assign(font, { layout: (text: string) => ({ glyphs: font.glyphsForString(text) }) });
    parsed.set(data, font);
    return font;
  },
};

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(unshapedFontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes("regular"), { subset: true }),
    doc.embedFont(fontBytes("bold"), { subset: true }),
  ]);
  return { regular, bold };
}
