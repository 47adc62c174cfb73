import type { Page } from "@playwright/test";
import { test } from "./test";

/**
 * One page for the tests of a spec file that only read it: opened at `path` once per worker (and width)
 * instead of a new browser context and page load for every test, the suite's main cost. The file's tests
 * then run in order in one worker. Tests that click, scroll to an anchor, emulate media or need a fresh
 * load keep Playwright's own `page`.
 */
export function sharedPage(path: string, ready: (page: Page) => Promise<void>): () => Page {
  let page: Page | undefined;
  test.describe.configure({ mode: "default" });
  test.beforeAll(async ({ browser, workerBaseURL }, testInfo) => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({ baseURL: workerBaseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
    page = await context.newPage();
    await page.goto(path);
    await ready(page);
  });
  test.afterAll(async () => page?.context().close());
  return () => {
    if (!page) throw new Error(`The shared page for ${path} did not open`);
    return page;
  };
}
