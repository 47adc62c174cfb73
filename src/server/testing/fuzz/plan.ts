/** Which requests a run sends: the full plan (bench) and the short one (CI), both from one seed. */
import type { FastifyInstance } from "fastify";
import { casesFor } from "./cases";
import { operationsOf, type Operation } from "./openapi";
import { seededRandom } from "./random";
import type { Planned } from "./run";
import { ROLES, type Role } from "./sessions";

/**
 * The role whose requests get past the access check, so the validators and the handler see the bad input:
 * the area's portal for /api/{admin,hr,employee}/, a signed-in employee for the /api/auth/ session routes,
 * and anonymous for the logins and the public routes.
 */
export function ownerOf(operation: Operation): Role {
  if (/\/login$/.test(operation.path)) return "anonymous";
  const area = /^\/api\/(admin|hr|employee)\//.exec(operation.path)?.[1] as Role | undefined;
  if (area) return area;
  return SESSION_ROUTES.has(operation.path) ? "employee" : "anonymous";
}

/** The routes any signed-in account may call (who am I, change password); logout is public. */
const SESSION_ROUTES = new Set(["/api/auth/me", "/api/auth/password"]);

/** Whether the access check lets `role` through to the route (docs: auth/access-matrix.test.ts); admin may act in HR's area. */
export function passesAccess(operation: Operation, role: Role): boolean {
  const owner = ownerOf(operation);
  if (owner === "anonymous") return true;
  if (SESSION_ROUTES.has(operation.path)) return role !== "anonymous";
  return role === owner || (owner === "hr" && role === "admin");
}

/**
 * Every generator's cases for every role (the same cases for each role). The requests of a role the access
 * check turns away are fingerprinted as one batch per route (runFuzz): they never reach a handler, and one
 * fingerprint each would double the run.
 */
export const fullPlan =
  (seed: number, perGenerator: number) =>
  (operation: Operation): Planned[] => {
    const random = seededRandom(seed ^ hash(operation.key));
    const cases = casesFor(operation, random, perGenerator);
    return ROLES.flatMap((role) => cases.map((fuzzCase) => ({ role, fuzzCase, batch: !passesAccess(operation, role) })));
  };

/** A few requests per route: `forOwner` cases as its owner, one as another role; every route at least once. */
export const shortPlan =
  (seed: number, forOwner: number) =>
  (operation: Operation): Planned[] => {
    const random = seededRandom(seed ^ hash(operation.key));
    const cases = casesFor(operation, random, 1);
    const owner = ownerOf(operation);
    const picked = random.sample(cases, forOwner + 1);
    const other = random.pick(ROLES.filter((role) => role !== owner));
    return picked.map((fuzzCase, index) => ({ role: index < forOwner ? owner : other, fuzzCase }));
  };

/** A stable per-route number, so each route's cases do not depend on which routes came before it. */
function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/** The app's routes, from the OpenAPI document it serves. */
export async function operationsFromApp(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  return operationsOf(response.json());
}
