import { randomBytes } from "node:crypto";
import pg from "pg";

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (nothing migrated), for a test or a
 * drill whose servers run in other processes and so need its address; `drop` removes it.
 */
export async function createScratchDatabase(serverUrl: string, prefix = "scratch"): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // A killed server's connections close a moment after it: try again for a few seconds.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await run(serverUrl, `drop database if exists ${name}`);
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
  };
}
