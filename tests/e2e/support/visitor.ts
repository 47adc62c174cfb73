/**
 * Public calls made to set up data come from one machine, so they would share the per-address quotas
 * of the contact form and newsletter with the specs that test those forms. The e2e server runs behind
 * "one proxy" (TRUST_PROXY=1, playwright.config.ts), so each set-up call can name its own client.
 */
let counter = 0;
export function visitorHeaders(): Record<string, string> {
  counter += 1;
  return { "x-forwarded-for": `198.51.${100 + (process.pid % 100)}.${counter % 250 || 250}` };
}
