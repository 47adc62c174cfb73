import { decodePDFRawStream, PDFDict, PDFName, PDFRawStream, type PDFPage } from "pdf-lib";

/**
 * The ToUnicode maps of a page's embedded (Type0, two-byte Identity-H) fonts, for pdf-text.ts: the glyph codes
 * a content stream shows, read back as the text they stand for. Reads the bfchar and bfrange entries pdf-lib
 * writes (and the plain bfrange form other writers use).
 */
export type ToUnicode = Map<number, string>;

const utf16 = (hex: string) => {
  const units = hex.match(/.{1,4}/g) ?? [];
  return String.fromCharCode(...units.map((unit) => parseInt(unit, 16)));
};

function parseCMap(source: string): ToUnicode {
  const map: ToUnicode = new Map();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(parseInt(code!, 16), utf16(text!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, first] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const start = parseInt(first!, 16);
      for (let code = parseInt(low!, 16); code <= parseInt(high!, 16); code += 1)
        map.set(code, String.fromCharCode(start + code - parseInt(low!, 16)));
    }
  }
  return map;
}

/** Each font resource name of the page (without the slash) with a ToUnicode map; standard fonts have none. */
export function toUnicodeMaps(page: PDFPage): Map<string, ToUnicode> {
  const maps = new Map<string, ToUnicode>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = page.doc.context.lookup(ref);
    const stream = font instanceof PDFDict ? font.lookup(PDFName.of("ToUnicode")) : undefined;
    if (stream instanceof PDFRawStream)
      maps.set(name.decodeText(), parseCMap(Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")));
  }
  return maps;
}

/** Two-byte codes read through the map; a code the map lacks becomes U+FFFD. */
export const decodeTwoByte = (bytes: string, map: ToUnicode) =>
  (bytes.match(/[\s\S]{2}/g) ?? []).map((pair) => map.get((pair.charCodeAt(0) << 8) | pair.charCodeAt(1)) ?? "\uFFFD").join("");
