import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { prefetchPagesOnIntent } from "./app/public-pages";

/** Hydrates a prerendered public page, or renders the portal into its empty shell. */
export function startApp(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (container.firstElementChild) {
    hydrateRoot(container, app);
    prefetchPagesOnIntent();
  } else {
    createRoot(container).render(app);
  }
}
