import { existsSync, readdirSync, statSync } from "node:fs";
import { join, normalize, relative as relativePath } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { allPortalPaths, redirects } from "@/shared/routes";
import { chooseEncoding } from "./content-negotiation";
import { apiNotFound } from "./errors";

const HASHED_ASSET = /^\/assets\//;
/** Files checked with the server on each use: an old employee portal worker or manifest must not linger a day. */
const REVALIDATED_FILES = new Set(["/employee-dashboard-sw.js", "/employee.webmanifest"]);
const SAFE_PATH = /^\/[A-Za-z0-9._~\-/]*$/;

/**
 * Whether a decoded path can name a page or file of the site: letters, digits, `._~-` and single slashes, no
 * `..`. Such a path is also its own percent-encoding and, with no `//` and no backslash, a browser can only read it as a
 * path on this site, so it is safe to send back as a Location.
 */
const isSitePath = (path: string) => SAFE_PATH.test(path) && !path.includes("..") && !path.includes("//");

/** Files the prerender writes besides the pages. */
export const SHELL_FILES = { portal: "portal.html", notFound: "404.html", projectNotFound: "projects/not-found.html" };

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function sendPage(reply: FastifyReply, file: string, status = 200) {
  return reply.code(status).header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile(file);
}

/** A page rendered from data, with its Brotli and gzip copies made once. */
export interface DynamicPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Pages rendered from data (the careers page); null falls back to the prerendered file. */
export type DynamicPages = Record<string, () => Promise<DynamicPage | null>>;

function sendDynamic(request: FastifyRequest, reply: FastifyReply, page: DynamicPage) {
  reply.header("cache-control", "no-cache").header("vary", "accept-encoding").type("text/html; charset=utf-8");
  const encoding = chooseEncoding(request.headers["accept-encoding"], { br: true, gzip: true });
  if (encoding === "br" || encoding === "gzip") return reply.header("content-encoding", encoding).send(page[encoding]);
  return reply.send(page.html);
}

/** Every file under `root`, as site paths (dot files and folders left out, as the file route leaves them). */
function* siteFiles(root: string, dir = root): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* siteFiles(root, path);
    else if (entry.isFile()) yield `/${relativePath(root, path).split("\\").join("/")}`;
  }
}

/**
 * The paths the route below answers with a file of the build and 200: the files themselves (not the
 * pages' .html files nor the .br/.gz copies, which it reaches only through their page or file), the
 * prerendered pages and the portal's paths. The dynamic pages are left out: they change with the data.
 * src/server/http/memory-site.ts keeps these answers in memory.
 */
export function staticSitePaths(root: string, dynamicPages: DynamicPages = {}): string[] {
  if (!existsSync(join(root, "index.html"))) return [];
  const paths = new Set<string>();
  for (const file of siteFiles(root)) {
    if (/\.(br|gz)$/.test(file) || !SAFE_PATH.test(file)) continue;
    if (!file.endsWith(".html")) paths.add(file);
    else if (file === "/index.html") paths.add("/");
    else if (file.endsWith("/index.html")) paths.add(file.slice(0, -"/index.html".length));
  }
  for (const path of allPortalPaths) paths.add(path);
  return [...paths].filter((path) => !(path in dynamicPages) && !(path in redirects));
}

/**
 * The request's path, decoded: what comes before `?` or `#` (the router cuts at both; a raw client may send a
 * fragment), or undefined when its percent-encoding is broken.
 */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split(/[?#]/)[0] || "/");
  } catch {
    return undefined;
  }
}

/** The path without its trailing slashes ("/" for only slashes); a loop, as a regex backtracks on long runs of slashes. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end -= 1;
  return path.slice(0, end) || "/";
}

/**
 * Serves the built site from `root` (dist/client): hashed assets with a one-year cache,
 * prerendered pages with 200, portal routes with the client-rendered shell, and the
 * not-found page with 404. In the running server most of these answers come from memory first
 * (src/server/http/memory-site.ts); this route answers the rest and every inject().
 */
export async function registerStaticSite(app: FastifyInstance, root: string, dynamicPages: DynamicPages = {}): Promise<void> {
  const built = existsSync(join(root, "index.html"));
  // preCompressed: the build writes .br and .gz copies (scripts/precompress.ts).
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });

  app.get("/*", async (request, reply) => {
    const path = decodedPath(request.url);
    if (path === undefined) return sendPage(reply, SHELL_FILES.notFound, 404);
    if (path.startsWith("/api/")) return reply.code(404).send(apiNotFound());
    if (!built) return reply.code(503).type("text/plain").send("The site is not built yet: run `npm run build`.");

    const target = redirects[path];
    if (target) return reply.redirect(target, 301);
    // Trailing slashes are dropped by a redirect to a site path only: never to another host, nor with raw characters.
    const page = path.length > 1 && path.endsWith("/") ? withoutTrailingSlashes(path) : path;
    if (!isSitePath(page)) return sendPage(reply, SHELL_FILES.notFound, 404);
    if (page !== path) return reply.redirect(page, 301);
    const relative = normalize(path).replace(/^\/+/, "");

    if (relative && !relative.endsWith(".html") && isFile(join(root, relative))) {
      const cache = HASHED_ASSET.test(path)
        ? "public, max-age=31536000, immutable"
        : REVALIDATED_FILES.has(path)
          ? "no-cache"
          : "public, max-age=86400";
      return reply.header("cache-control", cache).sendFile(relative);
    }
    const dynamic = await dynamicPages[path]?.();
    if (dynamic) return sendDynamic(request, reply, dynamic);
    const pageFile = relative === "" ? "index.html" : `${relative}/index.html`;
    if (isFile(join(root, pageFile))) return sendPage(reply, pageFile);
    if (allPortalPaths.includes(path)) return sendPage(reply, SHELL_FILES.portal);
    if (/^\/projects\/[^/]+$/.test(path)) return sendPage(reply, SHELL_FILES.projectNotFound, 404);
    return sendPage(reply, SHELL_FILES.notFound, 404);
  });
}
