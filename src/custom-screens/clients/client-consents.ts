import type { AuditEntry } from '@/schema/audit';

export const consentFields = ['marketingEmail', 'marketingSms', 'marketingTelegram'] as const;
export type ConsentField = (typeof consentFields)[number];

/** The last time a consent was set: by whom (null: the system, or a person since removed) and when. */
export type ConsentChange = { at: string; actorName: string | null; action: AuditEntry['action'] };

/**
 * The newest change of each consent in a record's history (newest first, as the API answers it): an update that
 * changed the field, or the creation that first set it. A consent no entry mentions is absent from the answer.
 */
export function lastConsentChanges(entries: readonly AuditEntry[]): Partial<Record<ConsentField, ConsentChange>> {
  const found: Partial<Record<ConsentField, ConsentChange>> = {};
  for (const entry of entries)
    for (const field of consentFields)
      if (!found[field] && Object.hasOwn(entry.changes, field))
        found[field] = { at: entry.at, actorName: entry.actorName, action: entry.action };
  return found;
}
