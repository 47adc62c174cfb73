import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { brandDefines } from "./scripts/brand-defines.ts";

// Tests that only mean something on PostgreSQL (several server processes on one database): `npm test` runs them
// in its PostgreSQL phase (scripts/test.sh) with TEST_DATABASE_URL set; the embedded database is one process by design.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  define: brandDefines(process.env),
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    include: ["src/**/*.pg-test.ts"],
    globalSetup: ["src/server/testing/compiled-server.ts"],
  },
});
