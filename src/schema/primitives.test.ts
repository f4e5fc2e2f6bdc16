import { describe, expect, it } from 'vitest';
import { businessDateRange, businessDateSchema, isCalendarDateText, lifeDateRange, lifeDateSchema } from './primitives';

const messagesOf = (schema: typeof businessDateSchema, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('date ranges', () => {
  it('are decided once: business dates 2000–2099, a person\'s own from 1900', () => {
    expect(businessDateRange).toEqual({ min: '2000-01-01', max: '2099-12-31' });
    expect(lifeDateRange).toEqual({ min: '1900-01-01', max: '2099-12-31' });
  });

  it.each([
    ['2000-01-01', []],
    ['2099-12-31', []],
    ['2028-02-29', []],
    ['1999-12-31', ['Must be between 2000-01-01 and 2099-12-31']],
    ['1899-12-31', ['Must be between 2000-01-01 and 2099-12-31']],
    ['2100-01-01', ['Must be between 2000-01-01 and 2099-12-31']],
    ['9999-01-01', ['Must be between 2000-01-01 and 2099-12-31']],
    ['2026-02-29', ['Not a calendar date']],
    ['2026-13-01', ['Not a calendar date']],
    ['0000-00-00', ['Not a calendar date']],
    ['26-01-01', ['Use YYYY-MM-DD']],
    ['2026-01-01T00:00', ['Use YYYY-MM-DD']],
  ])('a business date %s: %j', (value, messages) => {
    expect(messagesOf(businessDateSchema, value)).toEqual(messages);
  });

  it.each([
    ['1900-01-01', []],
    ['1950-06-15', []],
    ['2099-12-31', []],
    ['1899-12-31', ['Must be between 1900-01-01 and 2099-12-31']],
    ['9999-01-01', ['Must be between 1900-01-01 and 2099-12-31']],
  ])('a birthday %s: %j', (value, messages) => {
    expect(messagesOf(lifeDateSchema, value)).toEqual(messages);
  });

  it('keeps the schemas composable (nullable, optional)', () => {
    expect(lifeDateSchema.nullable().parse(null)).toBeNull();
    expect(businessDateSchema.optional().parse(undefined)).toBeUndefined();
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-1-01', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDateText(value)).toBe(expected);
  });
});
