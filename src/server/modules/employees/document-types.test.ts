import { describe, expect, it } from "vitest";
import { cleanFileName } from "./document-types";

describe("cleanFileName", () => {
  it("drops every bidirectional control and direction mark (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C)", () => {
    const controls = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c];
    for (const code of controls)
      expect(cleanFileName(`invoice${String.fromCharCode(code)}fdp.exe.pdf`), code.toString(16)).toBe("invoicefdp.exe.pdf");
    expect(cleanFileName("invoice\u202efdp.exe")).toBe("invoicefdp.exe");
  });

  it("keeps other non-ASCII letters and drops folders and control characters", () => {
    expect(cleanFileName("C:\\scans\\Offer letter – Kavya.pdf")).toBe("Offer letter – Kavya.pdf");
    expect(cleanFileName("../../etc/passwd\u0000.pdf")).toBe("passwd.pdf");
    expect(cleanFileName("\u202e\u2066")).toBe("document");
    expect(cleanFileName("अर्ज.pdf")).toBe("अर्ज.pdf");
  });
});
