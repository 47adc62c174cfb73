/** Building request text from fuzz values, including values encodeURIComponent and JSON.stringify refuse. */
import { RawJson } from "./values";

/** encodeURIComponent that writes a lone surrogate as its three raw bytes (invalid UTF-8), as an attacker can. */
export function encodeAny(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const pairs = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (code >= 0xd800 && code <= 0xdfff && !pairs) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else if (pairs) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/**
 * JSON text of a value in which RawJson parts are written verbatim (1e309, 2^66). JSON.stringify already
 * writes a lone surrogate as a \ud800 escape (well-formed JSON.stringify), which is what the issue asks for.
 */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, part: unknown) => {
    if (part instanceof RawJson) {
      raws.push(part.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return part;
  });
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)]!);
}

/** A query string from name/value pairs; the values are encoded with encodeAny unless given raw. */
export function queryString(pairs: [name: string, value: string, raw?: boolean][]): string {
  if (pairs.length === 0) return "";
  return `?${pairs.map(([name, value, raw]) => `${encodeAny(name)}=${raw ? value : encodeAny(value)}`).join("&")}`;
}
