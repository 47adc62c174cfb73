/**
 * The kinds of document accepted (docs/product.md section 9.10), recognised by their content: the name's
 * extension must belong to the kind the bytes are. A legacy .doc is an OLE compound file ("cfb").
 */
const KINDS = [
  { detected: "application/pdf", extensions: [".pdf"], mimeType: "application/pdf" },
  { detected: "image/jpeg", extensions: [".jpg", ".jpeg"], mimeType: "image/jpeg" },
  { detected: "image/png", extensions: [".png"], mimeType: "image/png" },
  {
    detected: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: [".docx"],
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  { detected: "application/x-cfb", extensions: [".doc"], mimeType: "application/msword" },
] as const;

/** The MIME type to store and send back, or null when the content is not an accepted kind matching the name. */
export async function documentMimeType(name: string, content: Buffer): Promise<string | null> {
  // Loaded on the first upload: the server does not keep file-type in memory until someone uploads (docs/architecture.md section 10, "Memory").
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(content);
  const kind = KINDS.find((entry) => entry.detected === detected?.mime);
  const extension = name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? "";
  return kind && (kind.extensions as readonly string[]).includes(extension) ? kind.mimeType : null;
}

/**
 * Bidirectional controls (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069) and the
 * direction marks (U+200E, U+200F, U+061C) reorder how a name is shown: "invoice\u202efdp.exe" shows as
 * "invoiceexe.pdf". Removed, the name shows as it is.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

// eslint-disable-next-line no-control-regex
const CONTROLS_AND_QUOTES = /[\u0000-\u001f\u007f"]/g;

/**
 * The name as stored and offered for download: no folders, no control characters, no direction
 * controls (the name shows as it is), at most 200 characters.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  const clean = base.replace(CONTROLS_AND_QUOTES, "").replace(DIRECTION_CONTROLS, "").trim();
  return (clean || "document").slice(-200);
}

/** Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
