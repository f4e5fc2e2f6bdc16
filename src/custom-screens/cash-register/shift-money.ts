import { decimal } from '@/schema/money/decimal';

/** The colour a difference is shown in: short in red, over in amber, exact in green, none yet plain. */
export function differenceColor(difference: string | null): string | undefined {
  if (difference === null) return undefined;
  const sign = decimal(difference).cmp(0);
  return sign < 0 ? 'error.main' : sign > 0 ? 'warning.main' : 'success.main';
}
