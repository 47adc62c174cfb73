import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { productionNodeFlags } from "../../src/server/durability/server-process";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  rssMb(): number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the server as production runs it (the compiled dist/server/main.js of `npm run build`, not tsx,
 * with the node flags of `npm run serve`)
 * and waits until /api/health answers. `args` such as ["--demo"] go to the server.
 */
export async function startServer(port: number, env: Record<string, string>, args: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...productionNodeFlags(), "dist/server/main.js", ...args], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  let healthy = false;
  for (let attempt = 0; attempt < 480 && !healthy; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!healthy) {
    child.kill("SIGKILL");
    throw new Error(`the server on ${url} did not answer within 2 minutes`);
  }
  return {
    child,
    url,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
