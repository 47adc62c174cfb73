import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Runs `work` on a fresh, empty database created next to the one `adminUrl` names (its role must be
 * allowed to create databases), dropped afterwards, so the bench never touches a database in use.
 */
export async function withPostgresDatabase(
  adminUrl: string,
  work: (databaseUrl: string, env: Record<string, string>) => Promise<void>,
): Promise<void> {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      // The server refuses PostgreSQL in production without a key; outside production it would generate one.
      await work(url.toString(), { DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64") });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
