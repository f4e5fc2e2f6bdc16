import Papa from 'papaparse';
import { isInternationalPhoneText } from '@/schema/phone';

/**
 * Rows as CSV text that a spreadsheet opens safely in any locale. Excel and LibreOffice split a file by the
 * locale's list separator (`,` in English, `;` in Serbian, Russian, Turkish and Portuguese, sometimes a tab),
 * so a cell holding any of them is quoted: unquoted, `a;=1+1` would become a second cell that starts a formula.
 */
const separatorOrBreak = /[,;\t\r\n"]/;

/**
 * CSV injection (OWASP): a cell a spreadsheet could read as a formula. Formulas start with `= + - @`, their
 * full-width forms (which Japanese and Chinese Excel take as the same), or a tab or carriage return before one;
 * at the cell's start or after any locale's separator, in case a program splits the cell there anyway.
 * A plain number (`-20.00`, a negative balance) is no formula and stays a number to compute with.
 */
export const csvFormulaPattern = /^(?![-+]?\d+(?:\.\d+)?$)[\s"']*[=+\-@\t\r＝＋－＠]|[,;\t\r\n][\s"']*[=+\-@＝＋－＠]/;

/**
 * A cell that starts like a formula, unless it is a phone number in its international form ("+381 64 1234567", as
 * the export writes phones): a plus, digits and spaces, nothing a spreadsheet could run, and people read it so.
 */
const isFormula = (cell: string): boolean => csvFormulaPattern.test(cell) && !isInternationalPhoneText(cell);

/** A byte order mark makes spreadsheet programs read UTF-8; risky cells get a leading `'` and quotes (Papa's way). */
export const toCsv = (rows: readonly (readonly string[])[]): string => {
  const guarded = rows.map((row) => row.map((cell) => (isFormula(cell) ? `'${cell}` : cell)));
  return `\uFEFF${Papa.unparse(guarded, {
    // A guarded cell is quoted too, as Papa's own escapeFormulae does.
    quotes: (value: unknown) => separatorOrBreak.test(String(value)) || (String(value).startsWith("'") && isFormula(String(value).slice(1))),
    newline: '\r\n',
  })}`;
};
