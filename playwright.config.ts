import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 5100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic"],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromium };
const phone = { ...devices["Pixel 5"], viewport: { width: 375, height: 812 }, launchOptions: chromium };
const LIVE = /\.live\.spec\.ts$/;
const geocoderPort = Number(process.env.GEOCODER_PORT ?? 5199);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: { baseURL, trace: "retain-on-failure", launchOptions: chromium },
  // *.live.spec.ts change what public pages show (an active job opening replaces the built-in ones on
  // /careers), so they run after every other spec, while no public-page spec is looking.
  projects: [
    { name: "desktop", testIgnore: LIVE, use: desktop },
    // Tests tagged ANY_WIDTH (tests/e2e/support/widths.ts) run at desktop width only.
    { name: "phone", testIgnore: LIVE, grepInvert: /@any-width/, use: phone },
    { name: "desktop live", testMatch: LIVE, dependencies: ["desktop", "phone"], use: desktop },
    { name: "phone live", testMatch: LIVE, dependencies: ["desktop", "phone"], use: phone },
  ],
  // The built product on a fresh embedded database with test accounts (E2E_BASE_URL points at a server you started yourself).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        // A stand-in reverse geocoder for the check-in specs (tests/e2e/support/fake-geocoder.ts).
        {
          command: `GEOCODER_PORT=${geocoderPort} tsx tests/e2e/support/fake-geocoder.ts`,
          url: `http://127.0.0.1:${geocoderPort}/health`,
          reuseExistingServer: false,
          timeout: 60_000,
        },
        {
          // scripts/e2e-server.ts recreates .e2e-data with the known test accounts, then starts the server.
          // TRUST_PROXY=1: set-up calls name their own client address (tests/e2e/support/visitor.ts).
          command: `PORT=${port} HOST=127.0.0.1 DATA_DIR=.e2e-data LOG_LEVEL=warn TRUST_PROXY=1 GEOCODER_URL=http://127.0.0.1:${geocoderPort}/reverse tsx scripts/e2e-server.ts`,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 300_000,
        },
      ],
});
