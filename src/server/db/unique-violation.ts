/**
 * The one place that recognises PostgreSQL's unique violation (23505) under Drizzle's wrapping: the name
 * of the unique index a write ran into, or undefined for any other error. Callers turn it into a 409.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}
