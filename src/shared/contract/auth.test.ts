import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, domainMessage, loginSchema } from "./auth";

const schema = loginSchema("prasthanrealty.example");
const messages = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe("loginSchema (product.md 4.1)", () => {
  it("accepts a company address and lower-cases it", () => {
    expect(schema.parse({ email: "  Sneha.Patil@PrasthanRealty.example ", password: "x" })).toEqual({
      email: "sneha.patil@prasthanrealty.example",
      password: "x",
    });
  });

  it("refuses an invalid address with the exact message only", () => {
    expect(messages({ email: "not-an-email", password: "x" })).toEqual({ email: ["Please enter a valid email address"] });
    expect(messages({ email: "", password: "x" })).toEqual({ email: ["Please enter a valid email address"] });
  });

  it("refuses another domain: 'Only' + domain + 'email addresses are allowed'", () => {
    expect(messages({ email: "sneha@gmail.com", password: "x" })).toEqual({
      email: ["Only @prasthanrealty.example email addresses are allowed"],
    });
    expect(messages({ email: "sneha@evil-prasthanrealty.example", password: "x" }).email).toEqual([
      "Only @prasthanrealty.example email addresses are allowed",
    ]);
  });

  it("builds the domain message from the configured domain", () => {
    expect(domainMessage("acme.in")).toBe("Only @acme.in email addresses are allowed");
    expect(loginSchema("acme.in").safeParse({ email: "a@acme.in", password: "x" }).success).toBe(true);
  });

  it("requires a password of at least 1 character", () => {
    expect(messages({ email: "a@prasthanrealty.example", password: "" })).toEqual({ password: ["Password is required"] });
    expect(messages({ email: "a@prasthanrealty.example" })).toEqual({ password: ["Password is required"] });
  });
});

describe("changePasswordSchema", () => {
  it("requires the current password and a new one of 10+ characters", () => {
    const result = changePasswordSchema.safeParse({ currentPassword: "", newPassword: "short" });
    expect(result.success).toBe(false);
    expect(result.error && z.flattenError(result.error).fieldErrors).toEqual({
      currentPassword: ["Current password is required"],
      newPassword: ["Password must be at least 10 characters"],
    });
  });
});
