import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/schema/audit';
import { lastConsentChanges } from './client-consents';

const entry = (id: number, at: string, changes: AuditEntry['changes'], actorName: string | null = 'Olga Owner', action: AuditEntry['action'] = 'update'): AuditEntry => ({
  id,
  action,
  at,
  actorUserId: actorName ? 1 : null,
  actorName,
  changes,
});

describe('the last change of each consent', () => {
  it('takes the newest entry that changed each consent, passing over other fields', () => {
    const history = [
      entry(4, '2031-03-04T10:00:00Z', { phone: { from: null, to: '+38164' } }),
      entry(3, '2031-03-03T10:00:00Z', { marketingSms: { from: false, to: true } }, 'Ana Admin'),
      entry(2, '2031-03-02T10:00:00Z', { marketingSms: { from: true, to: false }, marketingEmail: { from: false, to: true } }),
      entry(1, '2031-03-01T10:00:00Z', { firstName: { from: null, to: 'Mia' }, marketingSms: { from: null, to: true } }, null, 'create'),
    ];
    expect(lastConsentChanges(history)).toEqual({
      marketingSms: { at: '2031-03-03T10:00:00Z', actorName: 'Ana Admin', action: 'update' },
      marketingEmail: { at: '2031-03-02T10:00:00Z', actorName: 'Olga Owner', action: 'update' },
    });
  });

  it('answers nothing for a client whose consents were never set', () => {
    expect(lastConsentChanges([entry(1, '2031-03-01T10:00:00Z', { firstName: { from: null, to: 'Mia' } }, 'Olga Owner', 'create')])).toEqual({});
  });
});
