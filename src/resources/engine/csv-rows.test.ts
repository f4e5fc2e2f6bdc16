import { describe, expect, it } from 'vitest';
import { findResource } from '@/schema/resources';
import { formatsFor } from '@/i18n/formats';
import { csvColumns, csvRows } from './csv-rows';
import { toCsv } from './csv-text';
import { formatFieldValue, type FormatContext } from './field-format';
import { hintOf } from './field-values';

const services = findResource('services')!;
const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
const context: FormatContext = {
  t,
  formats: formatsFor('EN', 'DE'),
  currency: 'EUR',
  optionLabel: (field, option) => `${field}:${option}`,
  referenceLabel: (_field, id) => (id === 2 ? 'Hair' : undefined),
};
const record = {
  id: 5,
  version: 1,
  name: '=Cut',
  categoryId: 2,
  duration: 90,
  price: '12.50',
  description: null,
  bookableOnline: true,
  sortOrder: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

describe('CSV export', () => {
  it('has a translated header and plain cells', () => {
    const rows = csvRows(services, [record], (field) => `H:${field}`, context);
    expect(rows[0]).toEqual(csvColumns(services).map((f) => `H:${f}`));
    expect(rows[1]).toEqual(['5', '=Cut', 'Hair', '90', '12.50', '', 'engine.yes', '0', record.createdAt, record.updatedAt]);
  });
});

describe('display values', () => {
  const show = (field: string, values: Record<string, unknown>) =>
    formatFieldValue(field, hintOf(services, field)!, { ...record, ...values }, context);

  it('formats by kind', () => {
    expect(show('duration', {})).toBe('1 h 30 min');
    expect(show('duration', { duration: 60 })).toBe('1 h');
    expect(show('price', {})).toBe('€12.50');
    expect(show('bookableOnline', { bookableOnline: false })).toBe('engine.no');
    expect(show('categoryId', {})).toBe('Hair');
    expect(show('categoryId', { categoryId: 9 })).toBe('#9');
    expect(show('description', {})).toBe('—');
  });

  it("shows a phone in the branch country's format and keeps calendar days in place", () => {
    const clients = findResource('clients')!;
    const client = { id: 1, phone: '+381601234567', dialCode: '+381', birthDate: '2000-01-31' };
    const phone = (values: Record<string, unknown>, phoneCountry?: 'RS' | 'PT') =>
      formatFieldValue('phone', hintOf(clients, 'phone')!, { ...client, ...values }, { ...context, phoneCountry });
    expect(phone({})).toBe('060 1234567');
    expect(phone({}, 'PT')).toBe('+381 60 1234567');
    expect(phone({ phone: '+351912345678' }, 'PT')).toBe('912 345 678');
    // A number the migration could not read shows as it is stored.
    expect(phone({ phone: '12' })).toBe('12');
    expect(formatFieldValue('birthDate', hintOf(clients, 'birthDate')!, client, context)).toBe('31 Jan 2000');
  });
});

describe('CSV export of phones', () => {
  const clients = findResource('clients')!;
  const client = { id: 1, version: 1, firstName: '=HYPERLINK("x")', lastName: '+1+1', phone: '+381641234567', dialCode: '+381', createdAt: '', updatedAt: '' };

  it('writes a phone as people read it anywhere, without the formula guard, and still guards real formulas', () => {
    const rows = csvRows(clients, [client, { ...client, phone: '+44 1' }], (field) => field, context);
    const column = (name: string) => rows[0]!.indexOf(name);
    expect(rows[1]![column('phone')]).toBe('+381 64 1234567');
    const lines = toCsv(rows).slice(1).split('\r\n');
    expect(lines[1]).toContain(',+381 64 1234567,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`"'+1+1"`);
    // A phone cell that is no phone number keeps the guard.
    expect(lines[2]).toContain(`"'+44 1"`);
  });
});
