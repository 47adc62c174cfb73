import { execFileSync, execSync } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";

/** The role and database .ci/run creates; the bench makes its own databases next to this one. */
const LOCAL_URL = "postgres://ci:ci@127.0.0.1:5432/ci_test";

export type BenchPostgres = { url: string; version: string } | { error: string };

const hasCommand = (name: string) => {
  try {
    execSync(`command -v ${name}`, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

/** psql as the postgres superuser, the way .ci/run runs it (-qtA: the bare answer). */
const psql = (sql: string) => execFileSync("su", ["postgres", "-c", `psql -qtAc "${sql}"`], { encoding: "utf8" }).trim();

/**
 * .ci/run's PostgreSQL setup: installs Debian's postgresql when missing, starts the local cluster, and creates
 * the role `ci` (may create databases) and the database `ci_test`, each only if absent.
 */
function setUpLocalCluster(): void {
  if (!hasCommand("pg_ctlcluster")) {
    console.log("Installing PostgreSQL from Debian's packages...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql", { stdio: "inherit" });
  }
  // The first cluster pg_lsclusters lists ("15 main 5432 online ..."): the version differs between Debian releases.
  const [version, cluster] = execFileSync("pg_lsclusters", ["-h"], { encoding: "utf8" }).trim().split(/\s+/);
  if (!version || !cluster) throw new Error("pg_lsclusters lists no PostgreSQL cluster");
  try {
    execFileSync("pg_ctlcluster", [version, cluster, "start"], { stdio: "ignore" });
  } catch {
    execFileSync("pg_ctlcluster", [version, cluster, "status"], { stdio: "ignore" }); // already running: fine
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      execFileSync("pg_isready", ["-q", "-h", "127.0.0.1"], { stdio: "ignore" });
      break;
    } catch {
      if (attempt >= 30) throw new Error("the local PostgreSQL cluster did not accept connections within 30 s");
      execSync("sleep 1");
    }
  }
  if (psql("select 1 from pg_roles where rolname = 'ci'") !== "1") psql("create role ci login createdb password 'ci'");
  if (psql("select 1 from pg_database where datname = 'ci_test'") !== "1") psql("create database ci_test owner ci");
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    return rows[0]!.server_version;
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL the bench's PostgreSQL scenarios use: BENCH_DATABASE_URL or TEST_DATABASE_URL_PG (a role that
 * may create databases), else the local cluster set up as .ci/run does when the bench runs as root with apt-get
 * or PostgreSQL's Debian tools. Otherwise the reason, which the bench reports as an error of each such scenario.
 */
export async function benchPostgres(): Promise<BenchPostgres> {
  let url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL_PG;
  try {
    if (!url) {
      if (process.getuid?.() !== 0 || !(hasCommand("pg_ctlcluster") || existsSync("/usr/bin/apt-get"))) {
        return {
          error:
            "no PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL_PG to a role that may create databases, or run the bench as root to set up the local cluster",
        };
      }
      console.log("\n(PostgreSQL: setting up the local cluster as .ci/run does)");
      setUpLocalCluster();
      url = LOCAL_URL;
    }
    return { url, version: await serverVersion(url) };
  } catch (error) {
    return {
      error: `PostgreSQL at ${url ? new URL(url).host : "the local cluster"}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
