import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@/shared/contract/common";
import { unsubscribedSchema, unsubscribeQuerySchema } from "@/shared/contract/newsletter";
import { UNSUBSCRIBE_API_PATH, unsubscribeMessages } from "@/shared/contract/paths";
import { FieldError } from "../../http/errors";
import { enforceRateLimits } from "../../http/rate-limit";
import { recordAudit } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { unsubscribe } from "./store";
import { unsubscribeTokens } from "./unsubscribe-token";

/** Per client address: a mail provider's one-click requests come from few addresses, a guesser from one. */
export const UNSUBSCRIBE_LIMITS = { perAddress: 30, windowMs: 15 * 60 * 1000 };

/**
 * POST /api/unsubscribe?t= (docs/product.md sections 9.3 and 11): the newsletter's one-click unsubscribe (RFC 8058)
 * and the unsubscribe page's button. Public and without a login; the token in the URL is the proof. Mail programs
 * post the form body 'List-Unsubscribe=One-Click' (urlencoded or multipart); the body is not needed and not read.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now, cipher }) => {
  const tokens = unsubscribeTokens(cipher);
  // This plugin's own parsers (Fastify keeps them inside it): every other route still takes JSON only.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
  }

  app.post(
    UNSUBSCRIBE_API_PATH,
    {
      schema: {
        summary: "Unsubscribe from the newsletter with the link's token (RFC 8058 one-click; idempotent)",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // Counted before the token is even read, so malformed guesses count too.
      onRequest: async (request) =>
        enforceRateLimits(
          db,
          [{ key: `unsubscribe:ip:${request.ip}`, limit: UNSUBSCRIBE_LIMITS.perAddress, windowMs: UNSUBSCRIBE_LIMITS.windowMs }],
          now(),
        ),
    },
    async (request) => {
      const subscriberId = tokens.verify(request.query.t);
      if (subscriberId === null) throw new FieldError("t", unsubscribeMessages.invalid);
      await db.transaction(async (tx) => {
        const at = now();
        const result = await unsubscribe(tx, subscriberId, at);
        // Only a change is recorded; a second click, or a subscriber since removed, changes nothing.
        if (result.changed)
          await recordAudit(tx, { event: "subscriber.unsubscribed", subject: `subscriber:${subscriberId}`, ip: request.ip, at });
      });
      return { message: unsubscribeMessages.done };
    },
  );
};
