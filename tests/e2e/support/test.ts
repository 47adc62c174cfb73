import { test as base } from "@playwright/test";
import { startWorkerServer } from "./servers";

export * from "@playwright/test";

/**
 * Playwright's `test` with a server per worker: each worker process starts the product on its own
 * copy of the seeded database (tests/e2e/support/servers.ts), and `baseURL` points at it.
 * With E2E_BASE_URL set, every worker uses that server instead.
 */
export const test = base.extend<object, { workerBaseURL: string }>({
  // A public page starts React after its first paint: `goto` returns once the page the browser got is
  // interactive (src/web/app/app.tsx marks <html data-app-ready>), as a person would wait for it, so a click
  // is never lost in between. Anything that is not one of our HTML pages returns as Playwright's does.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()["content-type"]?.startsWith("text/html") && options?.waitUntil !== "commit") {
        await page.waitForSelector("html[data-app-ready]", { state: "attached" });
      }
      return response;
    };
    await use(page);
  },
  workerBaseURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      if (process.env.E2E_BASE_URL) {
        process.env.E2E_WORKER_BASE_URL = process.env.E2E_BASE_URL;
        return use(process.env.E2E_BASE_URL);
      }
      const server = await startWorkerServer(workerInfo.workerIndex);
      // For set-up code outside fixtures (support/login-as.ts).
      process.env.E2E_WORKER_BASE_URL = server.url;
      await use(server.url);
      await server.stop();
    },
    { scope: "worker", auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerBaseURL }, use) => use(workerBaseURL),
});
