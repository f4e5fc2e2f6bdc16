import type { TFunction } from 'i18next';
import { fiveMinuteStepsMessage } from '@/schema/catalog';
import { manychatSubscriberIdMessage } from '@/schema/messages/provider-settings';
import { invalidPhoneMessage } from '@/schema/primitives';

/**
 * The shared zod schemas (src/schema) carry English messages, and the server answers with the same ones
 * (plus a few of its own).
 * This maps each to a translation key of the `shell` namespace, so forms show them in the user's language;
 * a message not listed here is shown as it came.
 */
const messageKeys: Readonly<Record<string, string>> = {
  Required: 'validation.required',
  'At most 100 characters': 'validation.max100',
  'At most 200 characters': 'validation.max200',
  'At least 8 characters': 'validation.min8',
  'Use a three-letter ISO currency code': 'validation.currency',
  'Unknown IANA time zone': 'validation.timeZone',
  [invalidPhoneMessage]: 'validation.phone',
  'Use a dial code such as +381': 'validation.dialCode',
  'Six digits': 'validation.sixDigits',
  [manychatSubscriberIdMessage]: 'validation.manychatSubscriberId',
  'Enter a valid e-mail address': 'validation.email',
  'The day must end after it starts': 'validation.dayEnd',
  'Use HH:mm': 'validation.time',
  'Choose at least one weekday': 'validation.weekdays',
  'Must not be before the first date': 'validation.notBeforeFirst',
  'At most a year ahead': 'validation.yearAhead',
  [fiveMinuteStepsMessage]: 'validation.fiveMinuteSteps',
  // The sign-in service's own field errors (server/modules/id).
  'The current password is not right.': 'account.security.wrongPassword',
  'The password is not right.': 'account.security.wrongPassword',
};

export function translateSchemaMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = messageKeys[message];
  return key ? t(key, { ns: 'shell' }) : message;
}
