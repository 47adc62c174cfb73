import * as XLSX from "@e965/xlsx";
import { ESIC_HEADER, esicRow, type EsicMember } from "@/shared/domain/payroll/returns/esic-return";

/** The data sheet's name: Excel's default, as a workbook saved from ESIC's 'Sample MC Excel Template' has it. */
export const ESIC_SHEET = "Sheet1";

/**
 * ESIC's monthly contribution upload as the portal takes it (docs/product.md section 9.14.2): one sheet, the
 * template's header row, then one row per insured person, every cell a text cell (the template's instruction 10:
 * "all the column including date column should be in 'Text' format"), written as Excel 97-2003 (BIFF8, .xls:
 * instruction 9) by SheetJS. Loaded only when the file is asked for.
 */
export function esicWorkbook(members: readonly EsicMember[]): Buffer {
  const rows = [ESIC_HEADER, ...members.map(esicRow)];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  // Text format ('@') on every cell as well, so a cell typed into after opening stays text too.
  for (const address of Object.keys(sheet)) if (!address.startsWith("!")) sheet[address].z = "@";
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, ESIC_SHEET);
  return XLSX.write(book, { type: "buffer", bookType: "biff8" }) as Buffer;
}
