import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emailMessage } from "@/shared/contract/common";
import { domainMessage, INVALID_CREDENTIALS, LOGIN_PATHS, passwordRequiredMessage, type HrLoginResponse } from "@/shared/contract/auth";
import { DASHBOARD_PATHS } from "@/shared/dashboard-paths";
import { rememberReturnTo, storedUser } from "@/web/lib/session";
import { site } from "@/web/lib/site";
import { fakeApi } from "@/web/testing/fake-api";
import { fieldError, renderWithProviders } from "@/web/testing/render";
import { LoginForm } from "./login-form";

const email = () => screen.getByRole("textbox", { name: "Email address" });
const password = () => screen.getByLabelText("Password");
const submit = () => screen.getByRole("button", { name: "Access Portal" });
const hrUser = { id: 2, email: `sneha@${site.emailDomain}`, name: "Sneha Patil", role: "hr" as const };

describe("the staff login form", () => {
  it("asks for a valid address and a password before sending anything", async () => {
    const api = fakeApi();
    const { user } = renderWithProviders(<LoginForm />);
    await user.click(submit());
    expect(fieldError(email())).toBe(emailMessage);
    expect(fieldError(password())).toBe(passwordRequiredMessage);
    expect(api.requests).toEqual([]);
  });

  it("accepts only the company's own e-mail domain", async () => {
    const { user } = renderWithProviders(<LoginForm />);
    await user.type(email(), "sneha@gmail.com");
    await user.type(password(), "secret");
    await user.click(submit());
    expect(fieldError(email())).toBe(domainMessage(site.emailDomain));
  });

  it("logs in to the chosen portal, remembers the user and opens its dashboard", async () => {
    const api = fakeApi();
    api.answer<HrLoginResponse>("POST", LOGIN_PATHS.hr, { sessionId: "s", hrUser });
    const { user, history } = renderWithProviders(<LoginForm />, { path: "/login" });
    expect(screen.getByRole("radio", { name: "Employee" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: "HR" }));
    await user.type(email(), ` Sneha@${site.emailDomain.toUpperCase()} `);
    await user.type(password(), "correct horse");
    await user.click(submit());
    expect(await screen.findByText("Welcome to the HR portal!")).toBeTruthy();
    expect(api.sent("POST", LOGIN_PATHS.hr)).toEqual([{ email: `sneha@${site.emailDomain}`, password: "correct horse" }]);
    expect(storedUser("hr")).toEqual(hrUser);
    expect(history.at(-1)).toBe(DASHBOARD_PATHS.hr);
  });

  it("opens on the card of the page that sent the person here, and goes back to it", async () => {
    const api = fakeApi();
    api.answer<HrLoginResponse>("POST", LOGIN_PATHS.hr, { sessionId: "s", hrUser });
    rememberReturnTo("hr", "/hr?tab=payroll");
    const { user, history } = renderWithProviders(<LoginForm />, { path: "/login" });
    expect(screen.getByRole("radio", { name: "HR" })).toHaveProperty("checked", true);
    await user.type(email(), hrUser.email);
    await user.type(password(), "correct horse");
    await user.click(submit());
    await screen.findByText("Login Successful");
    expect(history.at(-1)).toBe("/hr?tab=payroll");
  });

  it("says the credentials were refused and empties the password", async () => {
    const api = fakeApi();
    api.fail("POST", LOGIN_PATHS.employee, 401, { message: INVALID_CREDENTIALS });
    const { user, history } = renderWithProviders(<LoginForm />, { path: "/login" });
    await user.type(email(), `ravi@${site.emailDomain}`);
    await user.type(password(), "wrong password");
    await user.click(submit());
    expect(await screen.findByText(INVALID_CREDENTIALS)).toBeTruthy();
    expect(screen.getByText("Login Failed")).toBeTruthy();
    expect(password()).toHaveProperty("value", "");
    expect(history).toEqual(["/login"]);
  });
});
