/**
 * The stored-XSS scenario's payloads (xss.ts, xss-store.ts): script and event-handler markup, and the fields they go
 * into. Those are the request bodies of the OpenAPI document (/api/docs/json): `freeTextFields` lists every free-text
 * field of a write route there, so what is left out is counted, not forgotten.
 */
export const PAYLOADS = [
  "<script>window.__xss=1</script>",
  `<img src=x onerror="window.__xss=1">`,
  `"><svg onload=window.__xss=1>`,
  "javascript:window.__xss=1",
  "{{constructor.constructor('window.__xss=1')()}}",
];
const ALL = PAYLOADS.join(" ");
let turn = 0;
/** Every payload when the field takes them all, else the next one that fits (turn by turn, so each kind lands somewhere). */
export function payload(max: number): string {
  if (max >= ALL.length) return ALL;
  const fitting = PAYLOADS.filter((text) => text.length <= max);
  turn += 1;
  return fitting[turn % fitting.length] ?? `<b onclick=x>`.slice(0, max);
}

/** Names of fields that are not free text although typed as strings without a pattern (secrets, the honeypot, identifiers, dates). */
const NOT_FREE_TEXT =
  /[pP]assword|website|token|accountNumber|ifscCode|panNumber|aadharNumber|phone|employeeId|uan|esiIpNumber|stateOfWork|gender|Date|date|Day$|On$|effectiveFrom|expectedCompletion|month|financialYear/;

/** Every free-text field ("METHOD /route field") of a write route's JSON body in the OpenAPI document. */
export async function freeTextFields(serverUrl: string): Promise<string[]> {
  type Schema = {
    type?: string;
    enum?: unknown[];
    format?: string;
    pattern?: string;
    maxLength?: number;
    properties?: Record<string, Schema>;
    items?: Schema;
    anyOf?: Schema[];
  };
  const doc = (await (await fetch(`${serverUrl}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  };
  const fields: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const properties = operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {};
      for (const [name, schema] of Object.entries(properties)) {
        const text = schema.type === "array" ? schema.items : schema;
        if (text?.type === "string" && !text.enum && !text.format && !text.pattern && !NOT_FREE_TEXT.test(name))
          fields.push(`${method.toUpperCase()} ${path} ${name}`);
      }
    }
  }
  return fields;
}
