import { describe, expect, it } from "vitest";
import { inquiryInputSchema, type InquiryFormValues } from "@/shared/contract/inquiries";
import { schemaValidation } from "./use-schema-form";

const valid: InquiryFormValues = {
  name: "  Anita Kulkarni ",
  email: "anita@example.com",
  phone: "+91 98765 43210",
  subject: "property",
  message: "A 3 BHK near Baner, please.",
  website: "",
};

describe("schemaValidation", () => {
  it("answers the schema's output for valid values (trimmed, as sent to the API)", () => {
    expect(schemaValidation(inquiryInputSchema, valid)).toEqual({ values: { ...valid, name: "Anita Kulkarni" } });
  });

  it("answers each invalid field's first message, as the zod resolver does", () => {
    const result = schemaValidation(inquiryInputSchema, { ...valid, name: "A", phone: "12ab", subject: "", message: "" });
    expect(result).toEqual({
      errors: {
        name: "Name must be at least 2 characters",
        phone: "Please enter a valid phone number",
        subject: "Subject is required",
        message: "Message must be at least 10 characters",
      },
    });
  });
});
