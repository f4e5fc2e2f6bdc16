/**
 * The currency and time-zone choices of every branch form (onboarding, add branch, branch settings), and the
 * defaults a new branch starts from. Currencies offered first; a branch can use any ISO code the API accepts.
 */
export const currencyOptions = [
  'EUR',
  'RSD',
  'BAM',
  'MKD',
  'HUF',
  'RON',
  'BGN',
  'CZK',
  'PLN',
  'CHF',
  'GBP',
  'USD',
  'RUB',
  'KZT',
  'UAH',
  'TRY',
  'BRL',
  'AED',
] as const;

/** The offered currencies, with the branch's own code first when it is not among them. */
export const currencyChoices = (current: string): string[] =>
  (currencyOptions as readonly string[]).includes(current) || !current ? [...currencyOptions] : [current, ...currencyOptions];

/** Time zones whose usual currency is not the euro: a sensible default that the user may change. */
const currencyByTimeZone: Readonly<Record<string, string>> = {
  'Europe/Belgrade': 'RSD',
  'Europe/Sarajevo': 'BAM',
  'Europe/Skopje': 'MKD',
  'Europe/Budapest': 'HUF',
  'Europe/Bucharest': 'RON',
  'Europe/Sofia': 'BGN',
  'Europe/Prague': 'CZK',
  'Europe/Warsaw': 'PLN',
  'Europe/Zurich': 'CHF',
  'Europe/London': 'GBP',
  'Europe/Moscow': 'RUB',
  'Asia/Almaty': 'KZT',
  'Europe/Kiev': 'UAH',
  'Europe/Kyiv': 'UAH',
  'Europe/Istanbul': 'TRY',
  'America/Sao_Paulo': 'BRL',
  'Asia/Dubai': 'AED',
};

export const defaultCurrencyFor = (timeZone: string): string =>
  currencyByTimeZone[timeZone] ?? (timeZone.startsWith('America/') ? 'USD' : 'EUR');

/** Every IANA zone the browser knows (UTC included), for the time-zone picker. */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
