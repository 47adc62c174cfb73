/** Setup of the web-dom test project (vitest.config.ts): each test starts from an empty page and the real globals. */
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// React's act() checks run in tests (React Testing Library sets this only when vitest's globals are on).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy and waitFor wait up to 5 s, not 1 s: the CI machine runs the suite on two busy cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Unmount first, so the Toaster has stopped listening; then no toast of this test is replayed in the next.
  cleanup();
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  // A test that moved the address (history.replaceState, a link) leaves the next one at the start page.
  window.history.replaceState(null, "", "/");
});
