import type { FilterCondition, FilterGroup, SortEntry } from '../../src/schema/list-query';
import type { AnyResourceDefinition, FieldHint, FieldKind } from '../../src/schema/resource-definition';
import { searchWords } from '../../src/schema/phone';
import { phoneMatches } from './phone-oracle';

/**
 * What a list filter should answer, computed in plain JavaScript over records as the API returns them. It is
 * written apart from the server's SQL (server/crud/crud-sql.ts) from the semantics documented in
 * server/crud/list-query.rules.ts, so the generated suites compare two independent readings of one rule:
 *
 * text kinds compare folded (case and accents ignored, "dj" read as "d") and take `%` / `_` literally, phone numbers
 * by their digits (phone-oracle.ts); numbers, money and dates compare by value
 * (dates by calendar day, date-times by their UTC day); `between` includes both ends; negative modes
 * (notEquals, notContains, dateIsNot) match empty (null) fields, positive modes never do.
 */

type Kind = FieldKind | 'id';
type Record_ = Record<string, unknown>;

const textKinds = new Set<Kind>(['text', 'multiline', 'email', 'phone', 'dialCode', 'color']);

export const kindOf = (definition: AnyResourceDefinition, field: string): Kind =>
  field === 'id' ? 'id' : ['createdAt', 'updatedAt'].includes(field) ? 'dateTime' : (definition.hints as Record<string, FieldHint>)[field]!.kind;

/** Money as whole cents, so '12.5' and 12.50 compare equal without binary floats getting in the way. */
const cents = (value: unknown): number => {
  const [whole = '0', fraction = ''] = String(value).replace(/^-/, '').split('.');
  const amount = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return String(value).startsWith('-') ? -amount : amount;
};

/** A comparable key for one value of the kind (null stays null). */
function keyOf(kind: Kind, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (kind === 'money') return cents(value);
  if (kind === 'dateTime') return new Date(String(value)).toISOString().slice(0, 10);
  if (textKinds.has(kind)) return String(value).toLowerCase();
  return value as string | number | boolean;
}

/**
 * PostgreSQL's search_fold() read apart from it: letters without their marks (Unicode NFD), lower case, đ as d,
 * then "dj" as "d" (unaccent's table covers more letters than NFD, ø or ß; the samples hold none of them).
 */
const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/đ/g, 'd').replace(/dj/g, 'd');

/** Text as the list compares it: folded, but a phone number only lower-cased. */
const comparable = (kind: Kind, text: string): string => (kind === 'phone' ? text.toLowerCase() : folded(text));

function textMatches(mode: FilterCondition['matchMode'], kind: Kind, field: string | null, wanted: string): boolean {
  const value = field === null ? null : comparable(kind, field);
  const needle = comparable(kind, wanted);
  switch (mode) {
    case 'contains':
      return value !== null && value.includes(needle);
    case 'notContains':
      return value === null || !value.includes(needle);
    case 'startsWith':
      return value !== null && value.startsWith(needle);
    case 'endsWith':
      return value !== null && value.endsWith(needle);
    case 'equals':
      return value === needle;
    case 'notEquals':
      return value === null || value !== needle;
    default:
      throw new Error(`${mode} is not a text mode`);
  }
}

function valueMatches(mode: FilterCondition['matchMode'], kind: Kind, raw: unknown, wanted: unknown): boolean {
  const value = keyOf(kind, raw);
  const key = (v: unknown) => keyOf(kind === 'dateTime' ? 'date' : kind, v);
  const list = Array.isArray(wanted) ? wanted.map(key) : [];
  const target = Array.isArray(wanted) ? null : key(wanted);
  if (mode === 'notEquals' || mode === 'dateIsNot') return value === null || value !== target;
  if (value === null) return false;
  switch (mode) {
    case 'equals':
    case 'dateIs':
      return value === target;
    case 'lt':
    case 'dateBefore':
      return value < target!;
    case 'lte':
      return value <= target!;
    case 'gt':
    case 'dateAfter':
      return value > target!;
    case 'gte':
      return value >= target!;
    case 'between':
      return value >= list[0]! && value <= list[1]!;
    case 'in':
      return list.includes(value);
    default:
      throw new Error(`${mode} does not apply to ${kind}`);
  }
}

export function conditionMatches(definition: AnyResourceDefinition, record: Record_, condition: FilterCondition): boolean {
  const kind = kindOf(definition, condition.field);
  const raw = record[condition.field];
  if (condition.value === null) {
    const empty = raw === null || raw === undefined;
    return condition.matchMode === 'notEquals' ? !empty : empty;
  }
  if (kind === 'phone') return phoneMatches(condition.matchMode, (raw as string | null) ?? null, String(condition.value));
  if (textKinds.has(kind)) return textMatches(condition.matchMode, kind, (raw as string | null) ?? null, String(condition.value));
  return valueMatches(condition.matchMode, kind, raw, condition.value);
}

/** The records a filter group keeps. */
export function filterRecords<T extends Record_>(definition: AnyResourceDefinition, records: readonly T[], group: FilterGroup): T[] {
  return records.filter((record) => {
    const results = group.conditions.map((condition) => conditionMatches(definition, record, condition));
    return group.combiner === 'or' ? results.some(Boolean) : results.every(Boolean);
  });
}

/** The order a list should answer: the given columns, then id ascending; nulls last ascending, first descending. */
export function sortRecords<T extends Record_>(definition: AnyResourceDefinition, records: readonly T[], sort: readonly SortEntry[]): T[] {
  const entries = sort.some((s) => s.field === 'id') ? sort : [...sort, { field: 'id', order: 'asc' as const }];
  const compare = (a: T, b: T): number => {
    for (const { field, order } of entries) {
      const kind = kindOf(definition, field);
      const x = kind === 'dateTime' ? (a[field] as string | null) : keyOf(kind, a[field]);
      const y = kind === 'dateTime' ? (b[field] as string | null) : keyOf(kind, b[field]);
      if (x === y) continue;
      const direction = order === 'asc' ? 1 : -1;
      if (x === null) return direction; // nulls last ascending, first descending
      if (y === null) return -direction;
      // Text compares as written (not lower-cased): the samples differ in their first letter, so any collation agrees.
      const xs = textKinds.has(kind) ? String(a[field]) : x;
      const ys = textKinds.has(kind) ? String(b[field]) : y;
      if (xs === ys) continue;
      return (xs < ys ? -1 : 1) * direction;
    }
    return 0;
  };
  return [...records].sort(compare);
}

/** Free text: every word occurs in at least one of the definition's search columns (compared as filters compare). */
export function searchRecords<T extends Record_>(definition: AnyResourceDefinition, records: readonly T[], q: string): T[] {
  // A run of phone-like words is one word, as the server reads `q` (src/schema/phone.ts searchWords).
  const words = searchWords(q);
  return records.filter((record) =>
    words.every((word) =>
      definition.search.some((field: string) => {
        const kind = kindOf(definition, field);
        if (kind === 'phone') return phoneMatches('contains', (record[field] as string | null) ?? null, word);
        return comparable(kind, String(record[field] ?? '')).includes(comparable(kind, word));
      }),
    ),
  );
}
