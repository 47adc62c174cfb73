import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { onToasterRequested, toasterRequested } from "@/web/lib/toast";

/** The providers every page shares; the toasts' own place is `AppToaster` (it follows the page's header). */
export function Providers(props: { children: ReactNode }) {
  return <>{props.children}</>;
}

const HeaderToaster = lazy(() => import("./toaster").then((module) => ({ default: module.HeaderToaster })));

/**
 * Runs `task` on the visitor's first interaction with the page (a focus, press or key); returns the cancel
 * function. Every toast on the public site answers a form the visitor has focused, so the Toaster is in
 * place before its first toast without adding work to the page's load (docs/architecture.md section 9).
 */
function onFirstInteraction(task: () => void): () => void {
  const types = ["focusin", "pointerdown", "keydown"] as const;
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => types.forEach((type) => document.removeEventListener(type, run, true));
  types.forEach((type) => document.addEventListener(type, run, { capture: true, passive: true }));
  return cancel;
}

/**
 * The one Toaster (sonner), loaded apart from the public pages' first download (docs/architecture.md section 9):
 * at once on the portal (`eager`) or when a toast is asked for, otherwise on the visitor's first interaction,
 * so its live region is in place before any toast and screen readers announce the first one. Once mounted it
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
    const cancelInteraction = onFirstInteraction(() => setMounted(true));
    return () => {
      stopListening();
      cancelInteraction();
    };
  }, [eager, mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <HeaderToaster />
    </Suspense>
  ) : null;
}
