import type { FieldHint } from '@/schema/resource-definition';
import { splitMinutes, type RecordValues } from './field-values';
import { moneyCurrency, type BranchCurrency } from './money-currency';

/** Turns a record's values into text for the grid, the phone cards, the show page and the CSV export. */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type FormatContext = {
  /** The `resources` namespace. */
  t: Translate;
  /** BCP 47 locale for numbers and dates (`sr`, `en`). */
  locale: string;
  /** The branch's ISO currency for money; without one amounts show as plain decimals. */
  currency?: string | undefined;
  /** Chain-level amounts (a vacancy's salary) are in their record's branch's currency (money-currency.ts). */
  branchCurrency?: BranchCurrency | undefined;
  optionLabel: (field: string, option: string) => string;
  /** A referenced record's title; undefined while it loads (the id is shown meanwhile). */
  referenceLabel: (field: string, id: number) => string | undefined;
};

export const emptyText = '—';

export function formatDuration(total: number, t: Translate): string {
  const { hours, minutes } = splitMinutes(total);
  if (hours === 0) return t('engine.duration.minutes', { minutes });
  if (minutes === 0) return t('engine.duration.hours', { hours });
  return t('engine.duration.hoursMinutes', { hours, minutes });
}

export function formatMoney(value: string | number, locale: string, currency?: string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return String(value);
  try {
    return new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}

/** `YYYY-MM-DD` in the reader's locale; the date is a calendar day, so no time zone may shift it. */
export function formatDate(value: string, locale: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatDateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

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
  const { t, locale } = context;
  switch (hint.kind) {
    case 'integer':
      return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value);
    case 'money':
      return formatMoney(value as string, locale, moneyCurrency(hint, record, context));
    case 'duration':
      return typeof value === 'number' ? formatDuration(value, t) : String(value);
    case 'date':
      return formatDate(String(value), locale);
    case 'dateTime':
      return formatDateTime(String(value), locale);
    case 'boolean':
      return value ? t('engine.yes') : t('engine.no');
    case 'enum':
      return context.optionLabel(field, String(value));
    case 'reference':
      return context.referenceLabel(field, Number(value)) ?? `#${String(value)}`;
    case 'references':
      return (value as number[]).map((id) => context.referenceLabel(field, id) ?? `#${id}`).join(', ');
    case 'phone': {
      // The dial code has no column of its own: it leads the number.
      const dialCode = record.dialCode;
      return typeof dialCode === 'string' && dialCode ? `${dialCode} ${String(value)}` : String(value);
    }
    default:
      return String(value);
  }
}
