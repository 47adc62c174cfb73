import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { brandDefines } from "./scripts/brand-defines.ts";

// Test files that replace a module (vi.mock) or a global (vi.stubGlobal, fake timers) get a process of their own;
// every other file shares its worker's loaded modules (no re-import of the server per file), which is most of the run's time.
const replacesModulesOrGlobals = [
  "src/server/modules/attendance/audit-transaction.test.ts",
  "src/server/modules/regularisations/audit-transaction.test.ts",
  "src/server/auth/login-routes.test.ts",
  "src/web/features/employee/locate.test.ts",
  "src/web/features/people/salary-revisions-api.test.ts",
];

// React Testing Library tests of components and hooks, named *.dom.test.tsx beside what they test.
const domTests = ["src/web/**/*.dom.test.tsx"];

// Files a run leaves out, comma-separated (scripts/test.sh's PostgreSQL run): the command line's --exclude does not
// reach the projects below, which have include and exclude lists of their own.
const leftOut = (process.env.VITEST_EXCLUDE ?? "").split(",").filter(Boolean);

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  define: brandDefines(process.env),
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every core (vitest's default leaves one free, which on the 2-core CI machine means one file at a time).
    maxWorkers: availableParallelism(),
    globalSetup: ["src/server/testing/database-template.ts", "src/server/testing/compiled-server.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: [...replacesModulesOrGlobals, ...domTests, ...leftOut],
          isolate: false,
        },
      },
      // Component tests in a browser-like document (happy-dom), sharing their worker's modules as above; the setup
      // file unmounts what each test rendered and puts fetch and other globals back.
      {
        extends: true,
        test: {
          name: "web-dom",
          include: domTests,
          exclude: leftOut,
          environment: "happy-dom",
          // A link's click (a download's <a download> too) leaves the page alone instead of moving the document to its
          // address: a test's page stays at its own address for the tests after it.
          environmentOptions: { happyDOM: { settings: { navigation: { disableFallbackToSetURL: true } } } },
          setupFiles: ["src/web/testing/dom-setup.ts"],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: replacesModulesOrGlobals, exclude: leftOut, isolate: true } },
    ],
  },
});
