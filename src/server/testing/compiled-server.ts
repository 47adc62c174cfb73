import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of this run's compiled server and users command (compiledServer below). */
    compiledServerDir: string;
  }
}

/** The entries compiled beside main.js: the commands the tests start in a process of their own. */
const commands = { users: "src/server/cli/users.ts" };

/**
 * The compiled file to start with `node` for the server (`main`, as production runs it) or a command: today's code,
 * compiled once per run by the global set-up below. Through tsx every start compiled the TypeScript again, 2-3 s of
 * CPU each (main.test.ts, users-command.test.ts, backup-cli.test.ts, kill-restart.test.ts, two-instances.pg-test.ts).
 */
export function compiledServer(entry: "main" | keyof typeof commands): string {
  return join(inject("compiledServerDir"), `${entry}.js`);
}

// Vitest runs a global set-up for the root and for each project, each in a module runner of its own: one build,
// kept on the process, serves them all; the first set-up's teardown removes it.
const shared = globalThis as { compiledServerBuild?: Promise<string> };

async function compile(): Promise<string> {
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  // Two levels under the repository, as dist/server is (scripts/build-server.ts).
  const outDir = join(root, `dist/.test-server-${process.pid}`);
  const { buildServer } = await import("../../../scripts/build-server");
  await buildServer(outDir, Object.fromEntries(Object.entries(commands).map(([name, source]) => [name, join(root, source)])));
  return outDir;
}

/** Vitest global set-up (vitest.config.ts, vitest.postgresql.config.ts): compiles the server and commands once per run. */
export default async function setup(project: TestProject) {
  const first = shared.compiledServerBuild === undefined;
  shared.compiledServerBuild ??= compile();
  const outDir = await shared.compiledServerBuild;
  project.provide("compiledServerDir", outDir);
  return first ? () => rmSync(outDir, { recursive: true, force: true }) : undefined;
}
