/**
 * Component tests (React Testing Library in happy-dom; files named *.dom.test.tsx, run by the "web-dom" project of
 * vitest.config.ts, whose setup file dom-setup.ts unmounts, dismisses toasts and restores globals after each test).
 *
 *   const api = fakeApi();                                   // ./fake-api.ts: the network edge
 *   api.answer("GET", ADMIN_JOBS_PATH, page([job]));
 *   const { user, history } = renderWithProviders(<JobsPanel />, { path: "/admin/jobs" });
 *   await user.click(screen.getByRole("button", { name: "Post Job" }));
 *   expect(await screen.findByText("Title is required")).toBeTruthy();
 *
 * renderWithProviders(ui, { path?, client? }) renders `ui` inside the portal's providers: a fresh TanStack Query
 * client with the product's defaults (createQueryClient: every GET by its key through the real request helper,
 * no retries), a wouter router on a memory location starting at `path` (default "/"), and the toasts' Toaster
 * (sonner). It answers React Testing Library's render result plus `user` (userEvent.setup()), `client`, and the
 * router's `history` (every path visited, latest last) and `navigate`. fieldError(control) reads the message under a field.
 */
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Toaster } from "sonner";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/web/lib/query-client";

export function renderWithProviders(ui: ReactElement, options: { path?: string; client?: QueryClient } = {}) {
  const client = options.client ?? createQueryClient();
  const [path = "/", search = ""] = (options.path ?? "/").split("?");
  const location = memoryLocation({ path, searchPath: search, record: true });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, client, history: location.history, navigate: location.navigate };
}

/**
 * The error message a form control shows under itself (its aria-describedby element with role "alert", as FormField
 * wires it), or null: a test reads the message a person sees and a screen reader announces for that control.
 */
export function fieldError(control: HTMLElement): string | null {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const message = ids.map((id) => document.getElementById(id)).find((element) => element?.getAttribute("role") === "alert");
  return message?.textContent ?? null;
}
