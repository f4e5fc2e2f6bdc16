import { defaultPhoneCountry, formatPhone, type PhoneCountry } from '@/schema/phone';
import type { FieldHint } from '@/schema/resource-definition';
import type { Formats } from '@/i18n/formats';
import type { RecordValues } from './field-values';
import { moneyCurrency, type BranchCurrency } from './money-currency';

/** Turns a record's values into text for the grid, the phone cards, the show page and the CSV export. */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type FormatContext = {
  /** The `resources` namespace. */
  t: Translate;
  /** Times, dates, durations and amounts as the reader's language writes them (`src/i18n/formats.ts`). */
  formats: Formats;
  /** The branch's ISO currency for money; without one amounts show as plain decimals. */
  currency?: string | undefined;
  /** Chain-level amounts (a vacancy's salary) are in their record's branch's currency (money-currency.ts). */
  branchCurrency?: BranchCurrency | undefined;
  optionLabel: (field: string, option: string) => string;
  /** A referenced record's title; undefined while it loads (the id is shown meanwhile). */
  referenceLabel: (field: string, id: number) => string | undefined;
  /** The branch's country: its own numbers in national format, others international (src/schema/phone.ts). */
  phoneCountry?: PhoneCountry | undefined;
};

export const emptyText = '—';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One field of a record as text; an empty value is `emptyText`. */
export function formatFieldValue(
  field: string,
  hint: FieldHint,
  record: RecordValues,
  context: FormatContext,
): string {
  const value = record[field];
  if (isEmpty(value)) return emptyText;
  const { t, formats } = context;
  switch (hint.kind) {
    case 'integer':
      return typeof value === 'number' ? formats.number(value) : String(value);
    case 'money':
      return formats.money(value as string, moneyCurrency(hint, record, context));
    case 'duration':
      return typeof value === 'number' ? formats.duration(value) : String(value);
    case 'date':
      return formats.date(String(value));
    case 'dateTime':
      return formats.dateTime(String(value));
    case 'boolean':
      return value ? t('engine.yes') : t('engine.no');
    case 'enum':
      return context.optionLabel(field, String(value));
    case 'reference':
      return context.referenceLabel(field, Number(value)) ?? `#${String(value)}`;
    case 'references':
      return (value as number[]).map((id) => context.referenceLabel(field, id) ?? `#${id}`).join(', ');
    case 'phone':
      return formatPhone(String(value), context.phoneCountry ?? defaultPhoneCountry);
    default:
      return String(value);
  }
}
