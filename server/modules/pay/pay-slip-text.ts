import type { Language } from '../../../src/schema/enums';
import type { PayCalculation, PayCalculationLine, PayEmployeeShare } from '../../../src/schema/pay/pay-api';
import { countryOfTimeZone } from '../../../src/schema/time-zone-country';
import type { ServerMessages } from '../../i18n/messages/en';

/** What a pay slip is made of, read from one calculation for one member (pay-slip.service.ts). */
export type PaySlipData = {
  chainName: string;
  branchName: string;
  currency: string;
  timeZone: string;
  calculation: Pick<PayCalculation, 'periodFrom' | 'periodTo' | 'status' | 'paidAt'>;
  share: Pick<PayEmployeeShare, 'name' | 'subtotal' | 'lines'>;
  /** When the slip is made: its "made on" day, on the branch's clock. */
  madeAt: Date;
};

/** The slip in words, ready to lay out: headings, the facts beside their labels, each line, the subtotal. */
export type PaySlipText = {
  title: string;
  facts: { label: string; value: string }[];
  linesHeading: string;
  lines: { kind: string; text: string }[];
  subtotal: { label: string; value: string };
  footer: string;
};

/**
 * The Intl locale the slip is written in, as the web app's formats choose it (src/i18n/formats.ts, which the server
 * may not import): Serbian in Latin script; English day-first except for a branch in a month-first country.
 */
export function slipLocale(language: Language, timeZone: string): string {
  if (language === 'SR') return 'sr-Latn';
  if (language !== 'EN') return language.toLowerCase();
  const country = countryOfTimeZone(timeZone);
  return country === 'US' || country === 'CA' || country === 'PH' ? 'en-US' : 'en-GB';
}

const dayInstant = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Dates, months and amounts as the web app writes them ("12 Nov 2031", "1.800,00 RSD"). */
export function slipFormats(locale: string, timeZone: string) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(locale);
  return {
    date: (value: string) => date.format(dayInstant(value)),
    instant: (value: Date) => instant.format(value),
    month: (year: number, value: number) => month.format(Date.UTC(year, value - 1, 1)),
    number: (value: number) => number.format(value),
    money: (amount: string, currency: string) => {
      const value = Number(amount);
      if (!Number.isFinite(value)) return amount;
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
      } catch {
        return `${value.toFixed(2)} ${currency}`;
      }
    },
  };
}

type SlipFormats = ReturnType<typeof slipFormats>;

/** One line as src/custom-screens/pay/pay-line-text.ts words it on screen, from what the server stored. */
export function slipLineText(line: PayCalculationLine, words: ServerMessages['paySlip'], formats: SlipFormats, currency: string): string {
  const money = (amount: string) => formats.money(amount, currency);
  switch (line.kind) {
    case 'fixed_shift':
      return words.fixedShift({ count: Number(line.label), base: money(line.base), amount: money(line.amount) });
    case 'fixed_month': {
      const [year, month] = line.label.split('-').map(Number) as [number, number];
      return words.fixedMonth({ month: formats.month(year, month), base: money(line.base), amount: money(line.amount) });
    }
    case 'service_percent':
    case 'product_percent':
      return words.percent({
        label: line.label,
        date: line.date ? formats.date(line.date) : '—',
        base: money(line.base),
        percent: line.percent === null ? '' : formats.number(Number(line.percent)),
        amount: money(line.amount),
      });
    case 'minimum_topup':
      return words.minimum({ minimum: money(line.label), base: money(line.base), amount: money(line.amount) });
  }
}

/** The whole slip in the reader's language; the paid day is shown once the calculation is paid. */
export function paySlipText(data: PaySlipData, messages: ServerMessages, language: Language): PaySlipText {
  const words = messages.paySlip;
  const formats = slipFormats(slipLocale(language, data.timeZone), data.timeZone);
  const { calculation, share, currency } = data;
  const paidAt = calculation.paidAt === null ? null : new Date(calculation.paidAt);
  return {
    title: words.title,
    facts: [
      { label: words.chain, value: data.chainName },
      { label: words.branch, value: data.branchName },
      { label: words.member, value: share.name },
      { label: words.period, value: words.periodRange({ from: formats.date(calculation.periodFrom), to: formats.date(calculation.periodTo) }) },
      { label: words.status, value: words.statusName[calculation.status] },
      ...(paidAt ? [{ label: words.paidOn, value: formats.instant(paidAt) }] : []),
    ],
    linesHeading: words.lines,
    lines: share.lines.map((line) => ({
      kind: line.schemeName ? `${words.kind[line.kind]} · ${line.schemeName}` : words.kind[line.kind],
      text: slipLineText(line, words, formats, currency),
    })),
    subtotal: { label: words.subtotal, value: formats.money(share.subtotal, currency) },
    footer: words.madeOn({ date: formats.instant(data.madeAt) }),
  };
}
