import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { linkExpiredMessage, linkMissingMessage, passwordSetMessage, RESET_PASSWORD_PATH } from "@/shared/contract/mail";
import { passwordMessages, PASSWORD_MIN } from "@/shared/domain/password-rules";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { ResetPasswordPage } from "./reset-password-page";

const password = () => screen.getByLabelText("New password");
const confirm = () => screen.getByLabelText("Confirm new password");
const submit = () => screen.getByRole("button", { name: "Set password" });

/** The page as an e-mailed link opens it. */
function openLink(search: string) {
  window.history.replaceState(null, "", `/reset-password${search}`);
  return renderWithProviders(<ResetPasswordPage />, { path: "/reset-password" });
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("Set your password (the e-mailed link)", () => {
  it("says the link is incomplete when it has no token", () => {
    openLink("");
    expect(screen.getByRole("alert").textContent).toContain(linkMissingMessage);
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toBeTruthy();
  });

  it("takes the token out of the address bar", () => {
    openLink("?token=abc_123");
    expect(window.location.search).toBe("");
  });

  it("asks for a password of at least 10 characters, typed twice alike", async () => {
    const api = fakeApi();
    const { user } = openLink("?token=abc_123");
    await user.type(password(), "a".repeat(PASSWORD_MIN - 1).replace(/a$/, "b"));
    await user.click(submit());
    expect(fieldError(password())).toBe(passwordMessages.tooShort);
    await user.type(password(), "c");
    await user.type(confirm(), "something else");
    expect(fieldError(password())).toBeNull();
    await user.click(submit());
    expect(fieldError(confirm())).toBe("Passwords do not match");
    expect(api.requests).toEqual([]);
  });

  it("sends the link's token with the new password and offers the login", async () => {
    const api = fakeApi();
    api.answer("POST", RESET_PASSWORD_PATH, { message: passwordSetMessage, email: "ravi@example.in" });
    const { user } = openLink("?token=abc_123");
    await user.type(password(), "monsoon terrace 42");
    await user.type(confirm(), "monsoon terrace 42");
    await user.click(submit());
    expect((await screen.findByRole("status")).textContent).toContain(passwordSetMessage);
    expect(api.sent("POST", RESET_PASSWORD_PATH)).toEqual([{ token: "abc_123", password: "monsoon terrace 42" }]);
    expect(screen.getByRole("link", { name: "Go to login" })).toBeTruthy();
  });

  it("puts the server's password rule under the field, and an expired link's message above the button", async () => {
    const api = fakeApi();
    api.fail("POST", RESET_PASSWORD_PATH, 400, { message: "Invalid input", fieldErrors: { password: [passwordMessages.common] } });
    const { user } = openLink("?token=abc_123");
    await user.type(password(), "password123");
    await user.type(confirm(), "password123");
    await user.click(submit());
    expect(await screen.findByText(passwordMessages.common)).toBeTruthy();
    expect(fieldError(password())).toBe(passwordMessages.common);
    expect(screen.queryByText("Invalid input")).toBeNull();

    api.fail("POST", RESET_PASSWORD_PATH, 409, { message: linkExpiredMessage });
    await user.clear(password());
    await user.type(password(), "monsoon terrace 42");
    await user.clear(confirm());
    await user.type(confirm(), "monsoon terrace 42");
    await user.click(submit());
    expect(await screen.findByText(linkExpiredMessage)).toBeTruthy();
  });
});
