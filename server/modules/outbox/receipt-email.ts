import type { Language } from '../../../src/schema/enums';
import { decimal } from '../../../src/schema/money/decimal';
import type { Sale, TransactionMethod } from '../../../src/schema/sales/checkout';

/**
 * The receipt e-mail in the five languages of spec §9: plain text, one line per item, then the total, each
 * payment and any debt, amounts as stored with the currency's code (a mail client has no locale of ours); where the
 * branch fiscalises, each issued fiscal receipt's number and the Tax Administration's link that verifies it
 * (docs/fiscal-receipts.md).
 */
type ReceiptStrings = {
  subject: (p: { branch: string; date: string }) => string;
  greeting: string;
  lead: (p: { branch: string; date: string }) => string;
  discount: string;
  total: string;
  paidBy: Record<TransactionMethod, string>;
  refund: string;
  debt: string;
  fiscal: (p: { number: string }) => string;
  thanks: string;
};

/** An issued fiscal receipt as the e-mail names it. */
export type EmailedFiscalReceipt = { invoiceNumber: string; verificationUrl: string | null };

const strings: Record<Language, ReceiptStrings> = {
  EN: {
    subject: ({ branch, date }) => `Your receipt from ${branch}, ${date}`,
    greeting: 'Hello,',
    lead: ({ branch, date }) => `Here is your receipt from ${branch} for ${date}.`,
    discount: 'Discounts',
    total: 'Total',
    paidBy: { cash: 'Paid in cash', card: 'Paid by card', balance: 'Paid from your balance' },
    refund: 'Given back',
    debt: 'Still to pay',
    fiscal: ({ number }) => `Fiscal receipt ${number}, verified at:`,
    thanks: 'Thank you for your visit.',
  },
  SR: {
    subject: ({ branch, date }) => `Vaš račun iz ${branch}, ${date}`,
    greeting: 'Zdravo,',
    lead: ({ branch, date }) => `U prilogu je vaš račun iz ${branch} za ${date}.`,
    discount: 'Popusti',
    total: 'Ukupno',
    paidBy: { cash: 'Plaćeno gotovinom', card: 'Plaćeno karticom', balance: 'Plaćeno sa vašeg stanja' },
    refund: 'Vraćeno',
    debt: 'Preostalo za plaćanje',
    fiscal: ({ number }) => `Fiskalni račun ${number}, provera na:`,
    thanks: 'Hvala na poseti.',
  },
  RU: {
    subject: ({ branch, date }) => `Ваш чек из ${branch}, ${date}`,
    greeting: 'Здравствуйте!',
    lead: ({ branch, date }) => `Ваш чек из ${branch} за ${date}.`,
    discount: 'Скидки',
    total: 'Итого',
    paidBy: { cash: 'Оплачено наличными', card: 'Оплачено картой', balance: 'Оплачено с вашего баланса' },
    refund: 'Возвращено',
    debt: 'Осталось оплатить',
    fiscal: ({ number }) => `Фискальный чек ${number}, проверка:`,
    thanks: 'Спасибо за визит.',
  },
  TR: {
    subject: ({ branch, date }) => `${branch} fişiniz, ${date}`,
    greeting: 'Merhaba,',
    lead: ({ branch, date }) => `${branch} için ${date} tarihli fişiniz aşağıdadır.`,
    discount: 'İndirimler',
    total: 'Toplam',
    paidBy: { cash: 'Nakit ödendi', card: 'Kartla ödendi', balance: 'Bakiyenizden ödendi' },
    refund: 'İade edildi',
    debt: 'Kalan borç',
    fiscal: ({ number }) => `Mali fiş ${number}, doğrulama adresi:`,
    thanks: 'Ziyaretiniz için teşekkür ederiz.',
  },
  PT: {
    subject: ({ branch, date }) => `O seu recibo de ${branch}, ${date}`,
    greeting: 'Olá,',
    lead: ({ branch, date }) => `Aqui está o seu recibo de ${branch} de ${date}.`,
    discount: 'Descontos',
    total: 'Total',
    paidBy: { cash: 'Pago em dinheiro', card: 'Pago com cartão', balance: 'Pago com o seu saldo' },
    refund: 'Devolvido',
    debt: 'Por pagar',
    fiscal: ({ number }) => `Recibo fiscal ${number}, verificável em:`,
    thanks: 'Obrigado pela sua visita.',
  },
};

/** The subject and body of a sale's receipt e-mail. */
export function receiptEmail(sale: Sale, branch: string, language: Language, fiscal: readonly EmailedFiscalReceipt[] = []): { subject: string; body: string } {
  const t = strings[language];
  const money = (amount: string) => `${amount} ${sale.currency}`;
  const row = (label: string, amount: string) => `${label}: ${money(amount)}`;
  const lines = [
    ...sale.items.map((item) => row(item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name, item.total)),
    '',
    ...(decimal(sale.discount).gt(0) ? [row(t.discount, `-${sale.discount}`)] : []),
    row(t.total, sale.total),
    ...sale.transactions.map((transaction) => row(transaction.kind === 'refund' ? t.refund : t.paidBy[transaction.method], transaction.amount)),
    ...(decimal(sale.debt).gt(0) ? [row(t.debt, sale.debt)] : []),
    ...fiscal.flatMap((receipt) => ['', t.fiscal({ number: receipt.invoiceNumber }), ...(receipt.verificationUrl ? [receipt.verificationUrl] : [])]),
  ];
  const date = sale.date;
  return { subject: t.subject({ branch, date }), body: [t.greeting, '', t.lead({ branch, date }), '', ...lines, '', t.thanks].join('\n') };
}
