import { verbatim } from '../i18n/sentence';
import type { ListQuery, SortEntry } from '../../src/schema/list-query';
import { searchWords } from '../../src/schema/phone';
import { int4Range, isCalendarDateText, isDateInRange, lifeDateRange } from '../../src/schema/primitives';
import type { MatchMode } from '../../src/schema/protocol';
import {
  dateMatchModes,
  filterableFields,
  numberMatchModes,
  sortableFields,
  textMatchModes,
  type AnyResourceDefinition,
  type FieldHint,
  type FieldKind,
} from '../../src/schema/resource-definition';
import { DomainError } from '../plugins/app/domain-error';
import { messages } from './crud-labels';

/**
 * The list grammar's rules for one resource, checked before any SQL is built. The meaning of every match
 * mode (the repository's SQL and the tests' oracle, tests/helpers/match-mode-oracle.ts, implement it apart):
 *
 * - text kinds (text, multiline, email, dialCode, color): compared folded, field and value alike, by PostgreSQL's
 *   search_fold() (lower case, accents removed, "dj" read as "d": "ilic" finds Ilić, "djordje" and "dorde"
 *   find Đorđe); `contains`, `startsWith`, `endsWith` and `equals` are LIKE '%v%', 'v%', '%v', 'v' on the folded
 *   forms with the value's `%`, `_` and `\` taken literally; `notContains` / `notEquals` are their negation and
 *   also match an empty (NULL) field.
 * - phone: the same modes on the stored E.164 number, the value read as phone digits (src/schema/phone.ts
 *   phoneSearchDigits: "+381 64" and "00381 64" international, else a leading trunk "0" dropped; server/crud/phone-sql.ts):
 *   `contains` / `endsWith` anywhere / at the end; `startsWith` / `equals` from the number's start for an
 *   international value, from the start of its national part (after the country code) for a national one. A value
 *   without digits matches no number (every number, and empty fields, for the negative modes).
 * - integer, duration, money: exact comparison (`money` takes a finite number or a decimal string; integer and
 *   duration a whole number their int4 column holds, so 1.5 or 1e20 is a 400, not a database error); `lt`,
 *   `lte`, `gt`, `gte` as written; `between` [from, to] inclusive at both ends (from > to matches nothing);
 *   `in` a list.
 * - date: `dateIs` the same day, `dateBefore` strictly earlier, `dateAfter` strictly later, `between`
 *   inclusive, values `YYYY-MM-DD`; a dateTime field is compared by its UTC calendar date.
 * - boolean: `equals` true / false.
 * - enum, reference and `id`: `equals`, `notEquals`, `in` on the value (an enum value must be one of its options,
 *   an id a positive integer).
 * - Every negative mode (`notEquals`, `notContains`, `dateIsNot`) matches records whose field is empty (NULL);
 *   every positive mode never does. The one way to ask for empty fields: `equals` null ("is empty") and
 *   `notEquals` null ("is not empty"), for any field that takes `equals`.
 * - Conditions combine with the group's combiner (`and` / `or`); the free-text `q` is split on spaces (a run of
 *   phone-like words, "064 123 4567", stays one word: src/schema/phone.ts searchWords) and each
 *   word must occur in at least one of the definition's `search` columns (text folded as above, a phone by its
 *   digits as above, `contains`).
 * - Order: the requested columns (or the definition's defaultSort), then `id` ascending so pages are stable;
 *   NULLs sort last ascending and first descending (PostgreSQL's default).
 */

export type ValueFamily = 'text' | 'phone' | 'number' | 'money' | 'date' | 'dateTime' | 'boolean' | 'enum' | 'id';
export type FilterScalar = string | number | boolean;
export type FilterValue = FilterScalar | FilterScalar[] | null;
export type ValidCondition = { field: string; family: ValueFamily; matchMode: MatchMode; value: FilterValue };
export type ValidListQuery = {
  page: number;
  perPage: number;
  sort: SortEntry[];
  terms: string[];
  combiner: 'and' | 'or';
  conditions: ValidCondition[];
};

const familyByKind: Record<FieldKind, ValueFamily | null> = {
  text: 'text',
  multiline: 'text',
  email: 'text',
  phone: 'phone',
  dialCode: 'text',
  color: 'text',
  integer: 'number',
  duration: 'number',
  money: 'money',
  date: 'date',
  dateTime: 'dateTime',
  boolean: 'boolean',
  enum: 'enum',
  reference: 'id',
  // An id list has no filter semantics of its own yet; a definition declaring one gets a 400.
  references: null,
};

const modesByFamily: Record<ValueFamily, readonly MatchMode[]> = {
  text: textMatchModes,
  phone: textMatchModes,
  number: numberMatchModes,
  money: numberMatchModes,
  date: dateMatchModes,
  dateTime: dateMatchModes,
  boolean: ['equals'],
  enum: ['equals', 'notEquals', 'in'],
  id: ['equals', 'notEquals', 'in'],
};

