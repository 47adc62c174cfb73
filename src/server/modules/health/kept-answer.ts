import type { IncomingMessage } from "node:http";
import { SESSION_HEADERS } from "@/shared/contract/auth";
import { HEALTH_PATH } from "@/shared/contract/health";
import type { KeptAnswer } from "../../http/memory-site";
import type { DatabaseCheck } from "./database-check";

const SESSION_HEADER_NAMES = Object.values(SESSION_HEADERS);

/**
 * /api/health for a caller without a session while the last database check (under a second old) found
 * it up: always the same bytes, so the memory site keeps them (src/server/http/memory-site.ts). A
 * signed-in admin (who is also told the database kind), a stale check or a database down reach the route.
 */
export function keptHealthAnswer(check: DatabaseCheck): KeptAnswer {
  return {
    path: HEALTH_PATH,
    holds: (request: IncomingMessage) =>
      check.knownUp() && request.headers.cookie === undefined && SESSION_HEADER_NAMES.every((name) => request.headers[name] === undefined),
  };
}
