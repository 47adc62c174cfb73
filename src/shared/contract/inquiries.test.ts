import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { inquiryInputSchema, inquirySubjectLabel, inquirySubjects } from "./inquiries";

const valid = {
  name: "Rohan Deshpande",
  email: "rohan@example.in",
  phone: "9822012345",
  subject: "general",
  message: "Please call me about office space.",
};

function errorsFor(input: unknown): Record<string, string[]> {
  const result = inquiryInputSchema.safeParse(input);
  if (result.success) return {};
  return z.flattenError(result.error).fieldErrors as Record<string, string[]>;
}

describe("inquiryInputSchema", () => {
  it("accepts a valid inquiry and trims every text", () => {
    const parsed = inquiryInputSchema.parse({ ...valid, name: "  Rohan Deshpande ", message: `  ${valid.message}  ` });
    expect(parsed.name).toBe("Rohan Deshpande");
    expect(parsed.message).toBe(valid.message);
  });

  it("needs a name of 2 characters: 1 fails, 2 passes", () => {
    expect(errorsFor({ ...valid, name: "R" }).name).toEqual(["Name must be at least 2 characters"]);
    expect(errorsFor({ ...valid, name: " R " }).name).toEqual(["Name must be at least 2 characters"]);
    expect(errorsFor({ ...valid, name: "Ro" }).name).toBeUndefined();
  });

  it("needs a valid e-mail address", () => {
    expect(errorsFor({ ...valid, email: "rohan@" }).email).toEqual(["Please enter a valid email address"]);
    expect(errorsFor({ ...valid, email: "" }).email).toEqual(["Please enter a valid email address"]);
    expect(errorsFor({ ...valid, email: " rohan@example.in " }).email).toBeUndefined();
  });

  it("needs a phone number of 10 characters: 9 fails, 10 passes", () => {
    expect(errorsFor({ ...valid, phone: "982201234" }).phone).toEqual(["Please enter a valid phone number"]);
    expect(errorsFor({ ...valid, phone: "9822012345" }).phone).toBeUndefined();
    expect(errorsFor({ ...valid, phone: "+91 98220 12345" }).phone).toBeUndefined();
    expect(errorsFor({ ...valid, phone: "call me maybe" }).phone).toContain("Please enter a valid phone number");
  });

  it("accepts only the form's five subjects", () => {
    for (const subject of ["general", "property", "partnership", "careers", "other"]) {
      expect(errorsFor({ ...valid, subject }).subject, subject).toBeUndefined();
    }
    for (const subject of ["", "x", "General", "Property Information", "anything I like"]) {
      expect(errorsFor({ ...valid, subject }).subject, subject).toEqual(["Subject is required"]);
    }
    expect(errorsFor({ ...valid, subject: undefined }).subject).toEqual(["Subject is required"]);
  });

  it("labels a subject as the form does, and an older free-text subject as it was sent", () => {
    expect(inquirySubjectLabel("partnership")).toBe("Business Partnership");
    expect(inquirySubjectLabel("Site visit")).toBe("Site visit");
  });

  it("needs a message of 10 characters: 9 fails, 10 passes", () => {
    expect(errorsFor({ ...valid, message: "123456789" }).message).toEqual(["Message must be at least 10 characters"]);
    expect(errorsFor({ ...valid, message: "1234567890" }).message).toBeUndefined();
  });

  it("bounds the lengths", () => {
    expect(errorsFor({ ...valid, name: "x".repeat(101) }).name).toEqual(["Name must be at most 100 characters"]);
    expect(errorsFor({ ...valid, message: "x".repeat(5001) }).message).toEqual(["Message must be at most 5000 characters"]);
    expect(errorsFor({ ...valid, phone: "9".repeat(21) }).phone).toEqual(["Please enter a valid phone number"]);
  });

  it("gives each missing field its own message", () => {
    expect(errorsFor({})).toEqual({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      subject: ["Subject is required"],
      message: ["Message must be at least 10 characters"],
    });
  });

  it("offers the five subjects of the spec", () => {
    expect(inquirySubjects.map((subject) => [subject.value, subject.label])).toEqual([
      ["general", "General Inquiry"],
      ["property", "Property Information"],
      ["partnership", "Business Partnership"],
      ["careers", "Career Opportunities"],
      ["other", "Other"],
    ]);
  });
});
