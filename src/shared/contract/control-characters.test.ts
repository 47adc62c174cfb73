import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, loginSchema } from "./auth";
import { controlCharacterMessage, hasControlCharacters } from "./common";
import { inquiryInputSchema } from "./inquiries";
import { subscriberInputSchema } from "./subscribers";

const domain = "prasthanrealty.example";

/** Every input schema with a valid sample; each text field of each must refuse control characters. */
const schemas: [name: string, schema: z.ZodMiniType, sample: Record<string, string>][] = [
  [
    "inquiry",
    inquiryInputSchema,
    { name: "Rohan Deshpande", email: "rohan@example.in", phone: "9822012345", subject: "general", message: "Please call me back.", website: "" },
  ],
  ["subscriber", subscriberInputSchema, { email: "rohan@example.in", website: "" }],
  ["login", loginSchema(domain), { email: `asha.rao@${domain}`, password: "Monsoon-Deccan-42" }],
  ["change password", changePasswordSchema, { currentPassword: "Monsoon-Deccan-42", newPassword: "Sahyadri-Trail-88" }],
];

/** Enum fields refuse anything outside their choices already. */
const choiceFields = new Set(["subject"]);

function messagesFor(schema: z.ZodMiniType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("control characters in text fields", () => {
  it("recognises every control character except tab and new line", () => {
    for (const character of ["\u0000", "\u0007", "\u000b", "\u000c", "\r", "\u001b", "\u007f", "\u0085", "\u009f"]) {
      expect(hasControlCharacters(`a${character}b`), JSON.stringify(character)).toBe(true);
    }
    expect(hasControlCharacters("line one\n\tline two ₹ मराठी")).toBe(false);
  });

  for (const [name, schema, sample] of schemas) {
    it(`${name}: the sample is valid`, () => {
      expect(schema.safeParse(sample).success).toBe(true);
    });
    for (const field of Object.keys(sample).filter((key) => !choiceFields.has(key))) {
      it(`${name}: ${field} refuses a NUL byte with a field message`, () => {
        const value = `${sample[field]}\u0000x`;
        expect(messagesFor(schema, { ...sample, [field]: value }, field)).toContain(controlCharacterMessage);
      });
    }
  }

  it("keeps tabs and new lines in a message", () => {
    const [, schema, sample] = schemas[0]!;
    const message = "First line\n\tSecond line, indented";
    expect(schema.parse({ ...sample, message })).toMatchObject({ message });
  });
});
