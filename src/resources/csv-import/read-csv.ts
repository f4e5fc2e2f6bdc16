import Papa from 'papaparse';

/**
 * A CSV file's bytes as a table, or the reason it cannot be trusted. Browsers decode a file of another
 * encoding (Windows-1250, UTF-16 from "Unicode text") by swapping what they cannot read for �, and Papa reads
 * an unclosed quote as one cell that swallows every line after it; either way the import would save garbage
 * without a word. Both are refused here with a reason a person can act on.
 */

export type CsvTable = { columns: string[]; rows: Record<string, string>[] };
export type CsvProblem = { problem: 'notUtf8' } | { problem: 'unpairedQuote'; line: number };
export type CsvRead = { ok: true; table: CsvTable } | ({ ok: false } & CsvProblem);

/** Strict UTF-8: null on the first byte that is not. A leading byte order mark is dropped (Excel's "CSV UTF-8"). */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The file's line (from 1) that holds character `index`. */
const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** Header row, then records by column; the separator is detected (`,` `;` tab…). */
export function parseCsv(text: string): CsvRead {
  const result = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' });
  // MissingQuotes (never closed) and InvalidQuotes (text after the closing quote) both mean the cells from
  // there on are not what the person wrote. Other notes (a row with more or fewer cells) leave rows readable.
  const quote = result.errors.find((error) => error.type === 'Quotes');
  if (quote) return { ok: false, problem: 'unpairedQuote', line: lineAt(text, quote.index ?? 0) };
  return { ok: true, table: { columns: result.meta.fields ?? [], rows: result.data } };
}

export function readCsv(bytes: ArrayBuffer | Uint8Array): CsvRead {
  const text = decodeUtf8(bytes);
  return text === null ? { ok: false, problem: 'notUtf8' } : parseCsv(text);
}
