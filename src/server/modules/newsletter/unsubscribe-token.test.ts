import { describe, expect, it } from "vitest";
import { testCipher } from "../../testing/test-app";
import { unsubscribeTokens } from "./unsubscribe-token";

const tokens = unsubscribeTokens(testCipher());

describe("unsubscribe tokens", () => {
  it("carry the subscriber id and verify back to it", () => {
    const token = tokens.tokenFor(42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify(token)).toBe(42);
  });

  it("refuse another id with the same signature, a changed signature, another key's token and malformed text", () => {
    const token = tokens.tokenFor(42);
    const signature = token.split(".")[1]!;
    expect(tokens.verify(`43.${signature}`)).toBeNull();
    expect(tokens.verify(`042.${signature}`)).toBeNull();
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(tokens.verify(`42.${flipped}`)).toBeNull();
    expect(tokens.verify(unsubscribeTokens(testCipher()).tokenFor(42))).toBeNull();
    for (const bad of ["", "42", "42.", `0.${signature}`, `-1.${signature}`, `42.${signature}x`, `42.${signature.slice(1)}`])
      expect(tokens.verify(bad)).toBeNull();
  });

  it("are the same for the same key (links in old newsletters keep working)", () => {
    const cipher = testCipher();
    expect(unsubscribeTokens(cipher).tokenFor(7)).toBe(unsubscribeTokens(cipher).tokenFor(7));
  });
});
