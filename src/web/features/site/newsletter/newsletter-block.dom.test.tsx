import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emailMessage } from "@/shared/contract/common";
import { SUBSCRIBERS_PATH } from "@/shared/contract/paths";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { NewsletterBlock } from "./newsletter-block";

const email = () => screen.getByRole("textbox", { name: "Email address" });
const subscribe = () => screen.getByRole("button", { name: /Subscribe/ });

describe("the newsletter block", () => {
  it("asks for an address, then a valid one, before sending anything", async () => {
    const api = fakeApi();
    const { user } = renderWithProviders(<NewsletterBlock />);
    await user.click(subscribe());
    expect(await screen.findByText("Please enter your email address")).toBeTruthy();
    await user.type(email(), "meera@");
    await user.click(subscribe());
    expect(await screen.findByText(emailMessage)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("subscribes the trimmed address, says 'Subscribing...' meanwhile, then thanks and clears the field", async () => {
    const api = fakeApi();
    const release = api.hold("POST", SUBSCRIBERS_PATH, { message: "Subscribed" }, 201);
    const { user } = renderWithProviders(<NewsletterBlock />);
    await user.type(email(), " meera@example.in ");
    await user.click(subscribe());
    expect(await screen.findByRole("button", { name: "Subscribing..." })).toHaveProperty("disabled", true);
    release();
    expect(await screen.findByText("Thank you for subscribing to our newsletter!")).toBeTruthy();
    expect(api.sent("POST", SUBSCRIBERS_PATH)).toEqual([{ email: "meera@example.in", website: "" }]);
    expect(email()).toHaveProperty("value", "");
  });

  it("says the subscription failed and keeps the address", async () => {
    const api = fakeApi();
    api.fail("POST", SUBSCRIBERS_PATH, 429, { message: "Too many requests" });
    const { user } = renderWithProviders(<NewsletterBlock />);
    await user.type(email(), "meera@example.in");
    await user.click(subscribe());
    expect(await screen.findByText("Failed to subscribe. Please try again later.")).toBeTruthy();
    expect(email()).toHaveProperty("value", "meera@example.in");
  });
});
