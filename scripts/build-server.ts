/**
 * Compiles the server to plain JavaScript for production (docs/architecture.md, "How the server runs"):
 * ES modules in dist/server: main.js, with our own code bundled (the `@/` alias resolved) and every npm
 * package but date-fns left to node_modules, the chunks it loads with `import()`, and each worker thread's entry
 * (payslip-render-worker.js: the server starts it by that name, next to its own `import.meta.url`). The files the
 * server reads beside its modules at run time (the migrations, the common-password list) are copied next to the
 * bundle, where its `import.meta.url` now points. `npm start` then runs `node dist/server/main.js`: no TypeScript
 * compiler in the process. The tests that start the server or a command in a process of their own compile
 * into a folder of the run's own through `buildServer` (src/server/testing/compiled-server.ts).
 */
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
/** date-fns's index loads all of its 250 modules (about 14 MB of memory) for the dozen functions we call. */
const bundledPackages = new Set(["date-fns"]);

/**
 * Compiles into `outDir` (emptied first) and returns the size written. `outDir` must be two levels under the
 * repository (as dist/server is): the server finds node_modules from there and the built site at ../../dist/client.
 * `commands` adds entries (name: source file), compiled beside main.js sharing its chunks.
 */
export async function buildServer(outDir: string, commands: Record<string, string> = {}): Promise<number> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: {
      main: join(root, "src/server/main.ts"),
      "payslip-render-worker": join(root, "src/server/modules/payroll/payslip-render-worker.ts"),
      ...commands,
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
  // Read at run time through `new URL(..., import.meta.url)`: src/server/db/migrations-folder.ts, src/server/auth/password-policy.ts.
  cpSync(join(root, "src/server/db/migrations"), join(outDir, "migrations"), { recursive: true });
  cpSync(join(root, "src/server/auth/common-passwords.txt"), join(outDir, "common-passwords.txt"));
  return Object.values(result.metafile.outputs).reduce((total, output) => total + output.bytes, 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bytes = await buildServer(join(root, "dist/server"));
  console.log(`server compiled: dist/server/main.js, its chunks and its worker (${Math.round(bytes / 1024)} KB with the source maps)`);
}
