/**
 * Bad input, the full run (README, "Attack resistance"): every generator of src/server/testing/fuzz for
 * every route of the OpenAPI document and every role (anonymous, admin, HR, employee), thousands of requests,
 * and the public pages' own paths spoiled (page-cases.ts) on the site's file route.
 * It runs in-process (app.inject, buildApp on a temporary in-memory PGlite loaded with the demo data, so lists,
 * exports and PDFs have rows to work on) and needs no server port: the figures are about what the app does with
 * bad input, not about the network. The site's pages come from dist/client (npm run bench builds it first;
 * unbuilt, GET /* answers 503, which this scenario counts as a 5xx). The CI test (src/server/http/bad-input.test.ts)
 * sends a few hundred of the same kind. `tsx scripts/bench/fuzz-run.ts` runs this scenario alone.
 */
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { PiiCipher } from "../../src/server/crypto/pii-cipher";
import { openPglite } from "../../src/server/db/pglite-client";
import { emailDomainOf } from "../../src/server/auth/email-domain";
import { loadDemoData } from "../../src/server/seed/demo-data";
import { DEMO_ACCOUNTS, emailOf } from "../../src/server/seed/roster";
import { fullPlan, operationsFromApp } from "../../src/server/testing/fuzz/plan";
import { describeFinding, percentile, runFuzz, type Finding } from "../../src/server/testing/fuzz/run";
import type { Logins } from "../../src/server/testing/fuzz/sessions";
import { record, type Report } from "./report";

const SCENARIO = "fuzz";
/** FUZZ_SEED repeats a run; the report names the seed. */
const SEED = Number(process.env.FUZZ_SEED ?? 23);
/** Cases per generator per route (each sent as every role): 1 keeps the run within its 3 minutes. */
const PER_GENERATOR = Number(process.env.FUZZ_PER_GENERATOR ?? 1);

function demoLogins(domain: string): Logins {
  const login = (role: "admin" | "hr" | "employee") => {
    const demo = DEMO_ACCOUNTS.find((account) => account.role === role);
    if (!demo) throw new Error(`the roster has no ${role} demo account`);
    return { email: emailOf(demo, domain), password: demo.password };
  };
  return { admin: login("admin"), hr: login("hr"), employee: login("employee") };
}

export async function measureBadInput(report: Report): Promise<void> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const database = await openPglite("memory://");
  const cipher = new PiiCipher(new Map([[1, randomBytes(32)]]), 1);
  try {
    await database.migrate();
    await loadDemoData(database.db, config, cipher, () => undefined);
    const app = await buildApp({
      config,
      database,
      siteRoot: fileURLToPath(new URL("../../dist/client", import.meta.url)),
      cipher,
      logger: false,
    });
    try {
      await app.ready();
      const operations = await operationsFromApp(app);
      const started = performance.now();
      const result = await runFuzz(app, database.db, operations, fullPlan(SEED, PER_GENERATOR), demoLogins(emailDomainOf(config)));
      const seconds = (performance.now() - started) / 1000;
      const all = (name: string, value: string, budget: string, ok: boolean) =>
        record(report, { scenario: SCENARIO, name, value, budget, ok });
      all(
        "requests sent (every route, generator and role)",
        `${result.sent} to ${result.routes.size}/${operations.length} routes in ${seconds.toFixed(0)} s (seed ${SEED})`,
        "every route, <= 180 s",
        result.routes.size === operations.length && seconds <= 180,
      );
      all("answers 2xx/3xx / 4xx", `${result.ok} / ${result.clientErrors} (p99 ${percentile(result.durations, 0.99)} ms)`, "-", true);
      all("answers 5xx", String(result.serverErrors.length), "0", result.serverErrors.length === 0);
      all(
        "public pages: spoiled paths and odd methods sent",
        String(result.byGenerator["page-path"] ?? 0),
        "> 0",
        (result.byGenerator["page-path"] ?? 0) > 0,
      );
      all(
        "redirects off the site (Location not a clean path here)",
        String(result.offSiteRedirects.length),
        "0",
        result.offSiteRedirects.length === 0,
      );
      all(
        "event-loop stalls > 100 ms",
        `${result.stalls.length} (${result.lagSpikes.length} lag spikes without CPU behind them)`,
        "0",
        result.stalls.length === 0,
      );
      all(
        "stored changes after a refused write",
        `${result.storedChanges.length} in ${result.refusedChecked} refused writes`,
        "0",
        result.storedChanges.length === 0,
      );
      const findings: Finding[] = [...result.serverErrors, ...result.offSiteRedirects, ...result.stalls, ...result.storedChanges];
      for (const finding of findings.slice(0, 20)) report.errors.push(`bad input: ${describeFinding(finding)}`);
      for (const finding of findings.slice(0, 50)) console.log(`  finding: ${describeFinding(finding)}`);
      for (const spike of result.lagSpikes.slice(0, 5)) console.log(`  lag spike (not counted): ${describeFinding(spike)}`);
    } finally {
      await app.close();
    }
  } catch (error) {
    report.errors.push(`bad input: ${(error as Error).message}`);
  } finally {
    await database.close();
  }
}
