import { fileURLToPath } from "node:url";

/** The committed migrations: src/server/db/migrations, copied beside the compiled server by scripts/build-server.ts. */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
