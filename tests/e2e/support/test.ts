import { test as base } from "@playwright/test";
import { startWorkerServer } from "./servers";

export * from "@playwright/test";

/**
 * Playwright's `test` with a server per worker: each worker process starts the product on its own
 * copy of the seeded database (tests/e2e/support/servers.ts), and `baseURL` points at it.
 * With E2E_BASE_URL set, every worker uses that server instead.
 */
export const test = base.extend<object, { workerBaseURL: string }>({
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
