import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { onToasterRequested, toasterRequested } from "@/web/lib/toast";

/** The providers every page shares; the toasts' own place is `AppToaster` (it follows the page's header). */
export function Providers(props: { children: ReactNode }) {
  return <>{props.children}</>;
}

const HeaderToaster = lazy(() => import("./toaster").then((module) => ({ default: module.HeaderToaster })));

/** Runs `task` when the browser is idle (or after a while where it cannot say); returns the cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1500);
  return () => clearTimeout(handle);
}

/**
 * The one Toaster (sonner), loaded apart from the public pages' first download (issue 23, JS budget):
 * at once on the portal (`eager`) or when a toast is asked for, otherwise when the page is idle, so its
 * live region is in place before any toast and screen readers announce the first one. Once mounted it
 * stays, so a toast survives the move between site and portal.
 */
export function AppToaster(props: { eager: boolean }) {
  const [mounted, setMounted] = useState(false);
  const { eager } = props;
  useEffect(() => {
    if (mounted) return;
    if (eager || toasterRequested()) {
      setMounted(true);
      return;
    }
    const stopListening = onToasterRequested(() => setMounted(true));
    const cancelIdle = whenIdle(() => setMounted(true));
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [eager, mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <HeaderToaster />
    </Suspense>
  ) : null;
}
