import { describe, expect, it } from "vitest";
import { subscriberInputSchema } from "./subscribers";

const messages = (input: unknown) => {
  const result = subscriberInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("subscriberInputSchema", () => {
  it("asks for an address when it is empty after trimming", () => {
    expect(messages({ email: "" })).toEqual(["Please enter your email address"]);
    expect(messages({ email: "   " })).toEqual(["Please enter your email address"]);
    expect(messages({})).toEqual(["Please enter your email address"]);
  });

  it("refuses a malformed address", () => {
    expect(messages({ email: "priya@" })).toEqual(["Please enter a valid email address"]);
  });

  it("accepts and trims a valid address", () => {
    expect(subscriberInputSchema.parse({ email: "  priya@example.in " }).email).toBe("priya@example.in");
  });
});
