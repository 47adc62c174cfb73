import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { once } from "node:events";
import { startSmtpSink } from "../../../src/server/testing/smtp-sink";

/** The seeded database of the global set-up, copied for each worker. */
export const E2E_TEMPLATE_DIR = ".e2e-data/template";
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5100);
export const GEOCODER_PORT = Number(process.env.GEOCODER_PORT ?? 5199);
/**
 * The compiled server of `npm run build`, as production runs it: it starts on half the CPU of `tsx src/server/main.ts`
 * (3.5 s against 6.5 s measured), which compiles the TypeScript again in each worker.
 */
const BUILT_SERVER = "dist/server/main.js";

async function waitUntilHealthy(url: string, server: ReturnType<typeof spawn>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The e2e server for ${url} exited with code ${server.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The e2e server for ${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the built product for one Playwright worker on its own port and its own copy of the seeded
 * database, so workers never see each other's data. Answers its address and how to stop it.
 */
export async function startWorkerServer(workerIndex: number): Promise<{ url: string; stop: () => Promise<void> }> {
  // workerIndex is unique to each worker process: a worker that replaces a stopped one never meets its server.
  const port = E2E_PORT + 1 + workerIndex;
  const dataDir = `.e2e-data/worker-${workerIndex}`;
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(E2E_TEMPLATE_DIR, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is taken (a server left from another run?): stop it and run again`);
  }
  // Every e-mail goes to this worker's own SMTP sink, which files each message in mailDir (support/mailbox.ts).
  const mailDir = `.e2e-data/worker-${workerIndex}-mail`;
  rmSync(mailDir, { recursive: true, force: true });
  const sink = await startSmtpSink({ writeTo: mailDir });
  process.env.E2E_WORKER_MAIL_DIR = mailDir;
  // TRUST_PROXY=1: set-up calls name their own client address (tests/e2e/support/visitor.ts).
  // Node itself (not npx) is the child, so the stop signal reaches the server.
  if (!existsSync(BUILT_SERVER)) throw new Error(`No ${BUILT_SERVER}: run npm run build before the end-to-end specs`);
  const server = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      GEOCODER_URL: `http://127.0.0.1:${GEOCODER_PORT}/reverse`,
      SMTP_URL: sink.url,
      PUBLIC_BASE_URL: url,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Whatever ends this worker (a crash, a timeout) ends its server too.
  const killServer = () => server.kill("SIGKILL");
  process.once("exit", killServer);
  try {
    await waitUntilHealthy(url, server, 120_000);
  } catch (error) {
    killServer();
    await sink.close();
    throw error;
  }
  return {
    url,
    stop: async () => {
      process.off("exit", killServer);
      if (server.exitCode === null) {
        const exited = once(server, "exit");
        server.kill("SIGTERM");
        await exited;
      }
      await sink.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
