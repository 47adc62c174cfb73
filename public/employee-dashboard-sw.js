/* global self, caches, fetch, URL, setTimeout, clearTimeout */
/**
 * The employee portal's service worker (registered by src/web/features/employee/use-installable.ts
 * with scope /employee-dashboard, so it controls the portal and no public page).
 *
 * - The shell (the HTML served at /employee-dashboard) is fetched network-first; when the network
 *   fails or is slower than SHELL_TIMEOUT_MS, the cached copy is served.
 * - Hashed build files (/assets/...) and the icons are served cache-first: a hashed name never changes.
 * - /api answers (personal data) are never cached or even intercepted.
 */
const VERSION = "1";
const SHELL_CACHE = `employee-shell-v${VERSION}`;
const ASSET_CACHE = `employee-assets-v${VERSION}`;
const SHELL_URL = "/employee-dashboard";
const SHELL_TIMEOUT_MS = 4000;
/** Old builds' files are dropped beyond this many cached files (oldest first). */
const MAX_ASSETS = 80;
const STATIC_FILES = new Set(["/favicon.svg", "/icons/icon-192.png", "/icons/icon-512.png", "/icons/apple-touch-icon.png"]);

const isCacheableAsset = (url) => url.origin === self.location.origin && (url.pathname.startsWith("/assets/") || STATIC_FILES.has(url.pathname));

/** The same-origin /assets/ files a shell's HTML loads (entry script, style sheet, preloaded chunks). */
function assetsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) urls.add(match[1]);
  return [...urls];
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function cacheAssets(paths) {
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, self.location.origin);
      if (!isCacheableAsset(url) || (await cache.match(url.href))) return;
      try {
        const response = await fetch(url.href, { credentials: "same-origin" });
        if (response.ok && response.type === "basic") await cache.put(url.href, response);
      } catch {
        // offline: cached on a later visit
      }
    }),
  );
  await trim(cache);
}

/** Keeps a fresh shell (never a redirect or an error page) and the files it loads. */
async function storeShell(response) {
  if (!response.ok || response.redirected || response.type !== "basic" || !(response.headers.get("content-type") ?? "").includes("text/html")) return;
  const html = await response.clone().text();
  await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response);
  await cacheAssets(assetsOf(html));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await storeShell(await fetch(SHELL_URL, { cache: "no-cache", credentials: "same-origin" }));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) if (name.startsWith("employee-") && !current.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The page sends the build files it loaded (lazy chunks are not named in the shell's HTML). */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "cache-assets" || !Array.isArray(data.urls)) return;
  const paths = data.urls.filter((url) => typeof url === "string").slice(0, MAX_ASSETS);
  event.waitUntil(cacheAssets(paths));
});

async function shellFirstFromNetwork(event) {
  const network = fetch(event.request);
  // Registered first, so the copy is taken before the browser reads the answer.
  event.waitUntil(network.then((response) => storeShell(response.clone())).catch(() => undefined));
  const cached = await (await caches.open(SHELL_CACHE)).match(SHELL_URL);
  if (!cached) return network;
  // A slow connection gets the cached shell after a few seconds; the network answer still refreshes the cache.
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(() => resolve(cached), SHELL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([network, slow]);
  } catch {
    return cached;
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(event) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    event.waitUntil(cache.put(event.request, copy).then(() => trim(cache)));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // Personal data: /api is always left to the network, never stored.
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    if (url.pathname === SHELL_URL) event.respondWith(shellFirstFromNetwork(event));
    return;
  }
  if (isCacheableAsset(url)) event.respondWith(cacheFirst(event));
});
