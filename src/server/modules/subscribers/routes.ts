import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@/shared/contract/common";
import { subscribedMessage } from "@/shared/contract/paths";
import { subscribedSchema, SUBSCRIBERS_PATH, subscriberInputSchema } from "@/shared/contract/subscribers";
import type { Db } from "../../db/client";
import { enforceRateLimits } from "../../http/rate-limit";
import { upsertSubscriber } from "./store";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per client address, and per address and e-mail pair (per e-mail alone would let anyone block someone's sign-up). */
export const SUBSCRIBER_LIMITS = { perAddress: 10, perAddressAndEmail: 3, windowMs: FIFTEEN_MINUTES };

export const subscriberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    SUBSCRIBERS_PATH,
    {
      schema: {
        summary: "Subscribe an e-mail address to the newsletter",
        body: subscriberInputSchema,
        response: { 201: subscribedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await enforceRateLimits(db, [
        { key: `subscribe:ip:${request.ip}`, limit: SUBSCRIBER_LIMITS.perAddress, windowMs: SUBSCRIBER_LIMITS.windowMs },
        {
          key: `subscribe:ip-email:${request.ip}:${email}`,
          limit: SUBSCRIBER_LIMITS.perAddressAndEmail,
          windowMs: SUBSCRIBER_LIMITS.windowMs,
        },
      ]);
      // The answer is the same for new and known addresses, so it reveals nothing about who subscribed.
      if (!request.body.website) await upsertSubscriber(db, email);
      return reply.code(201).send({ message: subscribedMessage });
    },
  );
};
