/** The routes of the app's OpenAPI document (GET /api/openapi.json), as the fuzzer needs them. */

/** The subset of JSON Schema that fastify-type-provider-zod writes and the generators read. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The path with OpenAPI placeholders, e.g. /api/hr/leaves/{id}/approve. */
  path: string;
  /** "METHOD /path", the label every figure and failure uses. */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the route takes a JSON body. */
  body?: Schema;
  bodyRequired: boolean;
}

interface Document {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> } }>
  >;
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every route and method of the document, in document order. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as Document;
  if (!paths || typeof paths !== "object") throw new Error("The OpenAPI document has no paths");
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        pathParams: parameters.filter((parameter) => parameter.in === "path"),
        queryParams: parameters.filter((parameter) => parameter.in === "query"),
        body: operation.requestBody?.content?.["application/json"]?.schema,
        bodyRequired: operation.requestBody?.required ?? false,
      });
    }
  }
  return operations;
}

/** Whether a request may change stored data (the fingerprint is compared around these). */
export const isMutating = (method: string) => method !== "GET" && method !== "HEAD";
