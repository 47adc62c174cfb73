import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATRIX } from "@/server/auth/access-matrix-routes";
import { createTestApp, type TestContext } from "@/server/testing/test-app";
import { SETUP_TIMEOUT } from "@/server/testing/helpers";
import { API_REFERENCE_PATH } from "./api-reference";
import { apiReference, type OpenApiDocument } from "./api-reference/markdown";

/**
 * The product reference (docs/product.md, the index of docs/product/) stays usable: the sections the code cites exist,
 * the generated API reference is the one the routes give today, and the reference names every route.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const productFolder = join(root, "docs/product");
const referenceFiles = readdirSync(productFolder).filter((name) => name.endsWith(".md") && name !== "api-reference.md");
const read = (path: string) => readFileSync(path, "utf8");

/** The numbers of every heading in docs/product/ (`### 9.12 Leave` is 9.12). */
const sections = new Set(
  referenceFiles.flatMap((name) =>
    [...read(join(productFolder, name)).matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1]!),
  ),
);

const NUMBER = String.raw`\d+(?:\.\d+)*`;
/** `docs/product.md section 9.12`, `product.md, section 2.9`, `sections 2.3 and 9.12`, `sections 9.1 to 9.3`, across a comment's line break. */
const CITATION = new RegExp(
  String.raw`product\.md,?(?:\s|\*|//|#)*sections?\s+(${NUMBER}(?:(?:,\s*|,?\s+and\s+|\s+to\s+)${NUMBER})*)`,
  "g",
);

const CITING_FOLDERS = ["src", "scripts", "tests"];
const CITING_FILES = ["docs/architecture.md", "README.md"];
const SOURCE = /\.(ts|tsx|js|mjs|md|sh|sql|css|html)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every citation with its file and line. */
function citations(): { where: string; numbers: string[] }[] {
  const found: { where: string; numbers: string[] }[] = [];
  for (const file of [...CITING_FOLDERS.flatMap(filesUnder), ...CITING_FILES]) {
    const text = read(join(root, file));
    for (const match of text.matchAll(CITATION)) {
      const line = text.slice(0, match.index).split("\n").length;
      found.push({ where: `${file}:${line}`, numbers: match[1]!.match(new RegExp(NUMBER, "g"))! });
    }
  }
  return found;
}

describe("the product reference", () => {
  it("has a heading for every section the code and documents cite (docs/product.md section N)", () => {
    const all = citations();
    expect(all.length).toBeGreaterThan(500);
    const missing = all.flatMap(({ where, numbers }) =>
      numbers.filter((number) => !sections.has(number)).map((number) => `${where} cites section ${number}`),
    );
    expect(missing, "cited sections with no heading in docs/product/").toEqual([]);
  });

  it("links every numbered section from the index, docs/product.md", () => {
    const index = read(join(root, "docs/product.md"));
    const listed = new Set(
      [...index.matchAll(/^\s*- \[(\d+(?:\.\d+)*)\.? [^\]]+\]\(product\/[^)#]+#[^)]+\)$/gm)].map((match) => match[1]!),
    );
    expect([...sections].filter((number) => !listed.has(number))).toEqual([]);
  });

  it("names every route of the access matrix in its text, or the fixed part of the route's path before the first parameter", () => {
    // Section 9 names most; the e-mail and notification routes are with their rules in section 11.
    // `/api/{admin,hr}/x` and `/api/{admin|hr}/x` name both routes.
    const text = referenceFiles
      .map((name) => read(join(productFolder, name)))
      .join("\n")
      .replace(/\/api\/\{([a-z]+(?:[,|][a-z]+)+)\}(\/[\w./-]*)/g, (_whole, areas: string, rest: string) =>
        areas
          .split(/[,|]/)
          .map((area) => `/api/${area}${rest}`)
          .join(" "),
      );
    const fixedPart = (path: string) => path.split(/\/[:*{]/)[0]!.replace(/\/$/, "");
    // The fixed part, not followed by more of a path segment or by a further segment (`/api/hr/tax` is not named by `/api/hr/tax/lock`).
    const names = (fixed: string) => new RegExp(`${fixed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-]|/[\\w-])`).test(text);
    const unnamed = Object.keys(MATRIX).filter((key) => {
      const fixed = fixedPart(key.split(" ")[1]!);
      return fixed !== "" && !names(fixed);
    });
    expect(unnamed, "routes the product reference does not name (add a numbered section for them)").toEqual([]);
  });
});

describe("the generated API reference", () => {
  let ctx: TestContext;
  let document: OpenApiDocument;

  beforeAll(async () => {
    ctx = await createTestApp();
    document = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await ctx?.close();
  }, SETUP_TIMEOUT);

  it("is what the routes give today (else run npm run docs:api and commit docs/product/api-reference.md)", () => {
    const committed = read(API_REFERENCE_PATH);
    const generated = apiReference(document, MATRIX);
    expect(committed === generated, "docs/product/api-reference.md is out of date: run `npm run docs:api` and commit it").toBe(true);
  });

  it("lists every route of the access matrix", () => {
    const reference = read(API_REFERENCE_PATH);
    const listed = (key: string) => {
      const [method, path] = key.split(" ") as [string, string];
      const openApiPath = path.replace(/:([^/.]+)/g, "{$1}").replace(/\*$/, "{*}");
      // Fastify's HEAD of a GET route is listed as the GET.
      return [`\`${method} ${openApiPath}\``, `\`${key}\``, `\`GET ${openApiPath}\``].some((name) => reference.includes(name));
    };
    expect(Object.keys(MATRIX).filter((key) => !listed(key))).toEqual([]);
  });
});
