import { afterEach, describe, expect, it, vi } from "vitest";
import { benchPostgres } from "./postgres-setup";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("the bench's PostgreSQL", () => {
  it("is an error, never a skip, when the given server cannot be reached", async () => {
    vi.stubEnv("BENCH_DATABASE_URL", "postgres://ci:ci@127.0.0.1:1/ci_test");
    const result = await benchPostgres();
    expect(result).toEqual({ error: expect.stringMatching(/^PostgreSQL at 127\.0\.0\.1:1: .*ECONNREFUSED/) });
  });

  it("is an error naming what to set when no server is given and the bench cannot set one up (not root)", async () => {
    vi.stubEnv("BENCH_DATABASE_URL", "");
    vi.stubEnv("TEST_DATABASE_URL_PG", "");
    vi.spyOn(process, "getuid").mockReturnValue(1000);
    expect(await benchPostgres()).toEqual({
      error:
        "no PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL_PG to a role that may create databases, or run the bench as root to set up the local cluster",
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL)("uses the given server and reads its version", async () => {
    vi.stubEnv("BENCH_DATABASE_URL", process.env.TEST_DATABASE_URL!);
    const result = await benchPostgres();
    expect(result).toEqual({ url: process.env.TEST_DATABASE_URL, version: expect.stringMatching(/^\d+\.\d+/) });
  });
});
