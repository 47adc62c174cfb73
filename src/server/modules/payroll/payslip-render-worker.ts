import { parentPort } from "node:worker_threads";
import { renderPayslips, type PayslipDocument } from "./payslip-pdf";

/**
 * The worker thread behind payslip-render.ts: receives a month's payslips in batches, then renders them into one
 * PDF and posts its bytes back (transferred, not copied). pdf-lib's drawing and compression of thousands of
 * pages run here, off the server's event loop. A separate esbuild entry in production (scripts/build-server.ts).
 */
export type RenderMessage = { kind: "payslips"; payslips: PayslipDocument[] } | { kind: "render" };
export type RenderAnswer = { kind: "pdf"; pdf: Uint8Array } | { kind: "error"; message: string };

const port = parentPort;
if (!port) throw new Error("payslip-render-worker.ts runs as a worker thread");
const payslips: PayslipDocument[] = [];
port.on("message", (message: RenderMessage) => {
  if (message.kind === "payslips") {
    payslips.push(...message.payslips);
    return;
  }
  renderPayslips(payslips).then(
    (pdf) => port.postMessage({ kind: "pdf", pdf } satisfies RenderAnswer, [pdf.buffer as ArrayBuffer]),
    (error: unknown) =>
      port.postMessage({
        kind: "error",
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderAnswer),
  );
});
