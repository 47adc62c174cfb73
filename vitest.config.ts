import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { brandDefines } from "./scripts/brand-defines.ts";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  define: brandDefines(process.env),
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["src/server/testing/pglite-template.ts"],
  },
});
