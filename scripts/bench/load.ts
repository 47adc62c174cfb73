import autocannon from "autocannon";
import Fastify from "fastify";

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 100,
    duration: options.seconds ?? 10,
    headers: options.headers,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** A bare Fastify JSON route in this process: the yardstick for throughput ratios. */
export async function bareFastify(port: number, payload: unknown): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  app.get("/bare", async () => payload);
  await app.listen({ port, host: "127.0.0.1" });
  return { url: `http://127.0.0.1:${port}/bare`, close: () => app.close() };
}
