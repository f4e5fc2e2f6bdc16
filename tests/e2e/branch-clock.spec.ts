import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { MoneyEvent } from '../../src/schema/sales/event-list';
import { apiCall } from './crud/resource-flows';
import { isMobile, ownerInCentre } from './support/flows';
import { clockIn, paidVisit } from './support/paid-visit';
import { branchTimeZone } from './support/schedule-flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * One clock (issue 16): a device set to another time zone than the branch's (New York, the demo branch in Belgrade)
 * still reads every time on the branch's clock: a payment in Sales → Payments and in its visit's drawer, and the
 * sale in Sales → Events. The device's own time of the same instant appears nowhere.
 */
test.use({ timezoneId: 'America/New_York' });

type Listed<T> = { items: T[] };

/** The rows on screen: grid rows on wide screens, cards on phones. */
const rowsOf = (page: Page, testInfo: TestInfo): Locator =>
  isMobile(testInfo) ? page.getByTestId('resource-card') : page.getByRole('row').filter({ has: page.getByRole('gridcell') });

test('a device in another time zone reads payments and events on the branch’s clock', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const branchZone = await branchTimeZone(page, workspace.branchId);
  const deviceZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(deviceZone).toBe('America/New_York');
  expect(branchZone).not.toBe(deviceZone);

  // A visit booked and paid by card; its amount finds its rows.
  const { order, sale } = await paidVisit(page, workspace.branchId, '41.37');
  const payment = sale.transactions[0]!;
  const branchTime = clockIn(payment.createdAt, branchZone);
  const deviceTime = clockIn(payment.createdAt, deviceZone);

  // Sales → Payments: the payment's row says the branch's time.
  const rows = rowsOf(page, testInfo);
  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/sales/transactions`);
  const amount = /41[.,]37/;
  const paymentRow = rows.filter({ hasText: amount }).first();
  await expect(paymentRow).toBeVisible();
  await expect(paymentRow).toContainText(branchTime);
  await expect(paymentRow).not.toContainText(deviceTime);
  await snapEveryWay(page, testInfo, 'branch-clock-payments', () => expect(paymentRow).toContainText(branchTime));

  // The visit's drawer, loaded directly: its payment at the same time.
  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/sales/transactions/order/${order.id}`);
  const paid = page.getByRole('dialog', { name: `Appointment ${order.id}` }).getByRole('list', { name: 'Payments and refunds' }).getByRole('listitem').first();
  await expect(paid).toContainText(branchTime);
  await expect(paid).not.toContainText(deviceTime);

  // Sales → Events: the sale at the branch's time of its event.
  const { items: events } = await apiCall<Listed<MoneyEvent>>(page, 'GET', `branches/${workspace.branchId}/events?perPage=50`);
  const saleEvent = events.find((event) => event.entity === 'sale' && event.entityId === sale.id)!;
  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/sales/events`);
  const eventRow = rows.filter({ hasText: `#${sale.id}` }).filter({ hasText: amount }).first();
  await expect(eventRow).toBeVisible();
  await expect(eventRow).toContainText(clockIn(saleEvent.at, branchZone));
  await expect(eventRow).not.toContainText(clockIn(saleEvent.at, deviceZone));
  await snapEveryWay(page, testInfo, 'branch-clock-events', () => expect(eventRow).toBeVisible());
});
