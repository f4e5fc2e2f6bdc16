import { expect, type Page } from '@playwright/test';
import { apiCall } from '../crud/resource-flows';

type LoggedMessage = { id: number; event: string; recipient: string; body: string };

/**
 * The code the log transport "sent" to `recipient` (the demo has no SMS or mail provider), read as staff read the
 * message log: a booking's, or another page's code by its event (`customer.classCode`).
 */
export async function sentCode(staff: Page, branchId: number, recipient: string, event = 'customer.bookingCode'): Promise<string> {
  let code = '';
  await expect(async () => {
    const log = await apiCall<{ items: LoggedMessage[] }>(staff, 'GET', `branches/${branchId}/messages?perPage=20`);
    const message = log.items.find((item) => item.event === event && item.recipient === recipient);
    code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return code;
}
