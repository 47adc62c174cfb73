/**
 * Sends the planned bad requests in-process (app.inject) and counts what the issue asks: sent, 2xx/3xx, 4xx,
 * 5xx, redirects off the site, event-loop stalls over 100 ms, and stored changes after refused requests.
 */
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { badTextMessage, dataExceptionMessage } from "../../http/errors";
import type { FuzzCase } from "./fuzz-case";
import { staysOnSite } from "./page-cases";
import { changedTables, fingerprint, fingerprintQuery, type Fingerprint } from "./fingerprint";
import { isMutating, type Operation } from "./openapi";
import { nextAddress, SessionKeeper, type Logins, type Role } from "./sessions";
import { StallProbe } from "./stall-probe";

export const STALL_MS = 100;

export interface Planned {
  role: Role;
  fuzzCase: FuzzCase;
  /** Expected to be refused at the access check: fingerprinted with its neighbours as one batch (see runFuzz). */
  batch?: boolean;
}

/** One request worth a look: its route, role, generator and value, enough to send it again. */
export interface Finding {
  role: Role;
  key: string;
  generator: string;
  detail: string;
  status: number;
  ms: number;
  note?: string;
}

export interface FuzzResult {
  sent: number;
  ok: number;
  clientErrors: number;
  serverErrors: Finding[];
  /** Redirects whose Location a browser would follow off the site (or that is not a clean path). */
  offSiteRedirects: Finding[];
  /** Confirmed stalls over STALL_MS (see confirmStall). */
  stalls: Finding[];
  /** Late timers that did not reproduce or had no CPU time behind them (a busy machine). */
  lagSpikes: Finding[];
  /** Requests sent again to confirm a stall (not in `sent`). */
  resent: number;
  storedChanges: Finding[];
  /** Refused mutating requests whose fingerprints were compared (see runFuzz). */
  refusedChecked: number;
  /** 400s given by the database-error net (errors.ts), not by a schema: allowed, but worth a schema. */
  databaseNet: Finding[];
  /** Requests the test client itself would not build (an illegal header value): not sent, not counted. */
  unsendable: Finding[];
  byStatus: Record<number, number>;
  byGenerator: Record<string, number>;
  routes: Set<string>;
  relogins: number;
  maxMs: number;
  durations: number[];
}

const emptyResult = (): FuzzResult => ({
  sent: 0,
  ok: 0,
  clientErrors: 0,
  serverErrors: [],
  offSiteRedirects: [],
  stalls: [],
  lagSpikes: [],
  resent: 0,
  storedChanges: [],
  refusedChecked: 0,
  databaseNet: [],
  unsendable: [],
  byStatus: {},
  byGenerator: {},
  routes: new Set(),
  relogins: 0,
  maxMs: 0,
  durations: [],
});

/**
 * Runs the plan route by route (`plan` is asked per route, so the 1 MB cases of one route are dropped before
 * the next is built). Every mutating request is bracketed by fingerprints: the one taken after it is the next
 * one's "before"; after a GET, a login or a session check a fresh "before" is taken. So each refused mutating
 * request is compared on its own, except those planned as `batch` (a role the access check turns away): their
 * consecutive refusals are compared as one batch, and a batch that turns out to hold an accepted request is
 * dropped unverified (not counted in refusedChecked). Refused GETs are not fingerprinted (reads; the cost would
 * double the run).
 */
export async function runFuzz(
  app: FastifyInstance,
  db: Db,
  operations: Operation[],
  plan: (operation: Operation) => Planned[],
  logins?: Logins,
): Promise<FuzzResult> {
  const result = emptyResult();
  const sessions = new SessionKeeper(app, logins);
  await sessions.logInAll();
  const query = await fingerprintQuery(db);
  const probe = new StallProbe();
  let before: Fingerprint | undefined;
  /** Refused requests of the open batch: compared together when the batch closes. */
  let batch: Planned[] = [];
  const closeBatch = async () => {
    if (batch.length === 0 || !before) return;
    const changed = changedTables(before, (before = await fingerprint(db, query)));
    if (changed.length > 0)
      result.storedChanges.push(findingOf(batch[0]!, 0, 0, `one of ${batch.length} refused requests changed: ${changed.join(", ")}`));
    result.refusedChecked += batch.length;
    batch = [];
  };
  try {
    for (const operation of operations) {
      const mutating = isMutating(operation.method);
      for (const planned of plan(operation)) {
        const batched = mutating && planned.batch === true;
        if (!batched) await closeBatch();
        if (mutating) before ??= await fingerprint(db, query);
        const outcome = await send(app, sessions, planned, probe);
        if (!outcome) {
          result.unsendable.push(findingOf(planned, 0, 0));
          continue;
        }
        const refused = outcome.status >= 400;
        if (batched && refused) {
          tally(result, planned, outcome, []);
          batch.push(planned);
        } else {
          // Accepted in a batch (the access check let it through): the batch's refused ones are not verified.
          if (batched) batch = [];
          const after = mutating ? await fingerprint(db, query) : undefined;
          tally(result, planned, outcome, before && after ? changedTables(before, after) : [], mutating);
          before = after;
        }
        if (outcome.lagMs > STALL_MS) {
          batch = [];
          await confirmStall(app, sessions, planned, probe, outcome, result);
          before = undefined;
        }
        if (outcome.status === 401 && (await sessions.revive(planned.role))) {
          batch = [];
          before = undefined;
        }
      }
      await closeBatch();
    }
  } finally {
    probe.stop();
  }
  result.relogins = sessions.relogins;
  return result;
}

