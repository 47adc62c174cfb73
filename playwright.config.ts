import { defineConfig, devices } from "@playwright/test";
import { GEOCODER_PORT } from "./tests/e2e/support/servers";

// Debian's Chromium headless shell (scripts/ensure-browser.ts): the same engine, half the CPU of the full browser.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
  ],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromium };
const phone = { ...devices["Pixel 5"], viewport: { width: 375, height: 812 }, launchOptions: chromium };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Each worker has its own server and database (tests/e2e/support/test.ts); E2E_WORKERS overrides. Three on the
  // two-core CI machine: the browser tests wait on pages and servers often enough that a third keeps the cores busy
  // (measured: 342 s against 375 s with two, the PostgreSQL run beside them).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A flaky test fails the run: no retries.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  // The seeded database each worker's server copies (scripts/e2e-server.ts).
  globalSetup: "tests/e2e/support/global-setup.ts",
  // Recording a trace costs about a third of the suite's time even when it is thrown away: off unless
  // E2E_TRACE=1 (then kept for failed tests); a failed test always leaves a screenshot.
  use: { trace: process.env.E2E_TRACE ? "retain-on-failure" : "off", screenshot: "only-on-failure", launchOptions: chromium },
  projects: [
    { name: "desktop", testIgnore: /leave-adjustment\.spec\.ts/, use: desktop },
    // Only what changes with the width runs again on a phone: tests tagged PHONE_TOO (tests/e2e/support/widths.ts).
    { name: "phone", grep: /@phone/, use: phone },
    // Payroll months are finalised in order (docs/product.md section 9.14): the leave-adjustment spec finalises every
    // month up to last month, so it runs after the specs that finalise a month through the panel (tests/e2e/support/payroll.ts).
    { name: "desktop-last", testMatch: /leave-adjustment\.spec\.ts/, dependencies: ["desktop"], use: desktop },
  ],
  // A stand-in reverse geocoder for the check-in specs (tests/e2e/support/fake-geocoder.ts), shared by every worker.
  webServer: {
    command: `GEOCODER_PORT=${GEOCODER_PORT} tsx tests/e2e/support/fake-geocoder.ts`,
    url: `http://127.0.0.1:${GEOCODER_PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
