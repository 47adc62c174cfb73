import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { ADMIN_SUBSCRIBERS_PATH, subscriberStatusSchema } from "@/shared/contract/admin";
import { apiErrorSchema, idParamsSchema, listQuerySchema } from "@/shared/contract/common";
import { subscriberNotFoundMessage, subscriberSchema } from "@/shared/contract/subscribers";
import { actorOf } from "../../auth/guard";
import { sendPage } from "../../db/paging";
import { NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { listSubscribers, setSubscriberStatus } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The admin dashboard's subscribers panel. */
export const adminSubscriberRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    ADMIN_SUBSCRIBERS_PATH,
    {
      schema: {
        summary: "Newsletter subscribers, newest first (X-Total-Count)",
        querystring: listQuerySchema,
        response: { 200: z.array(subscriberSchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listSubscribers(db, request.query)),
  );

  app.patch(
    `${ADMIN_SUBSCRIBERS_PATH}/:id`,
    {
      schema: {
        summary: "Deactivate or reactivate a subscriber",
        params: idParamsSchema,
        body: subscriberStatusSchema,
        response: { 200: subscriberSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      // The change and its audit entry are one transaction.
      return db.transaction(async (tx) => {
        const subscriber = await setSubscriberStatus(tx, request.params.id, request.body.status);
        if (!subscriber) throw new NotFoundError(subscriberNotFoundMessage);
        const event = subscriber.status === "active" ? "subscriber.reactivated" : "subscriber.deactivated";
        await recordStaffAction(tx, actorOf(request), event, `subscriber:${subscriber.id}`, undefined, now());
        return subscriber;
      });
    },
  );
};
