import type { Page } from '@playwright/test';
import type { CashRegisterState } from '../../../src/schema/cash-register/cash-register';
import { apiCall } from '../crud/resource-flows';

/** A shift left open (by an earlier run, or the day's first cash) is closed at its expected cash, so each run starts alike. */
export async function closeOpenShift(page: Page, branchId: number): Promise<void> {
  const { openShift } = await apiCall<CashRegisterState>(page, 'GET', `branches/${branchId}/cash-register`);
  if (openShift) await apiCall(page, 'POST', `cash-shifts/${openShift.id}/close`, { countedCash: openShift.expectedCash, version: openShift.version });
}

/**
 * An amount as the demo's English pages write it in the Centre's currency ("RSD 2,700.00"), as a pattern: the
 * space after the code may be a non-breaking one, and a minus leads a negative amount.
 */
export const shownRsd = (amount: string): RegExp => {
  const [whole = '0', cents = '00'] = amount.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return new RegExp(`${amount.startsWith('-') ? '-' : ''}RSD\\s?${grouped}\\.${cents}`);
};
