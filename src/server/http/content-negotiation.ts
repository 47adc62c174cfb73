/** The encodings the built site is kept in, in order of preference when a client likes several equally. */
export type SiteEncoding = "br" | "gzip" | "identity";

export interface Available {
  br: boolean;
  gzip: boolean;
}

const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/** Each coding of an Accept-Encoding header with its quality (RFC 9110 section 12.5.3); a malformed weight counts as 0. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    let quality = 1;
    for (const parameter of parameters) {
      if (/^q=/i.test(parameter)) quality = QUALITY.test(parameter) ? Number(parameter.slice(2)) : 0;
    }
    const coding = name.toLowerCase();
    // A coding named twice keeps its best weight.
    result.set(coding, Math.max(result.get(coding) ?? 0, quality));
  }
  return result;
}

function choose(header: string | undefined, available: Available): SiteEncoding | null {
  // No header: the plain bytes, as the file route sends them.
  if (header === undefined) return "identity";
  const weights = qualities(header);
  const star = weights.get("*");
  let best: SiteEncoding | null = null;
  let bestWeight = 0;
  for (const coding of ["br", "gzip"] as const) {
    const weight = weights.get(coding) ?? star ?? 0;
    if (available[coding] && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  // The plain bytes are always acceptable unless refused; weighted against the others only when named.
  const identity = weights.get("identity") ?? star;
  if (identity === undefined) return best ?? "identity";
  return identity > bestWeight ? "identity" : best;
}

// Browsers send a handful of distinct headers; the cache is emptied when a client sends many, so it stays small.
const cache = new Map<string, SiteEncoding | null>();
const CACHE_LIMIT = 256;

/**
 * The encoding to send a file in: the client's highest-weighted coding we hold a copy in, Brotli before
 * gzip before the plain bytes on a tie; null when the client refuses all three (identity;q=0 and no
 * copy it takes), so the ordinary route answers.
 */
export function chooseEncoding(header: string | undefined, available: Available): SiteEncoding | null {
  const key = `${available.br ? 1 : 0}${available.gzip ? 1 : 0}${header ?? "\0"}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const result = choose(header, available);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}
