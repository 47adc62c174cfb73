/**
 * Makes sure the system Chromium used by the end-to-end tests is installed: Debian's
 * `chromium` package (Playwright's own browser download is not available here).
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(path)) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(`Chromium not found at ${path}. Install Debian's "chromium" package or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log("Installing Chromium from Debian's packages...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core", {
    stdio: "inherit",
  });
}
