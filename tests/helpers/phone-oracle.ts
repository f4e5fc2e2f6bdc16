import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { MatchMode } from '../../src/schema/protocol';
import { phoneSearchDigits } from '../../src/schema/phone';

/**
 * The phone semantics of list-query.rules.ts in plain JavaScript, apart from server/crud/phone-sql.ts: what a person
 * types is read by the phone rules (phoneSearchDigits) and compared with the stored E.164 number; a national value
 * with the number's national part, read here by libphonenumber (the SQL finds it with a regex of calling codes).
 */
export function phoneMatches(mode: MatchMode, stored: string | null, wanted: string): boolean {
  const search = phoneSearchDigits(wanted);
  const matches = (positive: 'contains' | 'startsWith' | 'endsWith' | 'equals'): boolean => {
    if (stored === null || !search) return false;
    const number = stored.slice(1);
    const part = search.international ? number : (parsePhoneNumberFromString(stored)?.nationalNumber ?? '');
    if (positive === 'contains') return number.includes(search.digits);
    if (positive === 'endsWith') return number.endsWith(search.digits);
    return positive === 'startsWith' ? part.startsWith(search.digits) : part === search.digits;
  };
  switch (mode) {
    case 'contains':
    case 'startsWith':
    case 'endsWith':
    case 'equals':
      return matches(mode);
    case 'notContains':
      return !matches('contains');
    case 'notEquals':
      return !matches('equals');
    default:
      throw new Error(`${mode} is not a phone mode`);
  }
}
