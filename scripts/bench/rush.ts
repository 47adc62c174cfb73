import type { GeneratedDatabase } from "../../src/server/seed/scale/generate";
import { record, type Report } from "./report";
import type { ServerProcess } from "./server-process";
import { withScaleServer } from "./scale";

/**
 * The morning rush (README, "Performance and reliability") on the generated 2,000-person company: every employee checks in through the real
 * route (POST /api/employee/attendance/checkin, with their own employee-portal session, made as a login stores
 * it: src/server/seed/scale/sessions.ts) and sends the same check-in again straight after the answer. The people
 * arrive as they do at an office door, one after another over RUSH_WINDOW_MS whatever the server's speed (an
 * open arrival schedule: person i starts at i/N of the window, as many requests in flight as the server has not
 * answered yet), so "within 10 seconds" is what is offered, and what the server makes of it shows in the time
 * to answer everyone and in the p99. Budget: exactly one record per person for the day (counted by HR's day
 * view), every second request answered 409, no 5xx (and no 429: a rate limit refusing this legitimate load is a
 * finding, not a pass). The p99 and median of all requests and the time until the last answer are reported.
 */
const RUSH_WINDOW_MS = 10_000;
const PLACE = { address: "Prasthan Realty, Baner Road, Pune 411045", latitude: 18.559, longitude: 73.7868, accuracy: 12 };

interface Outcome {
  status: number;
  ms: number;
}

async function checkIn(url: string, session: string): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/employee/attendance/checkin`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, "x-employee-session": session },
      body: JSON.stringify(PLACE),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** Today's business date of the server, from HR's day view; and how many checked in (Present and Late). */
async function presentToday(url: string, hrSession: string): Promise<{ date: string; present: number }> {
  const response = await fetch(`${url}/api/hr/attendance`, { headers: { "x-hr-session": hrSession } });
  if (!response.ok) throw new Error(`HR's day view answered ${response.status}`);
  const day = (await response.json()) as { date: string; counters: { present: number } };
  return { date: day.date, present: day.counters.present };
}

/** The rush against a running server with the generated company's sessions. */
export async function morningRush(report: Report, server: ServerProcess, generated: GeneratedDatabase): Promise<void> {
  const sessions = generated.sessions.employees;
  const before = await presentToday(server.url, generated.sessions.hr);
  const firsts: Outcome[] = [];
  const seconds: Outcome[] = [];
  let lastFirstStartedAt = 0;
  const started = performance.now();
  const sleepUntil = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - (performance.now() - started))));
  // Person i comes in at i/N of the window: their check-in, then the same again (a double tap).
  const person = async (session: string, i: number) => {
    await sleepUntil((i * RUSH_WINDOW_MS) / sessions.length);
    lastFirstStartedAt = Math.max(lastFirstStartedAt, performance.now() - started);
    firsts.push(await checkIn(server.url, session));
    seconds.push(await checkIn(server.url, session));
  };
  await Promise.all(sessions.map(person));
  const totalMs = performance.now() - started;
  const after = await presentToday(server.url, generated.sessions.hr);

  const all = [...firsts, ...seconds];
  const count = (outcomes: Outcome[], test: (status: number) => boolean) => outcomes.filter((outcome) => test(outcome.status)).length;
  const created = count(firsts, (status) => status === 201);
  const conflicts = count(seconds, (status) => status === 409);
  const serverErrors = count(all, (status) => status >= 500 || status === 0);
  const limited = count(all, (status) => status === 429);
  const records = after.present - before.present;
  const people = sessions.length;
  const scenario = "rush";
  record(report, {
    scenario,
    name: `check-ins started (${people} people)`,
    value: `all within ${(lastFirstStartedAt / 1000).toFixed(1)} s (all answered in ${(totalMs / 1000).toFixed(1)} s)`,
    budget: `<= ${RUSH_WINDOW_MS / 1000} s`,
    ok: lastFirstStartedAt <= RUSH_WINDOW_MS,
  });
  record(report, {
    scenario,
    name: `records for ${after.date}`,
    value: `${records} (${created} answered 201)`,
    budget: `exactly ${people}`,
    ok: records === people && created === people,
  });
  record(report, {
    scenario,
    name: "second check-ins answered 409",
    value: `${conflicts} of ${seconds.length}`,
    budget: `${people}`,
    ok: conflicts === people,
  });
  record(report, {
    scenario,
    name: "5xx, failed connections and 429",
    value: `${serverErrors} 5xx/failed, ${limited} 429`,
    budget: "0",
    ok: serverErrors === 0 && limited === 0,
  });
  record(report, {
    scenario,
    name: `check-in p99 (${people} people over ${RUSH_WINDOW_MS / 1000} s)`,
    value: `p99 ${percentile(
      all.map((o) => o.ms),
      99,
    ).toFixed(0)} ms, median ${percentile(
      all.map((o) => o.ms),
      50,
    ).toFixed(0)} ms`,
    budget: "reported",
    ok: true,
  });
}

/** The rush on its own (BENCH_ONLY=rush): generates the 2,000-person company first (about two minutes). */
export async function rushScenario(report: Report, port: number): Promise<void> {
  await withScaleServer(port, 2_000, (server, generated) => morningRush(report, server, generated));
}
