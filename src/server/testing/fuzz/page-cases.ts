/**
 * Bad requests for the public pages (README, "Attack resistance"): the site's file route (static-site.ts,
 * `GET /*`) answers every page, so its cases are the pages' own paths spoiled: trailing slashes, another host
 * written as a path, encoded slashes and backslashes, tabs and newlines, Devanagari, control characters, very long
 * paths, dot segments and methods the route does not take. A raw backslash cannot be sent here (inject reads the
 * URL as a browser would, `\` as `/`): static-site.test.ts sends it over a socket.
 */
import { allPortalPaths, caseStudyPath, noindexPublicPaths, publicPaths, redirects } from "@/shared/routes";
import type { FuzzCase } from "./fuzz-case";
import type { Operation } from "./openapi";

/** The site's file route as the OpenAPI document names it. */
export const isSiteRoute = (operation: Operation) => operation.method === "GET" && operation.path === "/{*}";

/** Every page the site answers: the public pages, a case study, the portal's pages and the old spellings. */
const PAGES = [...publicPaths, ...noindexPublicPaths, caseStudyPath(1), ...allPortalPaths, ...Object.keys(redirects)];

/** Paths that name another host or scheme once a browser reads them (the redirect must never send them back). */
const OFF_SITE = [
  "//evil.example/",
  "///evil.example//",
  "/%2Fevil.example/",
  "/%2fevil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%2F%2Fevil.example/",
  "/%09/evil.example/",
  "/%0A/evil.example/",
  "/%0D%0A/evil.example/",
  "/https:%2F%2Fevil.example/",
];

/** Endings spoiling one page's path: each must answer the page, a 404, a 400 or a redirect on the site. */
const SUFFIXES = [
  "/",
  "//",
  "/?next=//evil.example",
  "%2F",
  "%5C/",
  "/%E0%A4%AA/",
  "%E0%A4%AA/",
  "/%01/",
  "%0D%0A/",
  "%00/",
  "%7F/",
  "%C3%A9/",
  "/%2e%2e/",
  "/..%2F..%2F/",
  "/%ZZ/",
  "/%E0/",
  `/${"a".repeat(8000)}/`,
];

/** Methods the route does not take: refused with a 4xx, never a 5xx or a redirect. */
const METHODS = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"];

function pageCase(operation: Operation, method: string, url: string): FuzzCase {
  return { key: operation.key, generator: "page-path", detail: `${method} ${url.slice(0, 60)}`, method, url, headers: {}, auth: "cookie" };
}

/**
 * Every page with every spoiled ending and odd method, and the off-site paths (about 550 requests; pages answer
 * fast, so the count per generator is not used).
 */
export function pagePathCases(operation: Operation): FuzzCase[] {
  if (!isSiteRoute(operation)) return [];
  const urls = [
    ...OFF_SITE,
    ...PAGES.flatMap((page) => SUFFIXES.map((suffix) => `${page === "/" ? "" : page}${suffix}`)),
    `/${"a".repeat(100_000)}/`,
  ];
  const odd = PAGES.flatMap((page) => METHODS.map((method) => pageCase(operation, method, `${page}/`)));
  return [
    ...urls.map((url) => pageCase(operation, "GET", url)),
    ...urls.slice(0, OFF_SITE.length).map((url) => pageCase(operation, "HEAD", url)),
    ...odd,
  ];
}

/**
 * Whether a Location keeps the browser on this site: a path (one `/`, then neither `/` nor `\`) of URL characters
 * only (a browser drops tabs and newlines, so `/\t/evil.example` reads as `//evil.example`).
 */
export const staysOnSite = (location: string) => /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/.test(location);
