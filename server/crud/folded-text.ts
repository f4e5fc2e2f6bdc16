import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Text compared the way people type a search: both sides go through search_fold() in PostgreSQL (migration 0007:
 * lower case, accents removed by unaccent, "dj" read as "d"), so "ilic" and "ILIĆ" find Ilić, "dorde" and
 * "djordje" find Đorđe, and the trigram indexes built on search_fold(column) serve the search. Every list that
 * searches or filters text (the resource engine, the order lists, any module of its own) goes through here.
 */

export type TextShape = 'contains' | 'startsWith' | 'endsWith' | 'equals';

/**
 * The value as a LIKE literal: folded first, then `\`, `%` and `_` escaped (PostgreSQL's default LIKE escape is
 * `\`). Folding before escaping matters: unaccent turns a full-width ％ or ＿ into % or _, which must stay literal.
 * All of it is immutable, so the planner folds it to a constant and can pick the trigram index.
 */
const foldedLiteral = (value: string): SQL =>
  sql`replace(replace(replace(search_fold(${value}::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

const patternOf: Record<TextShape, (literal: SQL) => SQL> = {
  contains: (literal) => sql`'%' || ${literal} || '%'`,
  startsWith: (literal) => sql`${literal} || '%'`,
  endsWith: (literal) => sql`'%' || ${literal}`,
  equals: (literal) => literal,
};

/** Whether the folded `target` (a text column or expression) has the folded `value` in the given place. */
export const foldedMatch = (target: PgColumn | SQL, shape: TextShape, value: string): SQL =>
  sql`(search_fold(${target}) like (${patternOf[shape](foldedLiteral(value))}))`;

/** The free-text search's test, and the filter bar's `contains`: the folded value anywhere in the folded text. */
export const foldedContains = (target: PgColumn | SQL, value: string): SQL => foldedMatch(target, 'contains', value);
