import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";

/** `kind` (pglite or postgres) tells an attacker what runs behind the site: only a signed-in admin sees it. */
const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), database: z.enum(["up", "down"]), kind: z.string().optional() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/api/health",
    {
      config: { identify: "admin" },
      schema: { summary: "Liveness and database reachability (the database kind for admins)", response: { 200: healthSchema, 503: healthSchema } },
    },
    async (request, reply) => {
      const kind = request.staff ? { kind: database.kind } : {};
      try {
        await database.ping();
        return reply.code(200).send({ status: "ok", database: "up", ...kind });
      } catch {
        return reply.code(503).send({ status: "degraded", database: "down", ...kind });
      }
    },
  );
};
