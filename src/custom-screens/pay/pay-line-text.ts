import type { TFunction } from 'i18next';
import type { Formats } from '@/i18n/formats';
import type { PayCalculationLine } from '@/schema/pay/pay-api';

/**
 * A payslip line in words, from what the server stored (src/schema/money/pay-scheme.ts computed the figures;
 * nothing is computed here): "Haircut · 12 Nov 2031 · 1 800,00 × 40 % = 720,00". The screen, the member's
 * documents and the CSV say the same sentence.
 */
export function payLineText(line: PayCalculationLine, t: TFunction<'pay'>, formats: Formats): string {
  const money = (amount: string) => formats.money(amount);
  // A percentage is a rate, not an amount: shown in the language's digits ("12,5").
  const percent = line.percent === null ? '' : formats.number(Number(line.percent));
  switch (line.kind) {
    case 'fixed_shift':
      return t('line.fixedShift', {
        count: Number(line.label),
        base: money(line.base),
        amount: money(line.amount),
      });
    case 'fixed_month': {
      const [year, month] = line.label.split('-').map(Number) as [number, number];
      return t('line.fixedMonth', {
        month: formats.month(year, month),
        base: money(line.base),
        amount: money(line.amount),
      });
    }
    case 'service_percent':
    case 'product_percent':
      return t('line.percent', {
        label: line.label,
        date: line.date ? formats.date(line.date) : '—',
        base: money(line.base),
        percent,
        amount: money(line.amount),
      });
    case 'minimum_topup':
      return t('line.minimum', {
        minimum: money(line.label),
        base: money(line.base),
        amount: money(line.amount),
      });
  }
}
