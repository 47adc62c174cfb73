import "./styles.css";

/**
 * The browser entry: about a kilobyte. A prerendered public page is complete without JavaScript, so its
 * scripts (named by the prerender in <meta name="app-chunks">) are fetched only once the page has loaded
 * and painted: until then the stylesheet and the images the first view needs have the connection to
 * themselves, and the first paint never waits for scripts (docs/architecture.md section 9). The portal shell is empty and
 * starts at once (its chunks are preloaded by its HTML).
 */
const container = document.getElementById("root")!;

const pageLoaded = (): Promise<void> =>
  document.readyState === "complete"
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));

/**
 * Resolves once the browser reports the first contentful paint (reported after the frame is shown), or
 * after a second at most: a hidden tab paints nothing. No timer stands in the normal path, so a page
 * under a paused test clock starts too.
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, 1000);
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) done();
      });
      observer.observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(done));
    }
  });
}

/** Fetches the page's chunks in parallel (the app's and the page's own), so hydration needs one round trip. */
function preloadPageChunks(): void {
  const names = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content.split(" ") ?? [];
  for (const href of names.filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

const ready = container.firstElementChild ? pageLoaded().then(firstPaint).then(preloadPageChunks) : Promise.resolve();
void ready.then(() => import("./start-app")).then((module) => module.startApp(container));
