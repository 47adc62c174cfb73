import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** The repository root: the server is started from there, as `npm run serve` does. */
const root = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * The node flags production runs the compiled server with: those of package.json's `serve` script
 * (`npm start` and `npm run demo` run it), read from there so a measured or drilled server runs as production's does.
 */
export function productionNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as { scripts: Record<string, string> };
  return scripts.serve!.split(/\s+/).filter((word) => word.startsWith("--"));
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** Sends the signal and resolves with the exit code (null after a kill) once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nobody listens on right now (the kernel's choice), for a server started in another process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts the real server (src/server/main.ts) in its own process on loopback and waits until
 * /api/health answers 200. `env` adds to this process's environment (DATA_DIR or DATABASE_URL, keys);
 * `compiled` starts a compiled main.js (scripts/build-server.ts: dist/server/main.js of `npm run build`, or the
 * kill -9 test's own build of today's code) instead of the TypeScript source through tsx.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { compiled?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const { compiled, timeoutMs = 120_000 } = options;
  const port = await freePort();
  const entry = compiled ? [...productionNodeFlags(), compiled] : ["--import", "tsx", "src/server/main.ts"];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it answered: ${errors}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms: ${errors}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    stop: (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
