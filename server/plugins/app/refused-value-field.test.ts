import { describe, expect, it } from 'vitest';
import { columnOfParameter, refusedValueField } from './refused-value-field';

const overflow = { code: '22003', message: 'numeric field overflow', detail: 'A field with precision 12, scale 2 must round to an absolute value less than 10^10.' };
/** The shape Drizzle throws: the query and its parameters, the driver's error as the cause. */
const failed = (query: string, params: unknown[], cause: object = overflow) => ({ query, params, cause });

describe('columnOfParameter', () => {
  it.each([
    ['update "pay_calculations" set "total" = $1, "version" = $2 where "id" = $3', 1, 'total'],
    ['update "pay_calculations" set "total" = $1, "version" = $2 where "id" = $3', 2, 'version'],
    ['insert into "lines" ("organization_id", "base", "amount") values ($1, $2, $3), ($4, default, $5) returning "id"', 3, 'amount'],
    ['insert into "lines" ("organization_id", "base", "amount") values ($1, $2, $3), ($4, default, $5) returning "id"', 5, 'amount'],
    ['insert into "lines" ("organization_id", "base", "amount") values ($1, $2, $3), ($4, default, $5)', 4, 'organization_id'],
    ['insert into "lines" ("a", "b") values ($1, $12)', 12, 'b'],
    ['select $1', 1, null],
  ])('%s: $%s goes to %s', (query, n, column) => {
    expect(columnOfParameter(query, n)).toBe(column);
  });
});

describe('refusedValueField', () => {
  it('names the column of the one parameter past the numeric limit', () => {
    const error = failed('insert into "pay_schemes" ("organization_id", "fixed_amount", "minimum") values ($1, $2, $3)', [1, '99999999999.00', '5']);
    expect(refusedValueField(error, '22003')).toBe('fixedAmount');
  });

  it('names the column of a string past its length', () => {
    const error = failed('update "x" set "short_code" = $1 where "id" = $2', ['abcd', 4], { code: '22001', message: 'value too long for type character varying(3)' });
    expect(refusedValueField(error, '22001')).toBe('shortCode');
  });

  it('takes the column the database names', () => {
    expect(refusedValueField({ code: '22003', column: 'opening_float' }, '22003')).toBe('openingFloat');
  });

  it.each([
    ['a computed value (no parameter past the limit)', failed('update "x" set "total" = "total" * $1 where "id" = $2', ['1000', 1])],
    ['two columns in doubt', failed('insert into "x" ("a", "b") values ($1, $2)', ['99999999999', '99999999999'])],
    ['no query at all', overflow],
  ])('names nothing for %s', (_, error) => {
    expect(refusedValueField(error, '22003')).toBeNull();
  });
});
