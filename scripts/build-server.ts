/**
 * Compiles the server to plain JavaScript for production (docs/architecture.md, "How the server runs"):
 * one ES module, dist/server/main.js, with our own code bundled (the `@/` alias resolved) and every npm
 * package left to node_modules; beside it, each worker thread's entry (payslip-render-worker.js: the server starts
 * it by that name, next to its own `import.meta.url`). The files the server reads beside its modules at run time (the
 * migrations, the common-password list) are copied next to the bundle, where its `import.meta.url`
 * now points. `npm start` then runs `node dist/server/main.js`: no TypeScript compiler in the process.
 */
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = process.cwd();
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
/** date-fns's index loads all of its 250 modules (about 14 MB of memory) for the dozen functions we call. */
const bundledPackages = new Set(["date-fns"]);
const outDir = join(root, "dist/server");

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const result = await build({
  entryPoints: {
    main: join(root, "src/server/main.ts"),
    "payslip-render-worker": join(root, "src/server/modules/payroll/payslip-render-worker.ts"),
  },
  outdir: outDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  // Chunks loaded by `import()` (the database driver in use, the PDF renderers) sit beside main.js: a module the
  // server needs only on some request is not in memory until then (docs/architecture.md, "Memory").
  splitting: true,
  chunkNames: "chunk-[hash]",
  // npm packages stay in node_modules, but for date-fns: bundled, only the functions we call are loaded.
  external: Object.keys(packageJson.dependencies)
    .filter((name) => !bundledPackages.has(name))
    .flatMap((name) => [name, `${name}/*`]),
  alias: { "@": join(root, "src") },
  sourcemap: true,
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
});

// Read at run time through `new URL(..., import.meta.url)`: src/server/db/client.ts, src/server/auth/password-policy.ts.
cpSync(join(root, "src/server/db/migrations"), join(outDir, "migrations"), { recursive: true });
cpSync(join(root, "src/server/auth/common-passwords.txt"), join(outDir, "common-passwords.txt"));

const bytes = Object.values(result.metafile.outputs).reduce((total, output) => total + output.bytes, 0);
console.log(`server compiled: dist/server/main.js and its worker (${Math.round(bytes / 1024)} KB with its source map)`);