export const familyOf = (definition: AnyResourceDefinition, field: string): ValueFamily | null =>
  field === 'id' ? 'id' : (familyByKind[(definition.hints as Record<string, FieldHint>)[field]?.kind ?? 'references'] ?? null);

const moneyPattern = /^-?\d{1,10}(\.\d{1,2})?$/;

/** Every stored date lies in the wider of the product's ranges (src/schema/primitives.ts): a filter outside it is a typo. */
const isFilterDate = (value: string): boolean => isCalendarDateText(value) && isDateInRange(value, lifeDateRange);

/** One value of the family, normalised (money as a decimal string), or undefined when it does not fit. */
function scalarOf(family: ValueFamily, value: unknown, options: readonly string[]): FilterScalar | undefined {
  switch (family) {
    case 'text':
    case 'phone':
      return typeof value === 'string' && value.length <= 200 ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isInteger(value) && value >= int4Range.min && value <= int4Range.max ? value : undefined;
    case 'money':
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return typeof value === 'string' && moneyPattern.test(value) ? value : undefined;
    case 'date':
    case 'dateTime':
      return typeof value === 'string' && isFilterDate(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'enum':
      return typeof value === 'string' && options.includes(value) ? value : undefined;
    case 'id':
      return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
  }
}

const expectedValue: Record<ValueFamily, string> = {
  text: 'text',
  phone: 'text',
  number: `a whole number from ${int4Range.min} to ${int4Range.max}`,
  money: 'an amount such as 12.50',
  date: `a date YYYY-MM-DD between ${lifeDateRange.min} and ${lifeDateRange.max}`,
  dateTime: `a date YYYY-MM-DD between ${lifeDateRange.min} and ${lifeDateRange.max}`,
  boolean: 'true or false',
  enum: 'one of the options',
  id: 'a record id',
};

type Checked = { ok: true; value: FilterValue } | { ok: false; message: string };

function checkValue(family: ValueFamily, mode: MatchMode, value: unknown, options: readonly string[]): Checked {
  if (value === null && (mode === 'equals' || mode === 'notEquals')) return { ok: true, value: null };
  const expected = expectedValue[family];
  if (mode === 'in' || mode === 'between') {
    const sizeOk = Array.isArray(value) && (mode === 'between' ? value.length === 2 : value.length >= 1 && value.length <= 100);
    if (!sizeOk) {
      const message = mode === 'between' ? `Use [from, to], each ${expected}` : `Use a list of 1 to 100 values, each ${expected}`;
      return { ok: false, message };
    }
    const items = (value as unknown[]).map((item) => scalarOf(family, item, options));
    return items.every((item) => item !== undefined)
      ? { ok: true, value: items as FilterScalar[] }
      : { ok: false, message: `Each value must be ${expected}` };
  }
  const scalar = scalarOf(family, value, options);
  return scalar === undefined ? { ok: false, message: `Use ${expected}` } : { ok: true, value: scalar };
}

// The filter's wording names a value's type for a developer reading the API, so it stays English.
const badRequest = (path: (string | number)[], message: string) =>
  new DomainError('bad_request', messages.checkFields([path.join('.')]), [{ path, message: verbatim(message) }]);

/** Whitelists sort columns, filter fields, match modes and value types; the first problem answers 400. */
export function validateListQuery(definition: AnyResourceDefinition, query: ListQuery): ValidListQuery {
  const sortable = sortableFields(definition);
  const requested = query.sort ?? [];
  for (const entry of requested) {
    if (!sortable.includes(entry.field)) throw badRequest(['sort'], `Cannot sort by "${entry.field}"; use one of ${sortable.join(', ')}`);
  }
  const sort = requested.length > 0 ? [...requested] : definition.defaultSort.map((s) => ({ field: String(s.field), order: s.order }));
  if (!sort.some((entry) => entry.field === 'id')) sort.push({ field: 'id', order: 'asc' });

  const filterable = filterableFields(definition);
  const hints = definition.hints as Record<string, FieldHint>;
  const conditions = (query.filters?.conditions ?? []).map((condition, index): ValidCondition => {
    const at = ['filters', 'conditions', index];
    const modes = Object.hasOwn(filterable, condition.field) ? filterable[condition.field] : undefined;
    if (!modes) throw badRequest([...at, 'field'], `"${condition.field}" cannot be filtered`);
    const family = familyOf(definition, condition.field);
    if (!family || !modes.includes(condition.matchMode) || !modesByFamily[family].includes(condition.matchMode)) {
      throw badRequest([...at, 'matchMode'], `"${condition.field}" cannot be filtered with ${condition.matchMode}`);
    }
    const checked = checkValue(family, condition.matchMode, condition.value, hints[condition.field]?.options ?? []);
    if (!checked.ok) throw badRequest([...at, 'value'], checked.message);
    return { field: condition.field, family, matchMode: condition.matchMode, value: checked.value };
  });

  return {
    page: query.page,
    perPage: query.perPage,
    sort,
    terms: searchWords(query.q ?? '').slice(0, 10),
    combiner: query.filters?.combiner ?? 'and',
    conditions,
  };
}
