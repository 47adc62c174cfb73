import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HEALTH_PATH, healthSchema } from "@/shared/contract/health";
import type { Database } from "../../db/client";
import type { DatabaseCheck } from "./database-check";

/** `databaseUp`: the shared once-a-second check (app.ts gives the memory site the same one). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; databaseUp: DatabaseCheck }> = async (
  app,
  { database, databaseUp },
) => {
  app.get(
    HEALTH_PATH,
    {
      config: { identify: "admin" },
      schema: {
        summary: "Liveness and database reachability (the database kind for admins)",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const kind = request.staff ? { kind: database.kind } : {};
      if (await databaseUp()) return reply.code(200).send({ status: "ok", database: "up", ...kind });
      return reply.code(503).send({ status: "degraded", database: "down", ...kind });
    },
  );
};
