import { execFileSync } from "node:child_process";
import { E2E_TEMPLATE_DIR } from "./servers";

/** Makes the seeded database every worker's server starts from a copy of (scripts/e2e-server.ts). */
export default function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  execFileSync("npx", ["tsx", "scripts/e2e-server.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: E2E_TEMPLATE_DIR, LOG_LEVEL: "warn" },
  });
}
