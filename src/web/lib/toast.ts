import type { ExternalToast } from "sonner";

/**
 * Toasts for the public site without sonner in its first download (docs/architecture.md section 9): the library
 * loads on the first toast (or when the page is idle, with the Toaster). Sonner shows a toast made
 * before its Toaster subscribed as soon as it mounts, so nothing shown here is lost. The portal
 * imports sonner directly: its chunk has it anyway.
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
const wanted = new Set<() => void>();
let requested = false;

/** Loads sonner once; later calls share the same promise. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import("sonner"));

/** Whether a toast has been asked for (the Toaster must then mount at once). */
export const toasterRequested = (): boolean => requested;

/** Calls `listener` when a toast is first asked for; returns the unsubscribe function. */
export function onToasterRequested(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}

function show(kind: "success" | "error", title: string, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    wanted.forEach((listener) => listener());
  }
  void loadSonner().then((module) => module.toast[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
};
