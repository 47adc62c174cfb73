import { setImmediate as nextTurn } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import type { PayslipDocument } from "./payslip-pdf";
import type { RenderAnswer, RenderMessage } from "./payslip-render-worker";

/**
 * Payslips to PDF without holding the event loop (docs/architecture.md section 10, long work): pdf-lib draws a page in a few milliseconds and
 * compresses the whole document at the end, so a month of 2,000 people is seconds of synchronous work. A few
 * payslips (a person's own, one HR opens) render here, yielding between pages; more go to a worker thread.
 */

/** Up to this many payslips render on this thread: a worker's start (loading pdf-lib and the fonts) costs more. */
export const INLINE_PAYSLIPS = 4;
/** Payslips per message to the worker: each message is copied (structured clone) synchronously on this thread. */
const PER_MESSAGE = 100;

/**
 * The compiled worker entry beside dist/server/main.js, into which this module is bundled; or, run from the source
 * tree (tsx, vitest), this file's TypeScript sibling, loaded through tsx's loader registered in the worker itself
 * (Node 20 does not pass the parent's `--import tsx` hooks on to a worker). tsx and tsconfig.json's `@/` paths
 * are found from the working directory: the repository's, as for every tsx and vitest run.
 */
function newWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./payslip-render-worker.js", import.meta.url));
  const entry = new URL("./payslip-render-worker.ts", import.meta.url).href;
  return new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`, {
    eval: true,
  });
}

export async function renderPayslipsPdf(payslips: readonly PayslipDocument[]): Promise<Uint8Array> {
  if (payslips.length > INLINE_PAYSLIPS) return renderInWorker(payslips);
  // pdf-lib and its fonts are loaded by the first payslip asked for, not at start (the memory budget, docs/architecture.md section 10).
  const { renderPayslips } = await import("./payslip-pdf");
  return renderPayslips(payslips, 4);
}

/** One worker per document: a month's PDF is rare (HR, once a month) and the worker ends with it. */
export async function renderInWorker(payslips: readonly PayslipDocument[]): Promise<Uint8Array> {
  const worker = newWorker();
  try {
    const answer = new Promise<RenderAnswer>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the payslip worker stopped (exit code ${code}) before answering`)));
    });
    for (let start = 0; start < payslips.length; start += PER_MESSAGE) {
      worker.postMessage({ kind: "payslips", payslips: payslips.slice(start, start + PER_MESSAGE) } satisfies RenderMessage);
      await nextTurn();
    }
    worker.postMessage({ kind: "render" } satisfies RenderMessage);
    const result = await answer;
    if (result.kind === "error") throw new Error(`rendering payslips failed in the worker: ${result.message}`);
    return result.pdf;
  } finally {
    await worker.terminate();
  }
}
