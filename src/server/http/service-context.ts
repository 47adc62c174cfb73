import type { FastifyRequest } from "fastify";
import { actorOf } from "../auth/guard";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { mailSettings } from "../mail/template";
import type { ServiceContext } from "../modules/service-context";

/**
 * The route layer's one way to call a service: `const contextOf = serviceContexts(options)` once per
 * plugin, then `service(contextOf(request), input)` in each handler (docs/architecture.md sections 4 and 5).
 */
export function serviceContexts({ db, config, now }: { db: Db; config: Config; now: () => Date }) {
  const mail = mailSettings(config);
  return (request: FastifyRequest): ServiceContext => ({
    db,
    actor: actorOf(request),
    now: now(),
    timeZone: config.BUSINESS_TIMEZONE,
    mail,
  });
}
