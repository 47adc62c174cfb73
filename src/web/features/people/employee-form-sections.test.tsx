import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { loginEmailMessage, type EmployeeInput } from "@/shared/contract/employees";
import { blankEmployeeForm, type EmployeeForm } from "./employee-form-values";
import { PersonalSection } from "./employee-form-sections";

function Harness(props: { emailLocked?: string }) {
  const form = useForm<EmployeeForm, unknown, EmployeeInput>({
    defaultValues: { ...blankEmployeeForm, email: "sneha.patil@prasthanrealty.example" },
  });
  return (
    <PersonalSection field={{ register: form.register, errors: form.formState.errors }} idPrefix="f" emailLocked={props.emailLocked} />
  );
}
const emailInput = (html: string) => html.match(/<input[^>]*id="f-email"[^>]*>/)![0];

describe("PersonalSection's login e-mail (product.md 7.3)", () => {
  it("shows a login the signed-in user may not change read-only, with the reason", () => {
    const html = renderToStaticMarkup(<Harness emailLocked={loginEmailMessage} />);
    expect(emailInput(html)).toMatch(/readOnly=""/);
    expect(emailInput(html)).toContain('aria-describedby="f-email-hint"');
    expect(html).toContain(`<p id="f-email-hint" class="text-xs text-slate-600">${loginEmailMessage}</p>`);
  });

  it("leaves it editable otherwise", () => {
    const html = renderToStaticMarkup(<Harness />);
    expect(emailInput(html)).not.toMatch(/readOnly/i);
    expect(html).not.toContain(loginEmailMessage);
  });
});
