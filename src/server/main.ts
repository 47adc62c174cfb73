import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { pruneRateLimits } from "./http/rate-limit";

const siteRoot = fileURLToPath(new URL("../../dist/client", import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const app = await buildApp({ config, database, siteRoot });

  const pruneTimer = setInterval(() => void pruneRateLimits(database.db).catch(() => undefined), 60 * 60 * 1000);
  pruneTimer.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: draining requests");
    clearInterval(pruneTimer);
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close(); // CHECKPOINT and close (PGlite) or end the pool
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`database: ${database.kind}${database.kind === "pglite" ? ` in ${config.DATA_DIR}` : ""}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});
