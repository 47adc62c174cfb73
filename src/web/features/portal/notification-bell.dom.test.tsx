import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NOTIFICATIONS_PATHS, notificationsReadPath, type Notification, type NotificationsResponse } from "@/shared/contract/notifications";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { NotificationBell } from "./notification-bell";

const item = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: "leave-requested",
  title: `Leave request ${id}`,
  body: "Omkar Jadhav asked for 14 Dec – 16 Dec",
  link: null,
  createdAt: "2026-12-07T05:00:00.000Z",
  read: false,
  ...overrides,
});
const path = NOTIFICATIONS_PATHS.hr;

async function renderBell(answer: NotificationsResponse) {
  const api = fakeApi();
  api.answer("GET", path, answer);
  api.answer("POST", notificationsReadPath("hr"), { marked: 1, unread: 0 });
  const view = renderWithProviders(<NotificationBell portal="hr" />);
  const reads = () => api.requests.filter((sent) => sent.method === "GET").length;
  return { ...view, api, reads };
}

describe("the notification bell", () => {
  it("says how many are unread, and lists them once opened", async () => {
    const { user } = await renderBell({ items: [item(1), item(2, { read: true })], unread: 1 });
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(bell.getAttribute("aria-expanded")).toBe("false");
    await user.click(bell);
    expect(bell.getAttribute("aria-expanded")).toBe("true");
    const [first, second] = screen.getAllByRole("listitem");
    expect(first?.textContent).toContain("Leave request 1 (unread)");
    expect(second?.textContent).not.toContain("(unread)");
  });

  it("marks one read when it is opened, then reads the list again", async () => {
    const { user, api, reads } = await renderBell({ items: [item(1)], unread: 1 });
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(screen.getByRole("button", { name: /^Leave request 1/ }));
    expect(api.sent("POST", notificationsReadPath("hr"))).toEqual([{ ids: [1] }]);
    await waitFor(() => expect(reads()).toBe(2));
  });

  it("marks all read and keeps focus in the list", async () => {
    const { user, api } = await renderBell({ items: [item(1), item(2)], unread: 2 });
    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    await user.click(screen.getByRole("button", { name: "Mark all read" }));
    expect(api.sent("POST", notificationsReadPath("hr"))).toEqual([{}]);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Notifications" }));
  });

  it("closes on Escape and gives focus back to the bell", async () => {
    const { user } = await renderBell({ items: [item(1)], unread: 1 });
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await user.click(bell);
    await user.keyboard("{Escape}");
    expect(bell.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(bell);
  });

  it("says when there is nothing, and when the list cannot be loaded", async () => {
    const { user, api, client } = await renderBell({ items: [], unread: 0 });
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet")).toBeTruthy();
    api.fail("GET", path, 500, { message: "Internal Server Error" });
    await client.refetchQueries({ queryKey: [path] });
    const list = document.getElementById(screen.getByRole("button", { name: "Notifications" }).getAttribute("aria-controls")!)!;
    expect(await within(list).findByText("Notifications could not be loaded.")).toBeTruthy();
  });
});
