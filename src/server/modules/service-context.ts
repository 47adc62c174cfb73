import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import type { MailSettings } from "../mail/template";

/**
 * What a service needs besides its own input, built once per request by the route layer
 * (`contextOf` in http/service-context.ts) or by a command, a job or a test: the database, who acts, the
 * moment of the call, the business time zone and the mail settings. Services never see the HTTP request.
 */
export interface ServiceContext {
  db: Db;
  actor: Actor;
  /** The server clock at the call (tests move it): one instant for the whole action and its audit entry. */
  now: Date;
  /** The business time zone (config BUSINESS_TIMEZONE): what 'today' and a month mean. */
  timeZone: string;
  mail: MailSettings;
}
