import { verbatim } from '../i18n/sentence';
import type { AnyResourceDefinition, FieldHint } from '../../src/schema/resource-definition';
import { branchPhoneCountry, defaultPhoneCountry, dialCodeOf, invalidPhoneMessage, toE164, type PhoneCountry } from '../../src/schema/phone';
import { phoneTimeZone, type Row, type ScopeKeys } from './crud.repository';
import type { DbExecutor } from '../db/client';
import type { FieldIssue } from './crud-rules';

/**
 * The one place the CRUD engine turns phone numbers as people write them into what it stores (src/schema/phone.ts):
 * E.164, read with the branch's country, and the dial code that follows the number. Create, edit and CSV import
 * call it; the create schema has only checked that a value looks like a phone number.
 */

/** Where a number without its country code is from: the branch's country, asked once and only when needed. */
export type PhoneCountrySource = () => Promise<PhoneCountry>;

export function phoneCountrySource(db: DbExecutor, scope: ScopeKeys): PhoneCountrySource {
  let country: Promise<PhoneCountry> | undefined;
  return () => (country ??= phoneTimeZone(db, scope).then((timeZone) => branchPhoneCountry(timeZone ? { timeZone } : null)));
}

const fieldsOfKind = (definition: AnyResourceDefinition, kind: FieldHint['kind']): string[] =>
  Object.entries(definition.hints as Record<string, FieldHint>)
    .filter(([, hint]) => hint.kind === kind)
    .map(([field]) => field);

const hasCountryCode = (text: string) => /^\s*(\+|00)/.test(text);

/**
 * `values` with each phone field in E.164 and the dial code field (one per definition, following its first phone
 * field) set from the number; the dial code sent with a number written without its country code says which
 * country that is. `stored` is the record an edit changes (its number gives the dial code when only that is sent).
 * An invalid number is an issue naming its field.
 */
export async function normalisePhones(
  definition: AnyResourceDefinition,
  values: Row,
  country: PhoneCountrySource,
  stored: Row | null = null,
): Promise<{ values: Row; issues: FieldIssue[] }> {
  const phones = fieldsOfKind(definition, 'phone');
  const [dialCodeField] = fieldsOfKind(definition, 'dialCode');
  const normalised = { ...values };
  const issues: FieldIssue[] = [];
  for (const [index, field] of phones.entries()) {
    const text = values[field];
    if (typeof text !== 'string') continue;
    const sentDialCode = index === 0 && dialCodeField ? (values[dialCodeField] as string | null | undefined) : undefined;
    const from = hasCountryCode(text) || sentDialCode ? defaultPhoneCountry : await country();
    const e164 = toE164(text, from, sentDialCode);
    if (e164) normalised[field] = e164;
    else issues.push({ path: [field], message: verbatim(invalidPhoneMessage) });
  }
  const [numberField] = phones;
  if (dialCodeField && numberField && (numberField in values || dialCodeField in values)) {
    const number = numberField in values ? normalised[numberField] : stored?.[numberField];
    normalised[dialCodeField] = dialCodeOf(typeof number === 'string' ? number : null);
  }
  return { values: normalised, issues };
}
