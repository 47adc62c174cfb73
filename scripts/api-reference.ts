import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MATRIX } from "@/server/auth/access-matrix-routes";
import { buildApp } from "@/server/app";
import { loadConfig } from "@/server/config";
import { PiiCipher } from "@/server/crypto/pii-cipher";
import { openPglite } from "@/server/db/pglite-client";
import { apiReference, type OpenApiDocument } from "./api-reference/markdown";

/**
 * npm run docs:api: writes docs/product/api-reference.md from the OpenAPI document of the app as the tests build it
 * (test configuration, an empty in-memory database), so the committed page matches what scripts/product-reference.test.ts
 * generates. Run it after adding or changing a route, and commit the page.
 */
export const API_REFERENCE_PATH = fileURLToPath(new URL("../docs/product/api-reference.md", import.meta.url));

async function main() {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const database = await openPglite("memory://");
  await database.migrate();
  const cipher = new PiiCipher(new Map([[1, randomBytes(32)]]), 1);
  const app = await buildApp({
    config,
    database,
    siteRoot: fileURLToPath(new URL("../dist/client", import.meta.url)),
    cipher,
    logger: false,
  });
  try {
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
    writeFileSync(API_REFERENCE_PATH, apiReference(response.json<OpenApiDocument>(), MATRIX));
    console.log(`Wrote ${API_REFERENCE_PATH}`);
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
