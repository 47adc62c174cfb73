/**
 * A spreadsheet treats a cell starting with =, +, -, @, tab or carriage return as a formula; an
 * exported value from a visitor (an inquiry's name, a project's title) must stay text. The leading
 * apostrophe makes Excel and LibreOffice show the value as typed (docs/design.md section 9).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
