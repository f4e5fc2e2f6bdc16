import { and, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AnyResourceDefinition } from '../../src/schema/resource-definition';
import { foldedContains, foldedMatch } from './folded-text';
import { familyOf, type FilterScalar, type ValidCondition, type ValidListQuery } from './list-query.rules';
// Phone numbers (E.164) are matched by what a person types, by the phone rules (src/schema/phone.ts).
import { phoneCondition, phoneContains } from './phone-sql';

/**
 * SQL for the list grammar, as documented in list-query.rules.ts (the one place the semantics are written
 * down). Values always travel as parameters; LIKE wildcards in them are escaped so they match literally.
 * Text is compared folded (folded-text.ts); phone numbers have a branch of their own, for filters and search alike.
 */

/** `%`, `_` and the escape character itself match literally (PostgreSQL's default LIKE escape is `\`). */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const negated = (column: PgColumn, positive: SQL): SQL => or(positive, isNull(column))!;

/** Text kinds but phone: search_fold(column) against search_fold(value), so case and accents do not matter. */
function textCondition(column: PgColumn, mode: ValidCondition['matchMode'], value: string): SQL {
  switch (mode) {
    case 'contains':
    case 'startsWith':
    case 'endsWith':
    case 'equals':
      return foldedMatch(column, mode, value);
    case 'notContains':
      return negated(column, sql`not ${foldedMatch(column, 'contains', value)}`);
    case 'notEquals':
      return negated(column, sql`not ${foldedMatch(column, 'equals', value)}`);
    default:
      throw new Error(`text match mode ${mode} passed validation`);
  }
}

/** Numbers, money, enums, ids and dates: plain comparisons on `target` (a column or a date expression). */
function comparison(target: PgColumn | SQL, mode: ValidCondition['matchMode'], value: FilterScalar | FilterScalar[], cast: string): SQL {
  const param = (v: FilterScalar) => (cast ? sql`${v}::${sql.raw(cast)}` : sql`${v}`);
  const scalar = value as FilterScalar;
  const list = value as FilterScalar[];
  switch (mode) {
    case 'equals':
    case 'dateIs':
      return sql`${target} = ${param(scalar)}`;
    case 'notEquals':
    case 'dateIsNot':
      // IS DISTINCT FROM: an empty field is "not equal" too (list-query.rules.ts).
      return sql`${target} IS DISTINCT FROM ${param(scalar)}`;
    case 'lt':
    case 'dateBefore':
      return sql`${target} < ${param(scalar)}`;
    case 'lte':
      return sql`${target} <= ${param(scalar)}`;
    case 'gt':
    case 'dateAfter':
      return sql`${target} > ${param(scalar)}`;
    case 'gte':
      return sql`${target} >= ${param(scalar)}`;
    case 'between':
      return sql`${target} BETWEEN ${param(list[0]!)} AND ${param(list[1]!)}`;
    case 'in':
      return sql`${target} IN (${sql.join(list.map(param), sql`, `)})`;
    default:
      throw new Error(`match mode ${mode} passed validation`);
  }
}

export function conditionSql(column: PgColumn, condition: ValidCondition): SQL {
  const { family, matchMode, value } = condition;
  // `equals` / `notEquals` null: "is empty" and "is not empty".
  if (value === null) return matchMode === 'notEquals' ? isNotNull(column) : isNull(column);
  switch (family) {
    case 'text':
      return textCondition(column, matchMode, value as string);
    case 'phone':
      return phoneCondition(column, matchMode, value as string);
    case 'dateTime':
      return comparison(sql`(${column} AT TIME ZONE 'UTC')::date`, matchMode, value, 'date');
    case 'date':
      return comparison(column, matchMode, value, 'date');
    case 'money':
      return comparison(column, matchMode, value, 'numeric');
    case 'boolean':
      return eq(column, value as boolean);
    case 'number':
    case 'enum':
    case 'id':
      return comparison(column, matchMode, value, '');
  }
}

/** One word of `q` in one search column, by the column's kind; any other kind (a number) as its text form. */
function searchTermSql(definition: AnyResourceDefinition, columns: Record<string, PgColumn>, field: string, term: string): SQL {
  const column = columns[field]!;
  switch (familyOf(definition, field)) {
    case 'text':
      return foldedContains(column, term);
    case 'phone':
      return phoneContains(column, term);
    default:
      return ilike(sql`${column}::text`, `%${escapeLike(term)}%`);
  }
}

/**
 * The filter group and the free-text words (each in at least one of the definition's search columns), or undefined.
 * `hidden` fields (an employee's reach, crud-reach.ts) match nothing: a condition on one is false, search skips them.
 */
export function listFilterSql(
  definition: AnyResourceDefinition,
  columns: Record<string, PgColumn>,
  query: Pick<ValidListQuery, 'conditions' | 'combiner' | 'terms'>,
  hidden: readonly string[] = [],
): SQL | undefined {
  const parts: SQL[] = [];
  const conditions = query.conditions.map((condition) => (hidden.includes(condition.field) ? sql`false` : conditionSql(columns[condition.field]!, condition)));
  if (conditions.length > 0) parts.push((query.combiner === 'or' ? or(...conditions) : and(...conditions))!);
  const searched = definition.search.filter((field) => !hidden.includes(field));
  for (const term of query.terms) {
    parts.push(searched.length === 0 ? sql`false` : or(...searched.map((field) => searchTermSql(definition, columns, field, term)))!);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}
