import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";

const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), database: z.enum(["up", "down"]), kind: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/api/health",
    { schema: { summary: "Liveness and database reachability", response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      try {
        await database.ping();
        return reply.code(200).send({ status: "ok", database: "up", kind: database.kind });
      } catch {
        return reply.code(503).send({ status: "degraded", database: "down", kind: database.kind });
      }
    },
  );
};
