import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HEALTH_PATH, healthSchema } from "@/shared/contract/health";
import type { Database } from "../../db/client";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    HEALTH_PATH,
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
