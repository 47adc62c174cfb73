/**
 * A spreadsheet treats a cell starting with =, +, -, @, tab or carriage return as a formula; an
 * exported value from a visitor (an inquiry's name, a project's title) must stay text. The full-width
 * forms ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20) count too: some spreadsheets (and East Asian input
 * settings) fold them into their ASCII forms. The leading apostrophe makes Excel and LibreOffice show
 * the value as typed (docs/product.md section 2.8).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
