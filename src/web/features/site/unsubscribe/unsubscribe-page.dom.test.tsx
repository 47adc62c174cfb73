import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UNSUBSCRIBE_API_PATH, unsubscribeMessages } from "@/shared/contract/paths";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { UnsubscribePage } from "./unsubscribe-page";

/** The page as the newsletter's personal link opens it. */
function openLink(search: string) {
  window.history.replaceState(null, "", `/unsubscribe${search}`);
  return renderWithProviders(<UnsubscribePage />, { path: "/unsubscribe" });
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the unsubscribe page", () => {
  it("says a link without its token is not valid, and offers nothing to press", async () => {
    openLink("");
    expect((await screen.findByRole("alert")).textContent).toBe(unsubscribeMessages.invalid);
    expect(screen.getByRole("button", { name: "Unsubscribe", hidden: true })).toHaveProperty("disabled", true);
  });

  it("asks first: opening the link sends nothing, Unsubscribe sends the one-click request", async () => {
    const api = fakeApi();
    api.answer("POST", UNSUBSCRIBE_API_PATH, { message: unsubscribeMessages.done });
    const { user } = openLink("?t=12.abc-DEF");
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect((await screen.findByRole("status")).textContent).toBe(unsubscribeMessages.done);
    expect(api.requests).toEqual([
      { method: "POST", path: UNSUBSCRIBE_API_PATH, query: { t: "12.abc-DEF" }, body: "List-Unsubscribe=One-Click" },
    ]);
  });

  it("shows the server's refusal", async () => {
    const api = fakeApi();
    api.fail("POST", UNSUBSCRIBE_API_PATH, 400, { message: unsubscribeMessages.invalid });
    const { user } = openLink("?t=forged");
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect((await screen.findByRole("alert")).textContent).toBe(unsubscribeMessages.invalid);
  });
});
