import * as z from "zod/mini";

export const HEALTH_PATH = "/api/health";

/** `kind` (pglite or postgres) tells an attacker what runs behind the site: only a signed-in admin gets it. */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  kind: z.optional(z.string()),
});
