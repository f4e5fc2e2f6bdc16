/**
 * Which field a value PostgreSQL refused belongs to, when it can be told: the database names no column for a
 * numeric overflow (22003) or a too long string (22001), so this finds the query's parameter that breaks the limit
 * the database did name, and the column that parameter goes to in Drizzle's `insert … values (…)` or
 * `update … set "column" = $n`. Null when it cannot be told (a computed value, or two columns in doubt).
 */

type FailedQuery = { query: string; params: unknown[] };

const failedQueryOf = (error: unknown): FailedQuery | null => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const { query, params } = current as { query?: unknown; params?: unknown };
    if (typeof query === 'string' && Array.isArray(params)) return { query, params };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

const pgErrorOf = (error: unknown): { detail: string; message: string } => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const { code, detail, message } = current as { code?: unknown; detail?: unknown; message?: unknown };
    if (typeof code === 'string') return { detail: typeof detail === 'string' ? detail : '', message: typeof message === 'string' ? message : '' };
    current = (current as { cause?: unknown }).cause;
  }
  return { detail: '', message: '' };
};

/** Whether a parameter breaks the limit the database gave: "precision 12, scale 2" or "character varying(200)". */
function breaksLimit(sqlState: string, error: { detail: string; message: string }): ((value: unknown) => boolean) | null {
  const numeric = /precision (\d+), scale (\d+)/.exec(error.detail);
  if (sqlState === '22003' && numeric) {
    const limit = 10 ** (Number(numeric[1]) - Number(numeric[2]));
    return (value) => (typeof value === 'string' || typeof value === 'number') && value !== '' && Math.abs(Number(value)) >= limit;
  }
  const text = /varying\((\d+)\)/.exec(error.message);
  if (sqlState === '22001' && text) return (value) => typeof value === 'string' && value.length > Number(text[1]);
  return null;
}

/** Splits at the commas outside brackets and quotes. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    else if (!quoted && depth === 0 && ch === ',') {
      items.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(text.slice(start).trim());
  return items;
}

/** The column the parameter `$n` is written to, in the SQL Drizzle builds. */
export function columnOfParameter(query: string, n: number): string | null {
  const set = new RegExp(`"(\\w+)" = \\$${n}(?!\\d)`).exec(query);
  if (/^\s*update\b/i.test(query)) return set?.[1] ?? null;
  const insert = /^\s*insert into "\w+" \(([^)]*)\) values (.*?)(?: on conflict| returning|$)/is.exec(query);
  if (!insert) return null;
  const columns = topLevelItems(insert[1]!).map((column) => column.replace(/"/g, ''));
  const rows = topLevelItems(insert[2]!).map((row) => topLevelItems(row.replace(/^\(|\)$/g, '')));
  for (const row of rows) {
    const position = row.findIndex((item) => new RegExp(`^\\$${n}(?!\\d)`).test(item));
    if (position >= 0) return columns[position] ?? null;
  }
  return null;
}

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());

export function refusedValueField(error: unknown, sqlState: string): string | null {
  const column = (error as { column?: unknown } | null)?.column;
  if (typeof column === 'string' && column !== '') return camelCase(column);
  const failed = failedQueryOf(error);
  const breaks = breaksLimit(sqlState, pgErrorOf(error));
  if (!failed || !breaks) return null;
  const fields = new Set<string>();
  failed.params.forEach((value, index) => {
    if (!breaks(value)) return;
    const found = columnOfParameter(failed.query, index + 1);
    fields.add(found ? camelCase(found) : '?');
  });
  return fields.size === 1 && !fields.has('?') ? [...fields][0]! : null;
}
