import { renderToStaticMarkup } from "react-dom/server";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";

type Form = { email: string; newPassword: string };
const register = ((name: string) => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
})) as unknown as UseFormRegister<Form>;
const form = (errors: FieldErrors<Form> = {}) => ({ register, errors });
const failed = (message: string) => ({ type: "validation", message });
const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe("FormField", () => {
  it("labels the control and leaves it unmarked while there is no error", () => {
    const html = renderToStaticMarkup(<FormField form={form()} idPrefix="login" name="email" label="Email address" type="email" />);
    expect(html).toContain('<label for="login-email"');
    expect(html).toContain(">Email address</label>");
    expect(html).toContain('id="login-email"');
    expect(html).toContain('name="email"');
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain('role="alert"');
  });

  it("marks an error, points at it and shows it under the control", () => {
    const html = renderToStaticMarkup(
      <FormField form={form({ email: failed("Email is required") })} idPrefix="login" name="email" label="Email address" />,
    );
    expect(attribute(html, "aria-invalid")).toBe("true");
    expect(attribute(html, "aria-describedby")).toBe("login-email-error");
    expect(html).toContain('<p id="login-email-error" role="alert" class="text-sm text-red-600">Email is required</p>');
  });

  it("replaces a hint by the error unless the hint is kept, then describes the control by both", () => {
    const hint = "At least 10 characters.";
    const plain = renderToStaticMarkup(<FormField form={form()} name="newPassword" label="New password" hint={hint} />);
    expect(attribute(plain, "aria-describedby")).toBe("newPassword-hint");
    expect(plain).toContain(hint);
    const errors = { newPassword: failed("Too short") };
    const replaced = renderToStaticMarkup(<FormField form={form(errors)} name="newPassword" label="New password" hint={hint} />);
    expect(attribute(replaced, "aria-describedby")).toBe("newPassword-error");
    expect(replaced).not.toContain(hint);
    const kept = renderToStaticMarkup(<FormField form={form(errors)} name="newPassword" label="New password" hint={hint} keepHint />);
    expect(attribute(kept, "aria-describedby")).toBe("newPassword-error newPassword-hint");
    expect(kept).toContain(hint);
  });

  it("wires a controlled field: a note elsewhere describes it until an error does, a star marks it required", () => {
    const field = (error?: string) =>
      renderToStaticMarkup(
        <FormField
          id="day"
          label="Date"
          type="date"
          value="2026-11-23"
          onChange={() => undefined}
          error={error}
          describedBy="day-caption"
          required
        />,
      );
    expect(attribute(field(), "aria-describedby")).toBe("day-caption");
    expect(attribute(field(), "aria-required")).toBe("true");
    expect(field()).toContain('value="2026-11-23"');
    expect(field()).toContain('<span class="ml-0.5 text-red-600" aria-hidden="true">*</span>');
    expect(attribute(field("Pick a date"), "aria-describedby")).toBe("day-error");
  });

  it("names a control without a visible label by aria-label", () => {
    const html = renderToStaticMarkup(<FormField id="cl-days" label="Casual Leave days" hideLabel value="12" onChange={() => undefined} />);
    expect(html).not.toContain("<label");
    expect(attribute(html, "aria-label")).toBe("Casual Leave days");
  });

  it("offers a select's options after its empty choice", () => {
    const options = [{ value: "general", label: "General Inquiry" }];
    const html = renderToStaticMarkup(
      <FormField
        form={form()}
        idPrefix="contact"
        name="email"
        label="Subject"
        as="select"
        emptyOption="Select a subject"
        options={options}
      />,
    );
    expect(html).toContain('<option value="">Select a subject</option><option value="general">General Inquiry</option>');
  });
});
