import { stringify } from "csv-stringify/sync";
import { inertCell } from "@/shared/domain/csv-cell";

export type Cell = string | number | boolean | null | undefined;

/**
 * A CSV file as docs/design.md section 9 wants it: UTF-8 with a BOM (Excel shows ₹ and Indian names),
 * RFC 4180 quoting and CRLF line ends (csv-stringify), and no cell a spreadsheet would run as a formula.
 */
export function toCsv(header: string[], rows: Cell[][]): string {
  const cells = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? "" : inertCell(String(cell)))));
  return stringify([header, ...cells], { bom: true, record_delimiter: "windows" });
}
