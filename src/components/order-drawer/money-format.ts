/** An amount (decimal string) in the branch's currency, in the person's language. */
export const formatMoney = (amount: string, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
