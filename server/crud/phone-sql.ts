import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { phoneSearchDigits } from '../../src/schema/phone';
import type { ValidCondition } from './list-query.rules';

/**
 * Phone columns in lists: numbers are stored in E.164 (src/schema/phone.ts), and what a person types ("064 12",
 * "+381 64", "00381 64…") is read by phoneSearchDigits as digits, international or national. No branch country is
 * needed: a national value is compared with the national part of each number, the digits after its country
 * calling code. Calling codes form a prefix code (none starts another), so one regex of all of them finds where
 * the national part begins. Semantics in list-query.rules.ts; the tests' oracle reads the national part with
 * libphonenumber instead.
 */

const callingCodes = [...new Set(getCountries().map((country) => getCountryCallingCode(country)))].sort();
const nationalStart = `^\\+(${callingCodes.join('|')})`;

/** A positive match of the digits in a stored number, by mode; undefined for a value without digits. */
function positive(column: PgColumn, mode: 'contains' | 'startsWith' | 'endsWith' | 'equals', value: string): SQL | undefined {
  const search = phoneSearchDigits(value);
  if (!search) return undefined;
  const { digits, international } = search;
  switch (mode) {
    case 'contains':
      return ilike(column, `%${digits}%`);
    case 'endsWith':
      return ilike(column, `%${digits}`);
    case 'startsWith':
      return international ? ilike(column, `+${digits}%`) : sql`${column} ~ ${`${nationalStart}${digits}`}`;
    case 'equals':
      return international ? sql`${column} = ${`+${digits}`}` : sql`${column} ~ ${`${nationalStart}${digits}$`}`;
  }
}

/** One filter condition on a phone column (empty and filled, `equals` / `notEquals` null, are handled before). */
export function phoneCondition(column: PgColumn, mode: ValidCondition['matchMode'], value: string): SQL {
  switch (mode) {
    case 'contains':
    case 'startsWith':
    case 'endsWith':
    case 'equals':
      return positive(column, mode, value) ?? sql`false`;
    case 'notContains':
    case 'notEquals': {
      const match = positive(column, mode === 'notContains' ? 'contains' : 'equals', value);
      return match ? or(sql`not ${match}`, isNull(column))! : sql`true`;
    }
    default:
      throw new Error(`phone match mode ${mode} passed validation`);
  }
}

/** One word of the free-text search `q` in a phone column: its digits anywhere in the number; a word of letters never. */
export function phoneContains(column: PgColumn, term: string): SQL {
  return positive(column, 'contains', term) ?? sql`false`;
}
