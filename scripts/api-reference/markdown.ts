import type { Rule } from "@/server/auth/access-matrix-routes";
import { cell, fieldsOf, limitsText, shapeText, typeText, type Field, type JsonSchema } from "./schema-text";

/** docs/product/api-reference.md, written from the app's OpenAPI document and the access matrix (scripts/api-reference.ts). */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

const WHO: Record<Rule, string> = {
  public: "anyone",
  session: "any signed-in session",
  admin: "admin",
  hr: "hr or admin",
  employee: "employee (acts on the signed-in person's own records)",
};

/** The access matrix's key of an OpenAPI route: `{id}` is Fastify's `:id`, `{*}` its `*`. */
export const matrixKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{\*\}/g, "*").replace(/\{([^}]+)\}/g, ":$1")}`;

/** A route's group: the area and its first word (`/api/hr/payroll`), or the first word outside the areas. */
export function groupOf(path: string): string {
  const parts = path.split("/").filter(Boolean);
  if (parts[0] !== "api") return "/ (the site's pages)";
  const area = ["admin", "hr", "employee"].includes(parts[1] ?? "") ? 3 : 2;
  return `/${parts.slice(0, area).join("/")}`;
}

const fieldTable = (title: string, fields: Field[]): string[] =>
  fields.length === 0
    ? []
    : [
        `| ${title} | type | required | limits |`,
        "|---|---|---|---|",
        ...fields.map((field) => `| \`${field.name}\` | ${cell(field.type)} | ${field.required ? "yes" : "no"} | ${cell(field.limits)} |`),
        "",
      ];

function parameterFields(parameters: Parameter[], where: string): Field[] {
  return parameters
    .filter((parameter) => parameter.in === where)
    .map((parameter) => ({
      name: parameter.name,
      type: typeText(parameter.schema),
      required: parameter.required ?? false,
      limits: limitsText(parameter.schema),
    }));
}

function bodyLines(operation: Operation): string[] {
  const content = operation.requestBody?.content ?? {};
  const lines: string[] = [];
  for (const [mediaType, { schema }] of Object.entries(content).sort(([a], [b]) => a.localeCompare(b))) {
    const required = operation.requestBody?.required ? "required" : "optional";
    lines.push(`Body (\`${mediaType}\`, ${required}):`, "");
    const fields = schema ? fieldsOf(schema) : [];
    if (fields.length > 0) lines.push(...fieldTable("field", fields));
    else lines.push(`${schema ? typeText(schema) : "any"}.`, "");
  }
  return lines;
}

function answerLines(operation: Operation): string[] {
  const byShape = new Map<string, string[]>();
  for (const [status, response] of Object.entries(operation.responses ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const media = Object.entries(response.content ?? {});
    const shape = media.length === 0 ? "no body" : media.map(([, { schema }]) => shapeText(schema)).join("; ");
    byShape.set(shape, [...(byShape.get(shape) ?? []), status]);
  }
  if (byShape.size === 0) return [];
  return [
    "| answer | body |",
    "|---|---|",
    ...[...byShape].map(
      ([shape, statuses]) => `| ${statuses.join(", ")} | ${cell(["a file or text", "no body"].includes(shape) ? shape : `\`${shape}\``)} |`,
    ),
    "",
  ];
}

function routeLines(method: string, path: string, operation: Operation, matrix: Record<string, Rule>): string[] {
  const rule = matrix[matrixKey(method, path)];
  const parameters = operation.parameters ?? [];
  return [
    `### \`${method.toUpperCase()} ${path}\``,
    "",
    `${operation.summary ?? "(no summary)"}. Who: ${rule ? WHO[rule] : "not in the access matrix"}.`,
    "",
    ...fieldTable("path", parameterFields(parameters, "path")),
    ...fieldTable("query", parameterFields(parameters, "query")),
    ...bodyLines(operation),
    ...answerLines(operation),
  ];
}

/** The whole page: deterministic (sorted by group, path and method; no dates), so a check can compare it. */
export function apiReference(document: OpenApiDocument, matrix: Record<string, Rule>): string {
  const routes = Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ path, method, operation, group: groupOf(path) })),
    )
    .sort(
      (a, b) => a.group.localeCompare(b.group) || a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method),
    );
  const groups = [...new Set(routes.map((route) => route.group))];
  const documented = new Set(routes.map((route) => matrixKey(route.method, route.path)));
  const undocumented = Object.entries(matrix)
    .filter(([key]) => !documented.has(key) && !documented.has(key.replace(/^HEAD /, "GET ")))
    .sort(([a], [b]) => a.localeCompare(b));
  return [
    "[Product reference](../product.md) (contents, and how sections are cited)",
    "",
    "# API reference",
    "",
    "Generated by `npm run docs:api` (`scripts/api-reference.ts`) from the app's OpenAPI document (`/api/openapi.json`,",
    "browsable at `/api/docs`) and the access matrix (`src/server/auth/access-matrix-routes.ts`): do not edit it by hand;",
    "`scripts/product-reference.test.ts` fails when it is out of date. The rules behind these calls (refusals and their",
    "messages, whose records a call may touch, audit events, order and locks) are in section 9 of the product reference;",
    "errors (`{ message, fieldErrors }`) in section 2.4, paging (`limit`, `offset`, `q`, `X-Total-Count`) in section 2.3.",
    "",
    `${routes.length} routes in ${groups.length} groups:`,
    "",
    ...groups.map(
      (group) =>
        `- [\`${group}\`](#${group
          .replace(/[^\w\- ]/g, "")
          .toLowerCase()
          .replace(/ /g, "-")})`,
    ),
    "",
    ...groups.flatMap((group) => [
      `## ${group}`,
      "",
      ...routes.filter((route) => route.group === group).flatMap((route) => routeLines(route.method, route.path, route.operation, matrix)),
    ]),
    "## Routes outside the OpenAPI document",
    "",
    "The document itself and its browser (Swagger UI) are left out of it:",
    "",
    ...undocumented.map(([key, rule]) => `- \`${key}\`: ${WHO[rule]}`),
    "",
  ].join("\n");
}
