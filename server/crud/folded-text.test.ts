import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { foldedContains, foldedMatch } from './folded-text';

const people = pgTable('people', { name: text('name') });
const render = (sql: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(sql);

/** The folded value as a LIKE literal, as PostgreSQL builds it: folded first, then `\`, `%` and `_` escaped. */
const literal = "replace(replace(replace(search_fold($1::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_')";

describe('folded text SQL', () => {
  it('compares search_fold of the column with the folded, escaped value in each place', () => {
    expect(render(foldedMatch(people.name, 'contains', 'Ilić')).sql).toBe(`(search_fold("people"."name") like ('%' || ${literal} || '%'))`);
    expect(render(foldedMatch(people.name, 'startsWith', 'Ilić')).sql).toBe(`(search_fold("people"."name") like (${literal} || '%'))`);
    expect(render(foldedMatch(people.name, 'endsWith', 'Ilić')).sql).toBe(`(search_fold("people"."name") like ('%' || ${literal}))`);
    expect(render(foldedMatch(people.name, 'equals', 'Ilić')).sql).toBe(`(search_fold("people"."name") like (${literal}))`);
  });

  it('sends the value as typed, as a parameter: folding and escaping happen in PostgreSQL', () => {
    for (const value of ['Đorđe', '100%', "O'Brien", 'a_b\\c']) {
      const query = render(foldedContains(people.name, value));
      expect(query.params).toEqual([value]);
      expect(query.sql).not.toContain(value);
    }
  });
});
