import { expect, type Locator, type Page } from '@playwright/test';
import type { Order } from '../../../src/schema/schedule/order';
import { apiCall } from '../crud/resource-flows';

/*
 * The server's missed-visits job closes, once a minute, every visit that ended while still waiting or approved
 * (server/modules/orders/missed-orders.job.ts). A spec that books a past visit and marks it missed races that
 * job: whichever comes first marks it, with the same fee and history. These helpers accept either, so the spec
 * asserts what follows the miss and never fails on the minute it happened to run.
 */

/** Marks a past visit missed through the API, as the front desk would, unless the job already has. */
export async function markMissedByApi(page: Page, order: Order): Promise<void> {
  try {
    await apiCall(page, 'PATCH', `orders/${order.id}`, { version: order.version, status: 'order_status.pass' });
  } catch (refused) {
    const now = await apiCall<Order>(page, 'GET', `orders/${order.id}`);
    if (now.status !== 'order_status.pass') throw refused;
  }
}

/** Clicks the drawer's "Mark missed", unless the job has marked the visit first (the drawer then offers Reopen). */
export async function markMissedInDrawer(drawer: Locator): Promise<void> {
  const markMissed = drawer.getByRole('button', { name: 'Mark missed' });
  await expect(markMissed.or(drawer.getByRole('button', { name: 'Reopen' }))).toBeVisible();
  if (await markMissed.isVisible()) await markMissed.click();
}
