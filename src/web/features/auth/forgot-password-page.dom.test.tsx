import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emailMessage } from "@/shared/contract/common";
import { FORGOT_PASSWORD_PATH, forgotPasswordMessage } from "@/shared/contract/mail";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { ForgotPasswordPage } from "./forgot-password-page";

const email = () => screen.getByRole("textbox", { name: "Email address" });
const send = () => screen.getByRole("button", { name: "Send reset link" });

describe("Forgot password", () => {
  it("asks for a valid address before sending anything", async () => {
    const api = fakeApi();
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await user.click(send());
    expect(fieldError(email())).toBe(emailMessage);
    await user.type(email(), "ravi@");
    expect(fieldError(email())).toBe(emailMessage);
    expect(api.requests).toEqual([]);
  });

  it("sends the address, trimmed and in lower case, and shows the server's one answer", async () => {
    const api = fakeApi();
    api.answer("POST", FORGOT_PASSWORD_PATH, { message: forgotPasswordMessage });
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await user.type(email(), " Ravi@Example.in ");
    await user.click(send());
    expect((await screen.findByRole("status")).textContent).toContain(forgotPasswordMessage);
    expect(api.sent("POST", FORGOT_PASSWORD_PATH)).toEqual([{ email: "ravi@example.in" }]);
    expect(screen.queryByRole("textbox", { name: "Email address" })).toBeNull();
  });

  it("shows a refusal's message and keeps the form", async () => {
    const api = fakeApi();
    api.fail("POST", FORGOT_PASSWORD_PATH, 429, { message: "Too many requests. Try again in a few minutes." });
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await user.type(email(), "ravi@example.in");
    await user.click(send());
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Try again in a few minutes.");
    expect(email()).toHaveProperty("value", "ravi@example.in");
  });
});
