import { describe, expect, it } from "vitest";
import { mailtoUrl } from "./mailto";

describe("mailtoUrl", () => {
  it("builds a draft with an encoded subject", () => {
    expect(mailtoUrl("careers@prasthanrealty.example", "Application for Senior Sales Manager")).toBe(
      "mailto:careers@prasthanrealty.example?subject=Application%20for%20Senior%20Sales%20Manager",
    );
  });

  it("encodes characters that would break the query (& ? # = + /)", () => {
    expect(mailtoUrl("hr@example.in", "Inquiry about Sales & Marketing / CRM? #1 = +")).toBe(
      "mailto:hr@example.in?subject=Inquiry%20about%20Sales%20%26%20Marketing%20%2F%20CRM%3F%20%231%20%3D%20%2B",
    );
  });

  it("encodes non-ASCII text as UTF-8", () => {
    expect(mailtoUrl("a@b.in", "₹ पुणे")).toBe("mailto:a@b.in?subject=%E2%82%B9%20%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87");
  });

  it("leaves the subject out when none is given and trims the address", () => {
    expect(mailtoUrl(" careers@example.in ")).toBe("mailto:careers@example.in");
    expect(mailtoUrl("careers@example.in", "")).toBe("mailto:careers@example.in");
  });

  it("round-trips: decoding the subject gives the original text", () => {
    const subject = "Resume Submission";
    const url = new URL(mailtoUrl("careers@example.in", subject));
    expect(url.protocol).toBe("mailto:");
    expect(url.searchParams.get("subject")).toBe(subject);
  });

  it("refuses something that is not an address (no header injection)", () => {
    expect(() => mailtoUrl("not-an-address", "x")).toThrow("Not an e-mail address");
    expect(() => mailtoUrl("a@b.in?bcc=evil@x.in", "x")).toThrow();
  });
});
