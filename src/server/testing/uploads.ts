/** Files and multipart bodies for the document API tests (not used by the product). */

export interface UploadFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** A minimal PDF (what file-type recognises by its "%PDF-" start), padded to `size` bytes when given. */
export function pdfFile(name: string, text = "Offer letter", size?: number): UploadFile {
  const body = Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  const content = size === undefined ? body : Buffer.concat([body, Buffer.alloc(size - body.length, 0x20)]);
  return { name, content, type: "application/pdf" };
}

/** A 1x1 PNG. */
export function pngFile(name: string): UploadFile {
  const content = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d3b5a50000000049454e44ae426082",
    "hex",
  );
  return { name, content, type: "image/png" };
}

/** A multipart/form-data body with each file under the field "files". */
export function multipart(files: UploadFile[], field = "files"): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----people-test-${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    file.content,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
