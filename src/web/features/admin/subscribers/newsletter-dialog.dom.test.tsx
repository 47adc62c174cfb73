import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_NEWSLETTERS_PATH, NEWSLETTER_SUBJECT_MAX, newsletterMessages } from "@/shared/contract/newsletter";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { NewsletterDialog } from "./newsletter-dialog";

const field = (name: string) => screen.getByRole("textbox", { name });
const send = () => screen.getByRole("button", { name: "Send Newsletter" });

describe("Send Newsletter", () => {
  it("says how many active subscribers it goes to", () => {
    renderWithProviders(<NewsletterDialog open activeSubscribers={1240} onClose={() => undefined} />);
    expect(screen.getByText(/Goes to all 1,240 active subscribers/)).toBeTruthy();
  });

  it("names the one subscriber in the singular", () => {
    renderWithProviders(<NewsletterDialog open activeSubscribers={1} onClose={() => undefined} />);
    expect(screen.getByText(/Goes to the 1 active subscriber,/)).toBeTruthy();
  });

  it("asks for a subject and a message, and a subject within its limit, before sending anything", async () => {
    const api = fakeApi();
    const { user } = renderWithProviders(<NewsletterDialog open activeSubscribers={3} onClose={() => undefined} />);
    await user.click(send());
    expect(fieldError(field("Subject"))).toBe(newsletterMessages.subject);
    expect(fieldError(field("Message"))).toBe(newsletterMessages.body);
    await user.click(field("Subject"));
    await user.paste("n".repeat(NEWSLETTER_SUBJECT_MAX + 1));
    expect(fieldError(field("Subject"))).toBe(`Must be at most ${NEWSLETTER_SUBJECT_MAX} characters`);
    await user.keyboard("{Backspace}");
    expect(fieldError(field("Subject"))).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("queues the newsletter with what was typed and closes", async () => {
    const api = fakeApi();
    api.answer("POST", ADMIN_NEWSLETTERS_PATH, { id: 4 }, 201);
    let closed = false;
    const { user } = renderWithProviders(<NewsletterDialog open activeSubscribers={3} onClose={() => (closed = true)} />);
    await user.type(field("Subject"), "Diwali offers");
    await user.type(field("Message"), "New launches in Hinjewadi.");
    await user.click(send());
    expect(await screen.findByText("Newsletter queued")).toBeTruthy();
    expect(api.sent("POST", ADMIN_NEWSLETTERS_PATH)).toEqual([{ subject: "Diwali offers", body: "New launches in Hinjewadi." }]);
    expect(closed).toBe(true);
  });

  it("puts a 400's field errors under the fields and a refusal's message in the toast", async () => {
    const api = fakeApi();
    api.fail("POST", ADMIN_NEWSLETTERS_PATH, 400, {
      message: "Invalid input",
      fieldErrors: { body: ["Contains control characters that are not allowed"] },
    });
    const { user } = renderWithProviders(<NewsletterDialog open activeSubscribers={3} onClose={() => undefined} />);
    await user.type(field("Subject"), "Diwali offers");
    await user.type(field("Message"), "Hello");
    await user.click(send());
    expect(await screen.findByText("Invalid input")).toBeTruthy();
    expect(fieldError(field("Message"))).toBe("Contains control characters that are not allowed");
  });
});
