import { describe, expect, it } from 'vitest';
import { diffChanges } from './audit.service';

describe('audit changes', () => {
  it('records every field of a creation as from null', () => {
    expect(diffChanges(null, { name: 'Centre', address: null })).toEqual({ name: { from: null, to: 'Centre' } });
  });

  it('keeps only the fields that changed, comparing dates and nested values by content', () => {
    const at = new Date('2025-03-14T10:00:00Z');
    const before = { name: 'A', hours: { start: '09:00', end: '21:00' }, at, version: 1, updatedAt: new Date(0) };
    const after = { name: 'B', hours: { end: '21:00', start: '09:00' }, at: new Date(at), version: 2, updatedAt: new Date() };
    expect(diffChanges(before, after)).toEqual({ name: { from: 'A', to: 'B' } });
  });

  it('records a deletion as to null and never a secret value', () => {
    expect(diffChanges({ name: 'X', passwordHash: 'abc' }, null)).toEqual({
      name: { from: 'X', to: null },
      passwordHash: { from: '[redacted]', to: null },
    });
    expect(diffChanges({ totpSecret: 'a' }, { totpSecret: 'b' })).toEqual({ totpSecret: { from: '[redacted]', to: '[redacted]' } });
  });

  it('treats a missing field as null', () => {
    expect(diffChanges({ phone: null }, {})).toEqual({});
  });
});
