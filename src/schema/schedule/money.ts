/**
 * Money arithmetic in integer minor units (cents). Amounts travel as decimal strings ("1250.50", see
 * `moneySchema`); adding them as binary floats drifts (0.1 + 0.2), so they are parsed to integers once.
 * `moneySchema` allows 10 integer digits: 10^12 cents, far inside Number's exact integers (2^53), even summed
 * over thousands of payments, so no BigInt or money library is needed.
 */
export type MinorUnits = number;

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * "1250.5" → 125050. More than two decimal places round half away from zero ("0.125" → 13), the
 * rounding of prices to 2 decimals the spec asks for group orders; done on digits, never on floats.
 */
export function toMinorUnits(amount: string): MinorUnits {
  const match = decimalPattern.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const magnitude = cents + (roundsUp ? 1 : 0);
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** 125050 → "1250.50"; always two places, the form `moneySchema` accepts. */
export function fromMinorUnits(units: MinorUnits): string {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not a whole number of minor units: ${units}`);
  const magnitude = Math.abs(units);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${units < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${fraction}`;
}

/** A decimal string rounded to two places ("19.999" → "20.00"). */
export const roundMoney = (amount: string): string => fromMinorUnits(toMinorUnits(amount));

export const sumMinorUnits = (amounts: readonly string[]): MinorUnits => amounts.reduce((total, amount) => total + toMinorUnits(amount), 0);
