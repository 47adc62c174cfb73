/** JSON Schema (as fastify-type-provider-zod writes it into the OpenAPI document) read out as short Markdown text. */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** A field of a body or query, one table row. */
export interface Field {
  name: string;
  type: string;
  required: boolean;
  limits: string;
}

/** zod's integers carry the safe-integer range; it says nothing a reader needs. */
const SAFE = Number.MAX_SAFE_INTEGER;

/** A cell of a Markdown table: pipes and line breaks would end it. */
export const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

const code = (value: unknown) => `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;

/** The alternatives of a union, with null folded into `nullable`. */
function alternatives(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? (schema.allOf?.length === 1 ? schema.allOf : [schema]);
}

const isNull = (schema: JsonSchema) => schema.type === "null";

function nullable(schema: JsonSchema): boolean {
  return Boolean(schema.nullable) || (Array.isArray(schema.type) && schema.type.includes("null")) || alternatives(schema).some(isNull);
}

/** The type in a few words: `string`, `integer`, one of the values, a list of something, an object. */
export function typeText(schema: JsonSchema): string {
  const options = alternatives(schema).filter((option) => !isNull(option));
  let text: string;
  if (options.length > 1 || options[0] !== schema) text = options.map(typeText).join(" or ") || "any";
  else if (schema.const !== undefined) text = code(schema.const);
  else if (schema.enum) text = `one of ${schema.enum.map(code).join(", ")}`;
  else if (schema.type === "array") text = `list of ${schema.items ? typeText(schema.items) : "any"}`;
  else if (schema.properties) text = "object";
  else {
    const types = [schema.type ?? "any"].flat().filter((type) => type !== "null");
    text = types.join(" or ");
    if (schema.format) text += ` (${schema.format})`;
  }
  return nullable(schema) && !text.endsWith(" or null") ? `${text} or null` : text;
}

function range(low: number | undefined, high: number | undefined, unit: string): string | null {
  const from = low === undefined || low <= -SAFE ? undefined : low;
  const to = high === undefined || high >= SAFE ? undefined : high;
  if (from !== undefined && to !== undefined) return from === to ? `exactly ${from}${unit}` : `${from} to ${to}${unit}`;
  if (from === 1 && unit === " characters") return "not empty";
  if (from !== undefined) return `at least ${from}${unit}`;
  if (to !== undefined) return `at most ${to}${unit}`;
  return null;
}

/** Lengths, ranges, patterns and the default, as far as the schema states them. */
export function limitsText(schema: JsonSchema): string {
  const parts: string[] = [];
  for (const option of alternatives(schema)) {
    if (option !== schema) {
      const inner = limitsText(option);
      if (inner) parts.push(inner);
      continue;
    }
    const lengths = range(schema.minLength, schema.maxLength, " characters");
    const values = range(schema.minimum, schema.maximum, "");
    const items = range(schema.minItems, schema.maxItems, " items");
    for (const part of [lengths, values, items]) if (part) parts.push(part);
    if (typeof schema.exclusiveMinimum === "number") parts.push(`above ${schema.exclusiveMinimum}`);
    if (typeof schema.exclusiveMaximum === "number") parts.push(`below ${schema.exclusiveMaximum}`);
    if (schema.pattern && !schema.format) parts.push(`pattern ${code(schema.pattern)}`);
  }
  if (schema.default !== undefined) parts.push(`default \`${JSON.stringify(schema.default)}\``);
  return [...new Set(parts)].join("; ");
}

/** An object's fields as rows, nested objects and lists of objects as `parent.child` and `parent[].child`. */
export function fieldsOf(schema: JsonSchema, prefix = "", parentRequired = true): Field[] {
  const required = new Set(schema.required ?? []);
  const rows: Field[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const isRequired = parentRequired && required.has(name) && property.default === undefined;
    rows.push({ name: path, type: typeText(property), required: isRequired, limits: limitsText(property) });
    const object = objectOf(property);
    if (object) rows.push(...fieldsOf(object, `${path}.`, isRequired));
    const listed = property.type === "array" && property.items ? objectOf(property.items) : null;
    if (listed) rows.push(...fieldsOf(listed, `${path}[].`, isRequired));
  }
  return rows;
}

/** The object among a schema's alternatives, if it is one. */
function objectOf(schema: JsonSchema): JsonSchema | null {
  const found = alternatives(schema).find((option) => option.properties);
  return found ?? null;
}

/** An answer's shape by its field names: `{ a, b { c } }`, `list of { a, b }`, or what it is. */
export function shapeText(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return "a file or text";
  const object = objectOf(schema);
  if (object) {
    const names = Object.entries(object.properties ?? {}).map(([name, property]) => {
      const inner = depth < 1 ? nestedShape(property, depth + 1) : "";
      return inner ? `${name} ${inner}` : name;
    });
    const text = `{ ${names.join(", ")} }`;
    return nullable(schema) ? `${text} or null` : text;
  }
  if (schema.type === "array" && schema.items) return `list of ${shapeText(schema.items, depth)}`;
  return typeText(schema);
}

function nestedShape(schema: JsonSchema, depth: number): string {
  if (objectOf(schema)) return shapeText(schema, depth);
  if (schema.type === "array" && schema.items && objectOf(schema.items)) return `[${shapeText(schema.items, depth)}]`;
  return "";
}
