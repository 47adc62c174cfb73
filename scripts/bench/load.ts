import { spawn } from "node:child_process";
import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  /** Skip the 2-second warm-up (a second round against the same warm server). */
  warm?: boolean;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function run(url: string, options: LoadOptions, seconds: number) {
  return autocannon({ url, connections: options.connections ?? 100, duration: seconds, headers: options.headers });
}

/** 100 connections for BENCH_SECONDS (default 10) after a 2-second warm-up that is not counted. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  if (!options.warm) await run(url, options, 2);
  const result = await run(url, options, options.seconds ?? SECONDS);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The bare node:http server of scripts/bench/bare-server.ts in its own process, serving the given pages (from `root`, default the build). */
export async function startBareServer(port: number, pages: string[], root?: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/bare-server.ts"], {
    env: { ...process.env, BARE_PORT: String(port), BARE_PAGES: pages.join(","), ...(root ? { BARE_ROOT: root } : {}) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
