import { useMutation, useQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOGIN_PATH } from "@/shared/dashboard-paths";
import { apiRequest } from "@/web/lib/api";
import { rememberLogin, storedUser } from "@/web/lib/session";
import { fakeApi } from "@/web/testing/fake-api";
import { renderWithProviders } from "@/web/testing/render";
import { useSessionExpiry } from "./use-session-expiry";

const hrUser = { id: 2, email: "sneha.patil@example.in", name: "Sneha Patil", role: "hr" as const };

/** A dashboard with one list and one action, under the expiry watch. */
function Dashboard() {
  useSessionExpiry();
  const list = useQuery<string[]>({ queryKey: ["/api/hr/leaves"] });
  const save = useMutation({ mutationFn: () => apiRequest("POST", "/api/hr/leaves/1/approve", {}) });
  return (
    <>
      <p>{list.isSuccess ? "loaded" : "waiting"}</p>
      <button onClick={() => save.mutate()}>Approve</button>
    </>
  );
}

describe("the session running out mid-use", () => {
  it("a list answered 401 forgets the logins and goes to the login page", async () => {
    const api = fakeApi();
    api.fail("GET", "/api/hr/leaves", 401, { message: "Unauthorized" });
    rememberLogin("hr", hrUser);
    const { history } = renderWithProviders(<Dashboard />, { path: "/hr" });
    expect(await screen.findByText("Your session has expired. Please log in again.")).toBeTruthy();
    expect(history.at(-1)).toBe(LOGIN_PATH);
    expect(storedUser("hr")).toBeNull();
  });

  it("so does an action answered 401; another refusal does not", async () => {
    const api = fakeApi();
    api.answer("GET", "/api/hr/leaves", []);
    api.fail("POST", "/api/hr/leaves/1/approve", 409, { message: "Already decided" });
    const { user, history } = renderWithProviders(<Dashboard />, { path: "/hr" });
    await screen.findByText("loaded");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(history).toEqual(["/hr"]);
    api.fail("POST", "/api/hr/leaves/1/approve", 401, { message: "Unauthorized" });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Session Expired")).toBeTruthy();
    expect(history.at(-1)).toBe(LOGIN_PATH);
  });
});
