import { expect, test } from "./support/test";

const publicPages = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/projects/1",
  "/careers",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
];

test.describe("prerendered public pages", () => {
  test("each page arrives as HTML with its content, a unique title, description, canonical URL, Open Graph and JSON-LD", async ({
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of publicPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title!);
      descriptions.add(description!);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${path === "/" ? "/" : path}"`));
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:image"');
      expect(html).toContain('"@type":"RealEstateAgent"');
      // The content itself is in the HTML, not only after JavaScript runs.
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).not.toContain('<div id="root"></div>');
      // No inline executable script: the CSP would block it and leave content hidden.
      expect(html).not.toContain("<script>");
    }
    expect(titles.size).toBe(publicPages.length);
    expect(descriptions.size).toBe(publicPages.length);
  });

  test("titles given by the spec", async ({ request }) => {
    const home = await (await request.get("/")).text();
    expect(home).toMatch(/<title>[^<]+ \| Real Estate Consultancy in Pune<\/title>/);
    const about = await (await request.get("/about")).text();
    expect(about).toMatch(/<title>About Us \| [^<]+<\/title>/);
  });

  test("the first hero image is preloaded on the home page", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+"/);
  });

  test("prerendered pages fetch their scripts after the stylesheet and images; the empty portal shell does not wait", async ({
    request,
  }) => {
    const scriptTags = (html: string) => html.match(/<script[^>]*type="module"[^>]*>|<link[^>]*rel="modulepreload"[^>]*>/g) ?? [];
    const aboutHtml = await (await request.get("/about")).text();
    // Only the small entry script is in the HTML, at low priority; it fetches the listed chunks after the first paint.
    const about = scriptTags(aboutHtml);
    expect(about).toHaveLength(1);
    expect(about[0]).toContain('fetchpriority="low"');
    expect(aboutHtml).toMatch(/<meta name="app-chunks" content="[^"]*\/assets\/about-page-[\w-]+\.js[^"]*"/);
    const portal = scriptTags(await (await request.get("/login")).text());
    expect(portal.length).toBeGreaterThan(0);
    for (const tag of portal) expect(tag).not.toContain("fetchpriority");
  });

  test("portal and not-found pages are not indexed", async ({ request }) => {
    for (const path of ["/login", "/admin-dashboard", "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex"');
    }
  });

  test("sitemap lists every public page and robots.txt keeps crawlers out of the portal", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of publicPages) expect(sitemap).toContain(`${path === "/" ? "/" : path}</loc>`);
    for (const id of [1, 2, 3, 4, 5]) expect(sitemap).toContain(`/projects/${id}</loc>`);
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/login", "/admin", "/hr-dashboard", "/employee-dashboard", "/api/"]) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
  });

  test("unknown paths and case studies answer 404 with their pages", async ({ page }) => {
    const missing = await page.goto("/projects/77");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
  });

  test("a public page loads no third-party resource", async ({ page }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") foreign.push(request.url());
    });
    for (const path of ["/", "/contact", "/projects"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(foreign).toEqual([]);
  });
});
