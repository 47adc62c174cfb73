import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { emailMessage } from "@/shared/contract/common";
import { INQUIRIES_PATH } from "@/shared/contract/paths";
import { contactForm } from "@/web/content/contact";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { ContactForm } from "./contact-form";

const { labels } = contactForm;
const text = (name: string) => screen.getByRole("textbox", { name });
const subject = () => screen.getByRole("combobox", { name: labels.subject });
const submit = () => screen.getByRole("button", { name: contactForm.submit });
const messages = {
  name: "Name must be at least 2 characters",
  phone: "Please enter a valid phone number",
  subject: "Subject is required",
  message: "Message must be at least 10 characters",
};

describe("the contact form", () => {
  it("shows each field's message and focuses the first one, sending nothing", async () => {
    const api = fakeApi();
    const { user } = renderWithProviders(<ContactForm onSent={() => undefined} />);
    await user.click(submit());
    // The schema loads on the form's first focus (docs/architecture.md section 3): the messages follow it.
    await screen.findByText(messages.name);
    expect(fieldError(text(labels.name))).toBe(messages.name);
    expect(fieldError(text(labels.email))).toBe(emailMessage);
    expect(fieldError(text(labels.phone))).toBe(messages.phone);
    expect(fieldError(subject())).toBe(messages.subject);
    expect(fieldError(text(labels.message))).toBe(messages.message);
    expect(document.activeElement).toBe(text(labels.name));
    expect(api.requests).toEqual([]);
  });

  it("takes a name from 2 characters, a phone number from 10 and a message from 10, checking each change after the first try", async () => {
    const { user } = renderWithProviders(<ContactForm onSent={() => undefined} />);
    await user.type(text(labels.name), "A");
    await user.type(text(labels.phone), "98220 123");
    await user.type(text(labels.message), "Call me ");
    await user.click(submit());
    expect(fieldError(text(labels.name))).toBe(messages.name);
    expect(fieldError(text(labels.phone))).toBe(messages.phone);
    expect(fieldError(text(labels.message))).toBe(messages.message);
    await user.type(text(labels.name), "n");
    await user.type(text(labels.phone), "4");
    await user.type(text(labels.message), "at 5");
    expect(fieldError(text(labels.name))).toBeNull();
    expect(fieldError(text(labels.phone))).toBeNull();
    expect(fieldError(text(labels.message))).toBeNull();
    await user.type(text(labels.phone), "x");
    expect(fieldError(text(labels.phone))).toBe(messages.phone);
  });

  it("sends the trimmed inquiry, thanks the visitor and empties the form", async () => {
    const api = fakeApi();
    api.answer("POST", INQUIRIES_PATH, { id: 9, message: "Thank you" }, 201);
    const onSent = vi.fn();
    const { user } = renderWithProviders(<ContactForm onSent={onSent} />);
    await user.type(text(labels.name), " Meera Joshi ");
    await user.type(text(labels.email), "meera@example.in");
    await user.type(text(labels.phone), "+91 98220 12345");
    await user.selectOptions(subject(), "property");
    await user.type(text(labels.message), "A 3 BHK in Baner, please.");
    await user.click(submit());
    expect(await screen.findByText(contactForm.success.description)).toBeTruthy();
    expect(api.sent("POST", INQUIRIES_PATH)).toEqual([
      {
        name: "Meera Joshi",
        email: "meera@example.in",
        phone: "+91 98220 12345",
        subject: "property",
        message: "A 3 BHK in Baner, please.",
        website: "",
      },
    ]);
    expect(onSent).toHaveBeenCalledOnce();
    expect(text(labels.name)).toHaveProperty("value", "");
  });

  it("keeps the visitor's text when the message cannot be sent", async () => {
    const api = fakeApi();
    api.fail("POST", INQUIRIES_PATH, 500, { message: "Internal Server Error" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onSent = vi.fn();
    const { user } = renderWithProviders(<ContactForm onSent={onSent} />);
    await user.type(text(labels.name), "Meera Joshi");
    await user.type(text(labels.email), "meera@example.in");
    await user.type(text(labels.phone), "9822012345");
    await user.selectOptions(subject(), "general");
    await user.type(text(labels.message), "Please call me back.");
    await user.click(submit());
    expect(await screen.findByText(contactForm.failure.description)).toBeTruthy();
    expect(text(labels.message)).toHaveProperty("value", "Please call me back.");
    expect(onSent).not.toHaveBeenCalled();
  });
});
