import type { FastifyReply } from "fastify";
import { stringify } from "csv-stringify/sync";
import { EXPORT_COUNT_HEADER } from "@/shared/contract/common";
import { inertCell } from "@/shared/domain/csv-cell";

export type Cell = string | number | boolean | null | undefined;

/**
 * A CSV file as docs/product.md section 2.8 wants it: UTF-8 with a BOM (Excel shows ₹ and Indian names),
 * RFC 4180 quoting and CRLF line ends (csv-stringify), and no cell a spreadsheet would run as a formula.
 */
export function toCsv(header: string[], rows: Cell[][]): string {
  const cells = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? "" : inertCell(String(cell)))));
  return stringify([header, ...cells], { bom: true, record_delimiter: "windows" });
}

/** Answers a download of `header` + `rows` named `fileName`, its record count in X-Record-Count. */
export function sendCsv(reply: FastifyReply, fileName: string, table: { header: string[]; rows: Cell[][] }) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header(EXPORT_COUNT_HEADER, String(table.rows.length))
    .send(toCsv(table.header, table.rows));
}
