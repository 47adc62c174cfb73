import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { prefetchPagesOnIntent } from "./app/public-pages";
import "./styles.css";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive prerendered and are hydrated; the portal shell arrives empty.
if (container.firstElementChild) {
  hydrateRoot(container, app);
  prefetchPagesOnIntent();
} else {
  createRoot(container).render(app);
}
