/**
 * Writes the prerendered public pages into dist/client (docs/architecture.md section 9): one HTML file per
 * public route with its content, title, description, canonical URL, Open Graph tags and JSON-LD,
 * plus the portal shell, the not-found pages, sitemap.xml and robots.txt.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { chunkFiles, type Manifest } from "./manifest";
import { renderHead } from "./render-head";

const clientDir = join(process.cwd(), "dist/client");
const serverEntry = pathToFileURL(join(process.cwd(), "dist/ssr/entry-server.js")).href;

type Entry = typeof import("../src/web/entry-server");
const entry = (await import(serverEntry)) as Entry;
const template = readFileSync(join(clientDir, "index.html"), "utf8");

const manifest = JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
/** The module src/web/entry-client.tsx loads to start React (src/web/start-app.tsx). */
const APP_MODULE = "src/web/start-app.tsx";
if (!manifest[APP_MODULE]) throw new Error(`${APP_MODULE} is not in Vite's manifest: the entry no longer imports it?`);

async function page(path: string, options: { isPortal?: boolean; html?: string } = {}): Promise<string> {
  const meta = entry.metaFor(path, options.isPortal);
  const pageModule = options.isPortal ? undefined : entry.pageModuleFor(path);
  // The entry imports the app dynamically, so the app's chunks are named here with the page's own.
  const chunks = [...new Set([...chunkFiles(manifest, APP_MODULE), ...(pageModule ? chunkFiles(manifest, pageModule.module) : [])])];
  const scripts = options.isPortal
    ? chunks.map((file) => `<link rel="modulepreload" href="/${file}" />`)
    : [`<meta name="app-chunks" content="${chunks.map((file) => `/${file}`).join(" ")}" />`];
  const head = [renderHead(meta, entry.site), ...scripts].join("\n    ");
  const html = options.html ?? (await entry.render(path));
  const filled = template.replace("<!--app-head-->", head).replace("<!--app-html-->", html);
  return options.isPortal ? filled : withLowPriorityScripts(filled);
}

/**
 * A prerendered page is readable before its JavaScript runs, so the browser should fetch the HTML's
 * stylesheet and images first: its entry script (a kilobyte) gets low priority, and the app's chunks
 * are listed in <meta name="app-chunks"> for the entry to fetch once the page has loaded and painted
 * (src/web/entry-client.tsx; docs/architecture.md section 9). The portal shell is empty without its
 * scripts: it preloads them at their default priority.
 */
function withLowPriorityScripts(html: string): string {
  return html.replaceAll('<script type="module"', '<script fetchpriority="low" type="module"');
}

function write(relative: string, content: string): void {
  const file = join(clientDir, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const paths = entry.prerenderPaths();
for (const path of paths) {
  write(path === "/" ? "index.html" : `${path.slice(1)}/index.html`, await page(path));
}
write("portal.html", await page("/login", { isPortal: true, html: "" }));
// The server renders the careers page into this with the openings of the database (src/server/modules/jobs/careers-page.ts).
write("careers/template.html", await page("/careers", { html: "<!--app-html-->" }));
write("404.html", await page("/this-page-does-not-exist"));
write("projects/not-found.html", await page("/projects/0"));

const today = new Date().toISOString().slice(0, 10);
// Pages marked noindex (the unsubscribe page) are written but not offered to search engines.
const urls = paths
  .filter((path) => !entry.metaFor(path).noindex)
  .map((path) => `  <url><loc>${entry.site.url}${path === "/" ? "/" : path}</loc><lastmod>${today}</lastmod></url>`);
write(
  "sitemap.xml",
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
);
write(
  "robots.txt",
  [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /login",
    "Disallow: /admin",
    "Disallow: /admin/",
    "Disallow: /admin-dashboard",
    "Disallow: /hr",
    "Disallow: /hr-dashboard",
    "Disallow: /employee-dashboard",
    "",
    `Sitemap: ${entry.site.url}/sitemap.xml`,
    "",
  ].join("\n"),
);
console.log(`prerendered ${paths.length} pages`);
