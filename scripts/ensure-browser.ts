/**
 * Makes sure the system Chromium used by the end-to-end tests is installed: Debian's
 * `chromium-headless-shell` package, Chromium's own headless build (what Playwright itself runs headless; it
 * needs about half the CPU of the full browser in headless mode). Playwright's own download is not available here.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

if (!existsSync(path)) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(`Chromium not found at ${path}. Install Debian's "chromium-headless-shell" package or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log("Installing Chromium's headless shell from Debian's packages...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-dejavu-core", {
    stdio: "inherit",
  });
}
