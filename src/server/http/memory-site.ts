import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerOptions, type ServerResponse } from "node:http";
import type { FastifyInstance, FastifyServerFactory } from "fastify";
import type { Config } from "../config";
import { chooseEncoding, type SiteEncoding } from "./content-negotiation";
import { HSTS_HEADER } from "./security";

/** One encoding of one path, with every header worked out once (flat name/value lists, as writeHead takes them). */
interface Variant {
  body: Buffer;
  headers: string[];
  httpsHeaders: string[];
  notModified: string[];
  httpsNotModified: string[];
  etag: string | undefined;
  lastModified: number;
}

interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

type Entry = Partial<Record<SiteEncoding, Variant>> & { holds?: (request: IncomingMessage) => boolean };

/** A path outside the built site whose answer is the same bytes while `holds` says so (the health check). */
export interface KeptAnswer {
  path: string;
  holds(request: IncomingMessage): boolean;
}

/** Headers of one answer that belong to its connection, not to the file. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

function variantOf(body: Buffer, captured: Record<string, unknown>): Variant {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(captured)) {
    if (PER_CONNECTION.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
  }
  const withHsts = [...headers, "strict-transport-security", HSTS_HEADER];
  const etag = captured.etag === undefined ? undefined : String(captured.etag);
  const lastModified = captured["last-modified"] === undefined ? Number.NaN : Date.parse(String(captured["last-modified"]));
  const length = ["content-length", String(body.length)];
  return {
    body,
    headers: [...headers, ...length],
    httpsHeaders: [...withHsts, ...length],
    notModified: headers,
    httpsNotModified: withHsts,
    etag,
    lastModified,
  };
}

/** The If-None-Match / If-Modified-Since check of the file route (@fastify/send), for a 304. */
function notModified(request: IncomingHttpHeaders, variant: Variant): boolean {
  if (request["cache-control"]?.includes("no-cache")) return false;
  const ifNoneMatch = request["if-none-match"];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === "*") return true;
    const etag = variant.etag;
    return etag !== undefined && ifNoneMatch.split(",").some((token) => token.trim() === etag || `W/${token.trim()}` === etag);
  }
  const ifModifiedSince = request["if-modified-since"];
  return ifModifiedSince !== undefined && variant.lastModified <= Date.parse(ifModifiedSince);
}

/**
 * The built site answered from memory (docs/architecture.md, "Serving the built site"). At start, every
 * path the file route answers with 200 (src/server/http/static-site.ts) is asked of the app once per
 * encoding (Brotli, gzip, plain); the bodies and headers it sent (security headers, cache policy, ETag,
 * Vary) are kept. A GET or HEAD for such a path is then answered before Fastify sees it: no routing,
 * hooks, file reads, compression or header work per request. Anything else (another path or method, a
 * Range or If-Match request, an encoding we hold no copy in) goes to Fastify as before.
 */
export class MemorySite {
  private entries = new Map<string, Entry>();

  constructor(private readonly trustProxy: Config["TRUST_PROXY"]) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * Asks the app (through inject, once) for each path in each encoding and keeps what it answered with
   * 200; a kept answer's path is answered from memory only while its `holds` says so.
   */
  async load(app: FastifyInstance, paths: readonly string[], kept: readonly KeptAnswer[] = []): Promise<void> {
    const entries = new Map<string, Entry>();
    const conditions = new Map(kept.map((answer) => [answer.path, answer.holds]));
    for (const path of [...paths, ...conditions.keys()]) {
      const entry: Entry = { holds: conditions.get(path) };
      for (const asked of ["br", "gzip", "identity"] as const) {
        const response = await app.inject({ method: "GET", url: path, headers: { "accept-encoding": asked } });
        if (response.statusCode !== 200) break;
        const sent = (response.headers["content-encoding"] ?? "identity") as string;
        if (sent === "br" || sent === "gzip" || sent === "identity") entry[sent] ??= variantOf(response.rawPayload, response.headers);
      }
      if (entry.identity) entries.set(path, entry);
    }
    this.entries = entries;
  }

  /**
   * Whether the request is over HTTPS as Fastify decides it (request.protocol with trustProxy): true or
   * false, or undefined when only Fastify can tell (a list of proxy addresses to match).
   */
  private isHttps(request: IncomingMessage): boolean | undefined {
    const forwarded = request.headers["x-forwarded-proto"];
    if (forwarded === undefined || this.trustProxy === false) return false;
    if (typeof this.trustProxy !== "number") return undefined;
    const value = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
    return value.slice(value.lastIndexOf(",") + 1).trim() === "https";
  }

  /** Answers the request from memory and says true, or says false and leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = request.url ?? "";
    const query = url.indexOf("?");
    const entry = this.entries.get(query === -1 ? url : url.slice(0, query));
    if (!entry || (entry.holds && !entry.holds(request))) return false;
    const headers = request.headers;
    if (headers.range !== undefined || headers["if-match"] !== undefined || headers["if-unmodified-since"] !== undefined) return false;
    const encoding = chooseEncoding(headers["accept-encoding"], { br: entry.br !== undefined, gzip: entry.gzip !== undefined });
    const variant = encoding && entry[encoding];
    const https = this.isHttps(request);
    if (!variant || https === undefined) return false;
    if (notModified(headers, variant)) {
      response.writeHead(304, https ? variant.httpsNotModified : variant.notModified).end();
    } else {
      response.writeHead(200, https ? variant.httpsHeaders : variant.headers).end(method === "HEAD" ? undefined : variant.body);
    }
    return true;
  }

  /** Fastify's serverFactory: Fastify's own HTTP/1 server set-up, with this site answered first. */
  serverFactory(): FastifyServerFactory {
    return (handler, fastifyOptions) => {
      // Fastify has filled in its defaults (keep-alive 72 s and the rest) by the time it calls the factory.
      const options = fastifyOptions as ServerSettings;
      const server = createServer(options.http ?? {}, (request, response) => {
        if (!this.answer(request, response)) handler(request, response);
      });
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    };
  }
}
