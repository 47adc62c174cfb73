/** Every bad request the fuzzer sends for one route: bodies (body-cases.ts), query strings, path values and headers. */
import { bodyGenerators } from "./body-cases";
import { encodeAny, queryString, toJson } from "./encode";
import type { FuzzCase } from "./fuzz-case";
import type { Operation, Parameter } from "./openapi";
import { pagePathCases } from "./page-cases";
import type { Random } from "./random";
import { absentPathValue, badNumbers, badPathValues, badStrings, OVER_LIMIT, plausibleValue } from "./values";

type Generator = (operation: Operation, random: Random, count: number) => FuzzCase[];

/** The route's URL with every path parameter valid-looking but naming no stored row, except `override`. */
export function urlOf(operation: Operation, override: Record<string, string> = {}, query = ""): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (name in override) return override[name]!;
    const parameter = operation.pathParams.find((candidate) => candidate.name === name);
    return name === "*" ? "fuzz" : encodeAny(absentPathValue(parameter?.schema ?? {}, name));
  });
  return `${path}${query}`;
}

const JSON_TYPE = { "content-type": "application/json" };
const baseBody = (operation: Operation): string | undefined => (operation.body ? toJson(plausibleValue(operation.body)) : undefined);

function request(operation: Operation, generator: string, detail: string, parts: Partial<FuzzCase>): FuzzCase {
  const payload = parts.payload ?? baseBody(operation);
  return {
    key: operation.key,
    generator,
    detail,
    method: operation.method,
    url: parts.url ?? urlOf(operation),
    headers: { ...(payload !== undefined ? JSON_TYPE : {}), ...parts.headers },
    payload,
    auth: parts.auth ?? "header",
  };
}

const bodyCases =
  (name: string): Generator =>
  (operation, random, count) =>
    bodyGenerators[name]!(operation, random, count).map((body) =>
      request(operation, body.generator, body.detail, { payload: body.payload, headers: JSON_TYPE }),
    );

/** Query parameters to spoil: the route's own, or an unknown one when it has none (it must be ignored or refused). */
const queryTargets = (operation: Operation): Parameter[] =>
  operation.queryParams.length > 0 ? operation.queryParams : [{ name: "q", in: "query", schema: { type: "string" } }];

const queryValue: Generator = (operation, random, count) =>
  random.sample(queryTargets(operation), count).map((parameter) => {
    const value = String(
      random.pick([...badStrings, ...badNumbers.filter((item) => typeof item === "string" || typeof item === "number")]),
    );
    return request(operation, "query-value", `${parameter.name}=${JSON.stringify(value).slice(0, 40)}`, {
      url: urlOf(operation, {}, queryString([[parameter.name, value]])),
    });
  });

const queryHuge: Generator = (operation, random, count) =>
  random.sample(queryTargets(operation), count).map((parameter) => {
    const length = parameter.schema.maxLength !== undefined && random.next() < 0.5 ? parameter.schema.maxLength + 1 : 100_000;
    return request(operation, "query-huge", `${parameter.name} of ${length} chars`, {
      url: urlOf(operation, {}, queryString([[parameter.name, "q".repeat(length)]])),
    });
  });

const queryProto: Generator = (operation, random, count) => {
  const name = queryTargets(operation)[0]!.name;
  const texts = [
    "__proto__[role]=admin",
    "constructor[prototype][role]=admin",
    "a[b][c]=d",
    `${name}=1&${name}=2`,
    `${name}=%ZZ`,
    `${name}=%00`,
    "%ZZ=1",
    `${name}[]=x`,
  ];
  return random.sample(texts, count).map((text) => request(operation, "query-proto", text, { url: urlOf(operation, {}, `?${text}`) }));
};

const pathValue: Generator = (operation, random, count) => {
  if (operation.pathParams.length === 0) return [];
  return random.sample(badPathValues, count).map((bad) => {
    const parameter = random.pick(operation.pathParams);
    const encoded = bad.raw ? bad.value : parameter.name === "*" ? bad.value.split("/").map(encodeAny).join("/") : encodeAny(bad.value);
    return request(operation, "path-value", `${parameter.name}=${bad.value.slice(0, 40)}`, {
      url: urlOf(operation, { [parameter.name]: encoded }),
    });
  });
};

const contentType: Generator = (operation, random, count) =>
  random
    .sample(
      [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        "application/json; charset=utf-16",
        "application/xml",
        "application/jsonx",
        "*/*",
      ],
      count,
    )
    .map((type) => request(operation, "content-type", type, { payload: baseBody(operation) ?? "{}", headers: { "content-type": type } }));

const malformedJson: Generator = (operation, random, count) =>
  random
    .sample(['{"a":', '{"a":"\\ud800', "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", '{"a":1}garbage'], count)
    .map((payload) => request(operation, "malformed-json", payload.slice(0, 30), { payload, headers: JSON_TYPE }));

const oversizeBody: Generator = (operation) => [
  request(operation, "oversize-body", `${OVER_LIMIT} bytes`, { payload: `{"x":"${"o".repeat(OVER_LIMIT)}"}`, headers: JSON_TYPE }),
];

/** A session cookie with another site's origin: an unsafe method must be refused (403) before anything is read. */
const wrongOrigin: Generator = (operation, random, count) =>
  random
    .sample<Record<string, string>>(
      [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }, { referer: "https://evil.example/x" }],
      count,
    )
    .map((headers) => request(operation, "wrong-origin", Object.entries(headers)[0]!.join(": "), { auth: "cookie", headers }));

const oversizeHeader: Generator = (operation, random, count) =>
  random
    .sample(["x-fuzz", "user-agent", "accept-language", "x-forwarded-for"], count)
    .map((name) => request(operation, "oversize-header", `${name} of 64 KB`, { headers: { [name]: "h".repeat(64 * 1024) } }));

/** Session headers that are not sessions: must be 401 on guarded routes, never a lookup error. */
const badSession: Generator = (operation, random, count) =>
  random.sample(["' OR '1'='1", "s".repeat(10_000), "x ?", "../../", "null"], count).map((value) =>
    request(operation, "bad-session", value.slice(0, 30), {
      auth: "none",
      headers: { [random.pick(["x-admin-session", "x-hr-session", "x-employee-session", "cookie"])]: value },
    }),
  );

export const generators: Record<string, Generator> = {
  ...Object.fromEntries(Object.keys(bodyGenerators).map((name) => [name, bodyCases(name)])),
  "query-value": queryValue,
  "query-huge": queryHuge,
  "query-proto": queryProto,
  "path-value": pathValue,
  "content-type": contentType,
  "malformed-json": malformedJson,
  "oversize-body": oversizeBody,
  "wrong-origin": wrongOrigin,
  "oversize-header": oversizeHeader,
  "bad-session": badSession,
  "page-path": pagePathCases,
};

/** Every generator's cases for one route, `perGenerator` each (fewer where a generator has fewer). */
export function casesFor(operation: Operation, random: Random, perGenerator: number): FuzzCase[] {
  return Object.values(generators).flatMap((generate) => generate(operation, random, perGenerator));
}
