import type { SessionPolicy } from "@/shared/domain/session-expiry";
import type { Config } from "../config";
import type { Db } from "../db/client";

export interface AuthOptions {
  db: Db;
  config: Config;
  /** The clock (tests move it to check expiry and lockout windows). */
  now: () => Date;
}

export function sessionPolicy(config: Config): SessionPolicy {
  return { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS };
}
