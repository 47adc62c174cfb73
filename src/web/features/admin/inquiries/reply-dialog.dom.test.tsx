import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminInquiry } from "@/shared/contract/admin";
import { emailMessage } from "@/shared/contract/common";
import { inquiryRepliesPath, REPLY_SUBJECT_MAX, replyMessages } from "@/shared/contract/inquiries";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { ReplyDialog } from "./reply-dialog";

const inquiry: AdminInquiry = {
  id: 12,
  name: "Meera Joshi",
  email: "meera@example.in",
  phone: "9822012345",
  subject: "property",
  status: "new",
  repliedAt: null,
  createdAt: "2026-12-01T05:00:00.000Z",
};

const field = (name: string) => screen.getByRole("textbox", { name });
const send = () => screen.getByRole("button", { name: "Send Reply" });

describe("Reply to an inquiry", () => {
  it("starts addressed to the sender with 'Re:' the subject's label and a greeting", () => {
    renderWithProviders(<ReplyDialog inquiry={inquiry} onClose={() => undefined} />);
    expect(screen.getByRole("dialog", { name: "Reply to Meera Joshi" })).toBeTruthy();
    expect(field("To")).toHaveProperty("value", "meera@example.in");
    expect(field("Subject")).toHaveProperty("value", "Re: Property Information");
    expect(field("Message")).toHaveProperty("value", "Dear Meera Joshi,\n\n");
  });

  it("asks for an address, a subject and a message, and a subject within its limit", async () => {
    const api = fakeApi();
    const { user } = renderWithProviders(<ReplyDialog inquiry={inquiry} onClose={() => undefined} />);
    await user.clear(field("To"));
    await user.type(field("To"), "meera@");
    await user.clear(field("Subject"));
    await user.clear(field("Message"));
    await user.type(field("Message"), "   ");
    await user.click(send());
    expect(fieldError(field("To"))).toBe(emailMessage);
    expect(fieldError(field("Subject"))).toBe(replyMessages.subject);
    expect(fieldError(field("Message"))).toBe(replyMessages.body);

    await user.click(field("Subject"));
    await user.paste("s".repeat(REPLY_SUBJECT_MAX + 1));
    expect(fieldError(field("Subject"))).toBe(`Must be at most ${REPLY_SUBJECT_MAX} characters`);
    await user.keyboard("{Backspace}");
    expect(fieldError(field("Subject"))).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("sends the reply to the inquiry's thread and closes", async () => {
    const api = fakeApi();
    api.answer("POST", inquiryRepliesPath(inquiry.id), { id: 1 }, 201);
    let closed = false;
    const { user } = renderWithProviders(<ReplyDialog inquiry={inquiry} onClose={() => (closed = true)} />);
    await user.type(field("Message"), "The brochure is attached.");
    await user.click(send());
    expect(await screen.findByText("Reply sent")).toBeTruthy();
    expect(api.sent("POST", inquiryRepliesPath(inquiry.id))).toEqual([
      { to: "meera@example.in", subject: "Re: Property Information", body: "Dear Meera Joshi,\n\nThe brochure is attached." },
    ]);
    expect(closed).toBe(true);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const api = fakeApi();
    api.fail("POST", inquiryRepliesPath(inquiry.id), 409, { message: "Outgoing e-mail is not configured" });
    let closed = false;
    const { user } = renderWithProviders(<ReplyDialog inquiry={inquiry} onClose={() => (closed = true)} />);
    await user.click(send());
    expect(await screen.findByText("Outgoing e-mail is not configured")).toBeTruthy();
    expect(closed).toBe(false);
    expect(send()).toHaveProperty("disabled", false);
  });
});
