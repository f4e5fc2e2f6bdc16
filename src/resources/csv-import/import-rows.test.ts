import { describe, expect, it } from 'vitest';
import { clientsResource } from '@/schema/resources/clients';
import { batches, convertCell, matchColumns, rowToInput, toRowErrors } from './import-rows';

const labels: Record<string, string> = { firstName: 'Ime', lastName: 'Prezime', phone: 'Telefon' };
const labelOf = (field: string) => labels[field] ?? field;

describe('CSV import rows', () => {
  it('matches columns by field key or translated label, each field once, ignoring the rest', () => {
    const matches = matchColumns(clientsResource, ['Ime', 'last_name', 'E-mail', 'Telefon', 'ime', 'Notes'], labelOf);
    expect(matches.map((m) => m.field)).toEqual(['firstName', 'lastName', 'email', 'phone', null, null]);
  });

  it('never matches read-only fields', () => {
    expect(matchColumns(clientsResource, ['balance', 'visitCount'], labelOf).every((m) => m.field === null)).toBe(true);
  });

  it('converts cells by kind', () => {
    // The server reads a phone number in any form, its + included.
    expect(convertCell({ kind: 'phone' }, ' +381 (60) 123-45 ')).toBe('+381 (60) 123-45');
    expect(convertCell({ kind: 'integer' }, ' 42 ')).toBe(42);
    expect(convertCell({ kind: 'integer' }, 'many')).toBe('many');
    expect(convertCell({ kind: 'money' }, '1 250,50')).toBe('1250.50');
    expect(convertCell({ kind: 'boolean' }, 'Yes')).toBe(true);
    expect(convertCell({ kind: 'references' }, '1; 2|x')).toEqual([1, 2]);
    expect(convertCell({ kind: 'text' }, '  ')).toBeNull();
  });

  it('builds a create body, leaving empty cells to the defaults', () => {
    const matches = matchColumns(clientsResource, ['firstName', 'email'], labelOf);
    expect(rowToInput(clientsResource, matches, { firstName: 'Ana', email: '' })).toEqual({ firstName: 'Ana' });
  });

  it('splits rows into batches and reports errors by file line', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(toRowErrors(200, [{ row: 3, issues: [{ path: ['email'], message: 'Enter a valid e-mail address' }] }])).toEqual([
      { line: 205, field: 'email', message: 'Enter a valid e-mail address' },
    ]);
  });
});
