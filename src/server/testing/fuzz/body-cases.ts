/** Invalid JSON bodies for one route, built from its body schema: one bad field at a time on a plausible body. */
import type { Operation, Schema } from "./openapi";
import type { Random } from "./random";
import { badNumbers, badStrings, NEAR_LIMIT, plausibleValue, RawJson, typeOf, wrongShapes } from "./values";
import { toJson } from "./encode";

/** A body to send: its JSON text (or any text) and what makes it bad. */
export interface BodyCase {
  generator: string;
  detail: string;
  payload: string;
}

type Fields = [name: string, schema: Schema][];

const fieldsOf = (operation: Operation): Fields => Object.entries(operation.body?.properties ?? {});

/** The body with one field replaced (or removed, for `undefined`). */
function withField(base: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const copy = { ...base };
  if (value === undefined) delete copy[name];
  else copy[name] = value;
  return copy;
}

/** The fields whose schema is (or may be) a string, a number, or a text with a maxLength. */
const isKind = (schema: Schema, kind: string): boolean =>
  typeOf(schema) === kind || [schema.anyOf, schema.oneOf].some((options) => options?.some((option) => typeOf(option) === kind));
const maxLengthOf = (schema: Schema): number | undefined =>
  schema.maxLength ?? [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((option) => option.maxLength !== undefined)?.maxLength;

/**
 * The body generators. Each returns up to `count` cases, choosing fields and values with `random`;
 * a route without fields still gets the shape and raw cases (a route that takes no body must refuse them too).
 */
export const bodyGenerators: Record<string, (operation: Operation, random: Random, count: number) => BodyCase[]> = {
  "body-shape": (_operation, random, count) =>
    random.sample<unknown>([null, [], "text", 12, true, [{}], new RawJson("1e309")], count).map((value) => ({
      generator: "body-shape",
      detail: toJson(value),
      payload: toJson(value),
    })),
  "body-missing": (operation, random, count) => {
    const base = plausibleValue(operation.body ?? {}) as Record<string, unknown>;
    const required = operation.body?.required ?? [];
    const cases: BodyCase[] = [{ generator: "body-missing", detail: "{}", payload: "{}" }];
    for (const name of random.sample(required, count - 1)) {
      cases.push({ generator: "body-missing", detail: `without ${name}`, payload: toJson(withField(base, name, undefined)) });
    }
    return cases.slice(0, count);
  },
  "body-null": (operation, random, count) => fieldCases(operation, random, count, "body-null", () => [null]),
  "body-wrong-type": (operation, random, count) => fieldCases(operation, random, count, "body-wrong-type", () => wrongShapes),
  "body-payload": (operation, random, count) => fieldCases(operation, random, count, "body-payload", () => badStrings),
  "body-number": (operation, random, count) =>
    fieldCases(operation, random, count, "body-number", (schema) =>
      isKind(schema, "number") || isKind(schema, "integer") ? badNumbers : [],
    ),
  "body-over-max": (operation, random, count) =>
    fieldCases(operation, random, count, "body-over-max", (schema) => {
      const max = maxLengthOf(schema);
      return max === undefined ? [] : ["x".repeat(max + 1), `${"ज".repeat(max)}\ud800`];
    }),
  "body-huge": (operation, random, count) =>
    // One near-limit string per case: it passes the 1 MiB body limit and must be refused by the validators.
    fieldCases(operation, random, count, "body-huge", (schema) => (isKind(schema, "string") ? ["y".repeat(NEAR_LIMIT)] : [])).map(shorten),
  "body-proto": (operation, random, count) => {
    const base = toJson(plausibleValue(operation.body ?? {})).slice(1);
    const field = fieldsOf(operation)[0]?.[0] ?? "x";
    const texts = [
      `{"__proto__":{"role":"admin","isAdmin":true},${base}`,
      `{"constructor":{"prototype":{"role":"admin"}},${base}`,
      `{"${field}":{"__proto__":{"polluted":true}},${base}`,
      `{"${field}":1,"${field}":"dup",${base}`,
      `{"__proto__":null}`,
    ];
    return random.sample(texts, count).map((payload) => ({ generator: "body-proto", detail: payload.slice(0, 60), payload }));
  },
  "body-raw": (_operation, random, count) =>
    random.sample(["{", '{"a":}', "[1,]", "\u0000", "\ufeff{}", "nul", "{'a':1}", '"\\ud800"', "{}{}", " "], count).map((payload) => ({
      generator: "body-raw",
      detail: JSON.stringify(payload),
      payload,
    })),
};

/** For up to `count` fields chosen at random: one bad value each, from the values `valuesFor` offers for the field's schema. */
function fieldCases(
  operation: Operation,
  random: Random,
  count: number,
  generator: string,
  valuesFor: (schema: Schema) => readonly unknown[],
): BodyCase[] {
  const base = plausibleValue(operation.body ?? {}) as Record<string, unknown>;
  const fields = fieldsOf(operation).filter(([, schema]) => valuesFor(schema).length > 0);
  return random.sample(fields, count).map(([name, schema]) => {
    const value = random.pick(valuesFor(schema));
    return { generator, detail: `${name}=${describe(value)}`, payload: toJson(withField(base, name, value)) };
  });
}

const describe = (value: unknown): string => {
  const text = value instanceof RawJson ? value.text : typeof value === "string" ? JSON.stringify(value) : toJson(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
};

/** Huge cases keep their payload but a short description. */
const shorten = (bodyCase: BodyCase): BodyCase => ({ ...bodyCase, detail: bodyCase.detail.slice(0, 60) });
