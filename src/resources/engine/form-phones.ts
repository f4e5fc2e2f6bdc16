import type { FieldErrors, Resolver } from 'react-hook-form';
import { invalidPhoneMessage, toE164, type PhoneCountry } from '@/schema/phone';
import type { AnyResourceDefinition, FieldHint } from '@/schema/resource-definition';
import type { RecordValues } from './field-values';

/**
 * Phone numbers in the form, by the rule the server applies (src/schema/phone.ts, server/crud/crud-phones.ts): each
 * filled phone field is read with the branch's country and sent in E.164; one that is no phone number is refused
 * here with the same sentence, before anything is sent. The create schema itself only checks the characters.
 */
export function withPhones(definition: AnyResourceDefinition, country: PhoneCountry, base: Resolver<RecordValues>): Resolver<RecordValues> {
  const phones = Object.entries(definition.hints as Record<string, FieldHint>)
    .filter(([, hint]) => hint.kind === 'phone')
    .map(([field]) => field);
  if (phones.length === 0) return base;
  return async (values, context, options) => {
    const normalised = { ...values };
    const errors: FieldErrors<RecordValues> = {};
    for (const field of phones) {
      const text = values[field];
      if (typeof text !== 'string' || text.trim() === '') continue;
      const e164 = toE164(text, country);
      if (e164) normalised[field] = e164;
      else errors[field] = { type: 'phone', message: invalidPhoneMessage };
    }
    const result = await base(normalised, context, options);
    return Object.keys(errors).length === 0 ? result : { values: {}, errors: { ...result.errors, ...errors } };
  };
}
