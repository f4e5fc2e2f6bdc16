import type { Language } from '../../../src/schema/enums';
import type { InvoiceLine, InvoiceParty } from '../../../src/schema/billing/invoices';
import { messagesByLanguage } from '../../i18n/messages/messages-by-language';
import { renderPaySlipPdf } from '../pay/pay-slip-pdf';
import { slipLocale } from '../pay/pay-slip-text';
import type { InvoiceRow } from './invoices';

/**
 * An invoice as PDF, in the reader's language (docs/billing.md): the seller's and the chain's legal details as
 * issued, the dates, each line worded from its facts, the total. Laid out by the pay slip's A4 renderer: the same
 * document shape (facts beside labels, lines, a total, a footer).
 */
const party = (p: InvoiceParty) => [p.name, p.address, p.country, p.taxId, p.email].filter(Boolean).join('\n');

export function invoiceLineText(line: InvoiceLine, language: Language): string {
  const m = messagesByLanguage[language].invoice;
  const facts = { plan: line.plan ?? '', from: line.from ?? '', to: line.to ?? '' };
  if (line.kind === 'credit') return m.credit({ reason: line.reason });
  return m[line.kind](facts);
}

export function renderInvoicePdf(invoice: InvoiceRow, language: Language): Promise<Buffer> {
  const m = messagesByLanguage[language].invoice;
  const locale = slipLocale(language, 'UTC');
  const day = (at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  const money = (amount: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: invoice.currency }).format(Number(amount));
  return renderPaySlipPdf(
    {
      title: m.title({ number: invoice.number }),
      facts: [
        { label: m.seller, value: party(invoice.seller) },
        { label: m.buyer, value: party(invoice.buyer) },
        { label: m.issued, value: day(invoice.issuedAt) },
        { label: m.due, value: day(invoice.dueAt) },
        { label: m.status, value: m.statusName[invoice.status] },
      ],
      linesHeading: m.lines,
      lines: invoice.lines.map((line) => ({ text: invoiceLineText(line, language), kind: money(line.amount) })),
      subtotal: { label: m.total, value: money(invoice.total) },
      footer: invoice.paidAt ? m.paidOn({ date: day(invoice.paidAt) }) : invoice.status === 'open' ? m.payBy({ date: day(invoice.dueAt) }) : '',
    },
    { language: language.toLowerCase(), author: invoice.seller.name },
  );
}
