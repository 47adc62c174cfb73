import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from "pdf-lib";
import { decodeTwoByte, toUnicodeMaps, type ToUnicode } from "./pdf-cmap";

/**
 * The text of a PDF drawn with pdf-lib, for tests: pdf-lib cannot extract text, so this decodes each page's
 * content streams (FlateDecode and the other standard filters) and reads the text-showing operators (Tj, TJ, ',
 * "): through the font's ToUnicode map for an embedded font (pdf-cmap.ts), as WinAnsi for a standard one. Text on
 * one baseline becomes one line, separately placed pieces joined by a space; lines follow drawing order. Form
 * XObjects are not read.
 */
export async function pdfPageTexts(bytes: Uint8Array | ArrayBuffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => pageText(contentsOf(page.node.Contents()), toUnicodeMaps(page)));
}

/** Every page's text, in page order, joined by newlines. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  return (await pdfPageTexts(bytes)).join("\n");
}

function contentsOf(contents: PDFObject | undefined): string {
  const streams = contents instanceof PDFArray ? contents.asArray().map((_, index) => contents.lookup(index)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
    .join("\n");
}

/** WinAnsiEncoding's bytes 0x80..0x9F (the rest is Latin-1); unused bytes map to "?". */
const WIN_ANSI_HIGH = "€?‚ƒ„…†‡ˆ‰Š‹Œ?Ž??‘’“”•–—˜™š›œ?žŸ";
const winAnsi = (bytes: string) => bytes.replace(/[\u0080-\u009f]/g, (char) => WIN_ANSI_HIGH[char.charCodeAt(0) - 0x80] ?? "?");

type Operand = { text: string } | { name: string } | number | Operand[] | null;

const DELIMITERS = "()<>[]{}/%";
const isSpace = (char: string | undefined) => char !== undefined && " \t\r\n\f\0".includes(char);
const isRegular = (char: string | undefined) => char !== undefined && !isSpace(char) && !DELIMITERS.includes(char);
const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

function pageText(source: string, fonts: Map<string, ToUnicode>): string {
  let font: ToUnicode | undefined; // the current font's map; none for a standard font
  const lines: string[] = [];
  let line = "";
  let lineY: number | null = null; // baseline of the text in `line`
  let y = 0;
  let leading = 0;
  let placed = false; // the text position moved since the last piece: separate the next piece with a space
  const show = (text: string) => {
    if (lineY !== null && Math.abs(y - lineY) > 1) newLine();
    if (line && placed && !line.endsWith(" ")) line += " ";
    line += font ? decodeTwoByte(text, font) : winAnsi(text);
    lineY = y;
    placed = false;
  };
  const newLine = () => {
    if (line.trim()) lines.push(line.trim());
    line = "";
    lineY = null;
  };

  const stack: Operand[] = [];
  const arrays: number[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (isSpace(char)) {
      i += 1;
    } else if (char === "%") {
      while (i < source.length && source[i] !== "\n" && source[i] !== "\r") i += 1;
    } else if (char === "(") {
      let depth = 1;
      let text = "";
      i += 1;
      while (i < source.length && depth > 0) {
        const c = source[i]!;
        if (c === "\\") {
          const next = source[i + 1] ?? "";
          const octal = /^[0-7]{1,3}/.exec(source.slice(i + 1, i + 4));
          if (octal) {
            text += String.fromCharCode(parseInt(octal[0], 8) & 0xff);
            i += 1 + octal[0].length;
            continue;
          }
          if (next === "\r")
            i += source[i + 2] === "\n" ? 1 : 0; // line continuation
          else if (next !== "\n") text += ESCAPES[next] ?? next;
          i += 2;
          continue;
        }
        if (c === "(") depth += 1;
        if (c === ")") depth -= 1;
        if (depth > 0) text += c;
        i += 1;
      }
      stack.push({ text });
    } else if (char === "<" && source[i + 1] === "<") {
      i += 2;
    } else if (char === ">" && source[i + 1] === ">") {
      i += 2;
    } else if (char === "<") {
      const end = source.indexOf(">", i);
      const hex = source.slice(i + 1, end < 0 ? source.length : end).replace(/[^0-9a-fA-F]/g, "");
      const padded = hex.length % 2 ? `${hex}0` : hex;
      stack.push({ text: padded.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16))) });
      i = end < 0 ? source.length : end + 1;
    } else if (char === "[") {
      arrays.push(stack.length);
      i += 1;
    } else if (char === "]") {
      const start = arrays.pop() ?? stack.length;
      stack.push(stack.splice(start));
      i += 1;
    } else if (char === "/") {
      const start = (i += 1);
      while (isRegular(source[i])) i += 1;
      stack.push({ name: source.slice(start, i) });
    } else if (!isRegular(char)) {
      i += 1; // a stray delimiter
    } else {
      const start = i;
      while (isRegular(source[i])) i += 1;
      const token = source.slice(start, i);
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
        stack.push(Number(token));
        continue;
      }
      if (token === "ID") {
        // Inline image data is binary: skip to its EI.
        const end = /\sEI(?=\s|$)/.exec(source.slice(i));
        i = end ? i + end.index + end[0].length : source.length;
      }
      const operands = stack.splice(0);
      arrays.length = 0;
      const number = (index: number) => {
        const value = operands[index];
        return typeof value === "number" ? value : 0;
      };
      const last = operands[operands.length - 1];
      const lastText = last && typeof last === "object" && "text" in last ? last.text : "";
      const first = operands[0];
      switch (token) {
        case "Tf":
          font = first && typeof first === "object" && "name" in first ? fonts.get(first.name) : undefined;
          break;
        case "BT":
          y = 0;
          placed = true;
          break;
        case "Tm":
          y = number(5);
          placed = true;
          break;
        case "TD":
          leading = -number(1);
          y += number(1);
          placed = true;
          break;
        case "Td":
          y += number(1);
          placed = true;
          break;
        case "TL":
          leading = number(0);
          break;
        case "T*":
          y -= leading;
          placed = true;
          break;
        case "'":
        case '"':
          y -= leading;
          placed = true;
          show(lastText);
          break;
        case "Tj":
          show(lastText);
          break;
        case "TJ":
          for (const item of Array.isArray(last) ? last : []) {
            if (typeof item === "number" && item < -200) line += line.endsWith(" ") ? "" : " ";
            else if (item && typeof item === "object" && "text" in item) show(item.text);
          }
          break;
      }
    }
  }
  newLine();
  return lines.join("\n");
}
