import { useEffect } from "react";

const MANIFEST_URL = "/employee.webmanifest";
const WORKER_URL = "/employee-dashboard-sw.js";
/** Only the portal: no public page is ever controlled by the worker. */
const WORKER_SCOPE = "/employee-dashboard";
const THEME_COLOUR = "#0f2a44";

/** Adds an element to <head> unless one matching `selector` is there; answers the element it added. */
function addToHead(selector: string, tag: "link" | "meta", attributes: Record<string, string>): HTMLElement | null {
  if (document.head.querySelector(selector)) return null;
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
}

/** The build files this page has loaded (lazy chunks included), for the worker to keep for offline use. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}

async function registerWorker(): Promise<void> {
  // A worker needs a secure context (HTTPS or localhost); in development Vite serves unbuilt modules.
  if (import.meta.env.DEV || !("serviceWorker" in navigator) || !window.isSecureContext) return;
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE, updateViaCache: "none" });
  const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
  worker?.postMessage({ type: "cache-assets", urls: loadedAssets() });
}

/**
 * Makes the employee portal installable (docs/product.md section 8.5): links the web app manifest and the
 * home-screen icon while the dashboard is shown, and registers the worker that keeps its shell for
 * weak connections. Public pages never get either.
 */
export function useInstallable(): void {
  useEffect(() => {
    const added = [
      addToHead('link[rel="manifest"]', "link", { rel: "manifest", href: MANIFEST_URL }),
      addToHead('link[rel="apple-touch-icon"]', "link", { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" }),
      addToHead('meta[name="theme-color"]', "meta", { name: "theme-color", content: THEME_COLOUR }),
      addToHead('meta[name="apple-mobile-web-app-capable"]', "meta", { name: "apple-mobile-web-app-capable", content: "yes" }),
    ];
    return () => added.forEach((element) => element?.remove());
  }, []);

  useEffect(() => {
    registerWorker().catch((error: unknown) => console.warn("The offline portal could not be set up:", error));
  }, []);
}