/**
 * A late timer on a shared machine may be the scheduler, not this code. A stall counts when the request,
 * sent twice more, blocks the loop over STALL_MS every time with at least that much CPU time behind it;
 * otherwise it is kept as a lag spike (reported, no budget).
 */
async function confirmStall(
  app: FastifyInstance,
  sessions: SessionKeeper,
  planned: Planned,
  probe: StallProbe,
  first: Outcome,
  result: FuzzResult,
) {
  const attempts = [first];
  while (attempts.length < 3 && isStall(attempts.at(-1)!)) {
    const again = await send(app, sessions, planned, probe);
    result.resent += 1;
    if (!again) break;
    attempts.push(again);
  }
  const confirmed = attempts.length === 3 && attempts.every(isStall);
  const lags = attempts.map((attempt) => `${Math.round(attempt.lagMs)} ms (CPU ${Math.round(attempt.cpuMs)} ms)`).join(", ");
  (confirmed ? result.stalls : result.lagSpikes).push(findingOf(planned, first.status, first.ms, `event loop blocked ${lags}`));
}

const isStall = (outcome: Outcome) => outcome.lagMs > STALL_MS && outcome.cpuMs >= STALL_MS;

interface Outcome {
  status: number;
  ms: number;
  lagMs: number;
  cpuMs: number;
  body: string;
  location: string | undefined;
}

async function send(
  app: FastifyInstance,
  sessions: SessionKeeper,
  { role, fuzzCase }: Planned,
  probe: StallProbe,
): Promise<Outcome | undefined> {
  const headers = { ...fuzzCase.headers, ...sessions.credentials(role, fuzzCase.auth) };
  probe.reset();
  const started = performance.now();
  try {
    const response = await app.inject({
      method: fuzzCase.method as "GET",
      url: fuzzCase.url,
      headers,
      ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
      remoteAddress: nextAddress(),
    });
    const ms = performance.now() - started;
    const location = response.headers.location === undefined ? undefined : String(response.headers.location);
    return { status: response.statusCode, ms, ...(await probe.sinceReset()), body: response.body.slice(0, 300), location };
  } catch (error) {
    // light-my-request refuses what Node's http client would refuse too (an illegal header value):
    // such a request never reaches a real server either.
    if (error instanceof TypeError || (error as { code?: string }).code?.startsWith("ERR_")) return undefined;
    throw error;
  }
}

/** `checked`: the request was fingerprinted on its own (batched ones are counted when their batch closes). */
function tally(result: FuzzResult, planned: Planned, outcome: Outcome, changed: string[], checked = false): void {
  const { status, ms } = outcome;
  result.sent += 1;
  result.routes.add(planned.fuzzCase.key);
  result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
  result.byGenerator[planned.fuzzCase.generator] = (result.byGenerator[planned.fuzzCase.generator] ?? 0) + 1;
  result.durations.push(ms);
  result.maxMs = Math.max(result.maxMs, ms);
  if (status >= 500) result.serverErrors.push(findingOf(planned, status, ms, outcome.body));
  else if (status >= 400) result.clientErrors += 1;
  else result.ok += 1;
  if (outcome.location !== undefined && !staysOnSite(outcome.location))
    result.offSiteRedirects.push(findingOf(planned, status, ms, `Location ${JSON.stringify(outcome.location.slice(0, 80))}`));
  if (status >= 400 && checked) {
    result.refusedChecked += 1;
    if (changed.length > 0) result.storedChanges.push(findingOf(planned, status, ms, `changed: ${changed.join(", ")}`));
  }
  if (status === 400 && (outcome.body.includes(dataExceptionMessage) || outcome.body.includes(badTextMessage))) {
    result.databaseNet.push(findingOf(planned, status, ms));
  }
}

const findingOf = ({ role, fuzzCase }: Planned, status: number, ms: number, note?: string): Finding => ({
  role,
  key: fuzzCase.key,
  generator: fuzzCase.generator,
  detail: fuzzCase.detail,
  status,
  ms: Math.round(ms),
  ...(note ? { note } : {}),
});

/** One line per finding, for a test's failure message or the bench's log. */
export const describeFinding = (finding: Finding) =>
  `${finding.status} ${finding.role} ${finding.key} [${finding.generator}] ${finding.detail} (${finding.ms} ms)${finding.note ? `: ${finding.note}` : ""}`;

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!);
}
