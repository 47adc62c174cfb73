import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@/shared/contract/common";
import { INQUIRIES_PATH, inquiryAcceptedSchema, inquiryInputSchema } from "@/shared/contract/inquiries";
import { inquiryReceivedMessage } from "@/shared/contract/paths";
import { enforceRateLimits } from "../../http/rate-limit";
import { mailSettings } from "../../mail/template";
import type { ModuleOptions } from "../module-options";
import { receiveInquiry } from "./new-inquiry";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/**
 * Per client address, and per address and e-mail pair: counting per e-mail alone would let anyone use
 * up someone else's quota by naming their address.
 */
export const INQUIRY_LIMITS = { perAddress: 5, perAddressAndEmail: 3, windowMs: FIFTEEN_MINUTES };

export const inquiryRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  const settings = mailSettings(config);
  app.post(
    INQUIRIES_PATH,
    {
      schema: {
        summary: "Send a message through the contact form",
        body: inquiryInputSchema,
        response: { 201: inquiryAcceptedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { website, ...inquiry } = request.body;
      await enforceRateLimits(db, [
        { key: `inquiry:ip:${request.ip}`, limit: INQUIRY_LIMITS.perAddress, windowMs: INQUIRY_LIMITS.windowMs },
        {
          key: `inquiry:ip-email:${request.ip}:${inquiry.email.toLowerCase()}`,
          limit: INQUIRY_LIMITS.perAddressAndEmail,
          windowMs: INQUIRY_LIMITS.windowMs,
        },
      ]);
      const accepted = { message: inquiryReceivedMessage };
      // A filled honeypot means a bot: answer like a success so it learns nothing, store nothing.
      if (website) return reply.code(201).send({ id: null, ...accepted });
      // Stored with the admins' e-mails and bell notices (and the acknowledgement when it is on), all or nothing.
      const { id } = await receiveInquiry(db, inquiry, { config, settings, now: now() });
      return reply.code(201).send({ id, ...accepted });
    },
  );
};
