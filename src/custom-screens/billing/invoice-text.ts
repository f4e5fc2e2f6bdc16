import type { TFunction } from 'i18next';
import type { InvoiceLine } from '@/schema/billing/invoices';

/** An invoice line in the reader's words, from its facts (the PDF words it the same way: server/modules/billing/invoice-pdf.ts). */
export function invoiceLineText(t: TFunction<'billing'>, line: InvoiceLine, date: (day: string) => string): string {
  if (line.kind === 'credit') return line.reason ? t('invoices.line.creditFor', { reason: line.reason }) : t('invoices.line.credit');
  return t(`invoices.line.${line.kind}`, { plan: line.plan ?? '', from: line.from ? date(line.from) : '', to: line.to ? date(line.to) : '' });
}
