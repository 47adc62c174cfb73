import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The public site's route table (docs/product.md section 3.1). */
export const PUBLIC_ROUTE_TABLE = "src/web/app/public-routes.tsx";

/** The paths of the route table's `<Route path="...">` elements, in order (the not-found catch-all has none). */
export function routeTablePaths(source: string): string[] {
  return [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((match) => match[1]!);
}

/** Whether `path` is answered by the route `pattern` (":name" stands for one path segment, as in wouter). */
export function matchesRoute(pattern: string, path: string): boolean {
  const segment = (part: string) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${pattern.split("/").map(segment).join("/")}$`).test(path);
}

/**
 * One page per route of the table, in the table's order: the first prerendered page it answers (the first
 * case study for /projects/:id). Throws when a route has no prerendered page or a prerendered page no route,
 * so a new public page cannot go unmeasured.
 */
export function pagePerRoute(routes: string[], prerendered: string[]): string[] {
  const stray = prerendered.filter((path) => !routes.some((route) => matchesRoute(route, path)));
  if (stray.length) throw new Error(`prerendered pages outside the public route table (${PUBLIC_ROUTE_TABLE}): ${stray.join(", ")}`);
  return routes.map((route) => {
    const page = prerendered.find((path) => matchesRoute(route, path));
    if (!page) throw new Error(`the public route ${route} has no prerendered page to measure`);
    return page;
  });
}

export interface BenchPages {
  /** Every page the prerender writes (throughput, JavaScript per page). */
  everyPage: string[];
  /** One page per public route (Lighthouse, ~3 runs each). */
  perRoute: string[];
}

/**
 * The pages the bench measures, derived rather than listed: the prerender's own list from the build's server
 * entry (src/web/entry-server.tsx, prerenderPaths), and one of them per route of the route table.
 */
export async function benchPages(root = process.cwd()): Promise<BenchPages> {
  const entry = (await import(pathToFileURL(join(root, "dist/ssr/entry-server.js")).href)) as { prerenderPaths(): string[] };
  const everyPage = entry.prerenderPaths();
  const perRoute = pagePerRoute(routeTablePaths(readFileSync(join(root, PUBLIC_ROUTE_TABLE), "utf8")), everyPage);
  return { everyPage, perRoute };
}
