/** Setup of the web-dom test project (vitest.config.ts): each test starts from an empty page and the real globals. */
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// React's act() checks run in tests (React Testing Library sets this only when vitest's globals are on).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  // Unmount first, so the Toaster has stopped listening; then no toast of this test is replayed in the next.
  cleanup();
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
