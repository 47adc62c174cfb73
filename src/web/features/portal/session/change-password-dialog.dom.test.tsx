import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AUTH_PASSWORD_PATH, passwordChangedMessage, wrongCurrentPasswordMessage } from "@/shared/contract/auth";
import { passwordMessages, PASSWORD_MAX } from "@/shared/domain/password-rules";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { ChangePasswordDialog } from "./change-password-dialog";

const current = () => screen.getByLabelText("Current password");
const fresh = () => screen.getByLabelText("New password");
const confirm = () => screen.getByLabelText("Confirm new password");
const save = () => screen.getByRole("button", { name: "Save Password" });

async function openDialog() {
  const view = renderWithProviders(<ChangePasswordDialog portal="hr" email="sneha.patil@example.in" />);
  await view.user.click(screen.getByRole("button", { name: "Change Password" }));
  return view;
}

describe("Change Password", () => {
  it("asks for the current password and a new one of at least 10 characters, typed twice alike", async () => {
    const api = fakeApi();
    const { user } = await openDialog();
    await user.type(fresh(), "short pass");
    await user.keyboard("{Backspace}");
    await user.click(save());
    expect(fieldError(current())).toBe("Current password is required");
    expect(fieldError(fresh())).toBe(passwordMessages.tooShort);
    await user.type(current(), "old password 1");
    await user.type(fresh(), "s");
    await user.type(confirm(), "short passes");
    await user.click(save());
    expect(fieldError(fresh())).toBeNull();
    expect(fieldError(confirm())).toBe("Passwords do not match");
    expect(api.requests).toEqual([]);
  });

  it("refuses a new password longer than 128 characters, and one that is the e-mail address", async () => {
    const { user } = await openDialog();
    await user.type(current(), "old password 1");
    await user.click(fresh());
    await user.paste("p".repeat(PASSWORD_MAX) + "q");
    await user.click(save());
    expect(fieldError(fresh())).toBe(passwordMessages.tooLong);
    await user.clear(fresh());
    await user.type(fresh(), "sneha.patil@example.in");
    await user.type(confirm(), "sneha.patil@example.in");
    await user.click(save());
    expect(fieldError(fresh())).toBe(passwordMessages.email);
  });

  it("sends both passwords to the portal's session, says the other sessions ended and closes", async () => {
    const api = fakeApi();
    api.answer("POST", AUTH_PASSWORD_PATH, { message: passwordChangedMessage, sessionId: "new" });
    const { user } = await openDialog();
    await user.type(current(), "old password 1");
    await user.type(fresh(), "monsoon terrace 42");
    await user.type(confirm(), "monsoon terrace 42");
    await user.click(save());
    expect(await screen.findByText("Your other sessions have been signed out.")).toBeTruthy();
    expect(api.requests).toMatchObject([
      {
        method: "POST",
        path: AUTH_PASSWORD_PATH,
        query: { portal: "hr" },
        body: { currentPassword: "old password 1", newPassword: "monsoon terrace 42" },
      },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("puts a wrong current password under its field and keeps the dialog open", async () => {
    const api = fakeApi();
    api.fail("POST", AUTH_PASSWORD_PATH, 400, {
      message: "Invalid input",
      fieldErrors: { currentPassword: [wrongCurrentPasswordMessage] },
    });
    const { user } = await openDialog();
    await user.type(current(), "not it at all");
    await user.type(fresh(), "monsoon terrace 42");
    await user.type(confirm(), "monsoon terrace 42");
    await user.click(save());
    expect(await screen.findByText(wrongCurrentPasswordMessage)).toBeTruthy();
    expect(fieldError(current())).toBe(wrongCurrentPasswordMessage);
    expect(screen.getByRole("dialog", { name: "Change Password" })).toBeTruthy();
  });

  it("shows another refusal's message in a toast", async () => {
    const api = fakeApi();
    api.fail("POST", AUTH_PASSWORD_PATH, 429, { message: "Too many attempts. Try again in 15 minutes." });
    const { user } = await openDialog();
    await user.type(current(), "old password 1");
    await user.type(fresh(), "monsoon terrace 42");
    await user.type(confirm(), "monsoon terrace 42");
    await user.click(save());
    expect(await screen.findByText("Too many attempts. Try again in 15 minutes.")).toBeTruthy();
  });
});
