import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { FilterGroup } from '../../src/schema/list-query';
import type { Order } from '../../src/schema/schedule/order';
import { apiCall, englishLabels, type Workspace } from './crud/resource-flows';
import { isMobile, ownerInCentre, snap } from './support/flows';
import { freeTime } from './support/schedule-flows';

/**
 * The order lists on the demo's lived-in schedule, as the demo owner: Sales → Appointments filtered by status,
 * paged and exported to CSV, a row opening its order drawer over the list and closing back to it; an order
 * confirmed in the drawer leaving the waiting list; a client's appointments tab with only their orders and its
 * drawers; "Book" on the client and team member cards.
 */

const labels = englishLabels();
const orders = labels.resource('orders');
type OrderPage = { items: Order[]; meta: { totalItems: number } };

const statusFilter = (status: string): FilterGroup => ({ combiner: 'and', conditions: [{ field: 'status', matchMode: 'equals', value: status }] });
const listOrders = (page: Page, workspace: Workspace, query: Record<string, string>) =>
  apiCall<OrderPage>(page, 'GET', `branches/${workspace.branchId}/orders?${new URLSearchParams(query)}`);

/** The rows on screen: grid rows on wide screens, cards on phones. */
const rowsOf = (page: Page, testInfo: TestInfo) =>
  isMobile(testInfo) ? page.getByTestId('resource-card') : page.getByRole('row').filter({ has: page.getByRole('gridcell') });

async function snapBoth(page: Page, testInfo: TestInfo, name: string) {
  await snap(page, testInfo, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Opens a row's order: a grid row's first cell on wide screens, a card's button on phones. */
const openRow = (page: Page, testInfo: TestInfo, row: Locator) =>
  (isMobile(testInfo) ? row.getByRole('button').first() : row.getByRole('gridcell').first()).click();

async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Sales → Appointments: filter by status, page, export CSV, open an order', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const all = await listOrders(page, workspace, { perPage: '25', sort: 'date:desc' });
  expect(all.meta.totalItems, 'the demo seeds a fortnight of orders').toBeGreaterThan(25);
  const rows = rowsOf(page, testInfo);

  // The sales menu's Appointments page: the newest orders first, 25 a page.
  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/sales`);
  await page.getByRole('tab', { name: 'Appointments', exact: true }).click();
  await expect(page).toHaveURL(/\/sales\/services-overview$/);
  await expect(page.getByRole('tab', { name: 'Appointments', selected: true })).toBeVisible();
  await expect(rows).toHaveCount(25);
  const newest = all.items[0]!;
  // English on the demo's Serbian branch writes 24-hour times, as the order's own `HH:mm`.
  await expect(rows.first()).toContainText(newest.startTime);
  await expect(rows.first()).toContainText(orders.option('status', newest.status));
  if (!isMobile(testInfo)) {
    for (const header of ['dateTime', 'clientId', 'services', 'employees', 'status', 'paymentStatus', 'total'])
      await expect(page.getByRole('columnheader', { name: orders.field(header) })).toBeVisible();
    await expect(page.getByText(`1–25 of ${all.meta.totalItems}`)).toBeVisible();
  } else await expect(page.getByText(labels.engine('count_other').replace('{{count}}', String(all.meta.totalItems)))).toBeVisible();
  await snapBoth(page, testInfo, 'appointments-list');

  // Page 2 shows the next 25, as the API pages them.
  const second = await listOrders(page, workspace, { perPage: '25', page: '2', sort: 'date:desc' });
  if (isMobile(testInfo)) await page.getByRole('button', { name: /page 2/i }).click();
  else await page.getByRole('button', { name: /next page/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(Math.min(25, all.meta.totalItems - 25));
  expect(second.items[0]!.id).not.toBe(newest.id);

  // Filter by status: only cancelled orders, as many as the API counts.
  const cancelledLabel = orders.option('status', 'order_status.canceled');
  const cancelled = await listOrders(page, workspace, { perPage: '100', sort: 'date:desc', filters: JSON.stringify(statusFilter('order_status.canceled')) });
  expect(cancelled.meta.totalItems, 'the demo seeds cancelled orders').toBeGreaterThan(0);
  await page.getByRole('button', { name: labels.engine('filters.title') }).click();
  await page.getByRole('button', { name: labels.engine('filters.add') }).click();
  const condition = page.getByTestId('filter-condition').last();
  await chooseOption(page, condition.getByRole('combobox', { name: labels.engine('filters.field') }), orders.field('status'));
  await chooseOption(page, condition.getByRole('combobox', { name: labels.engine('filters.matchMode') }), labels.matchMode('equals'));
  await chooseOption(page, condition.getByRole('combobox', { name: `Value of ${orders.field('status')}` }), cancelledLabel);
  await expect(page).toHaveURL(/filters=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows).toHaveCount(Math.min(25, cancelled.meta.totalItems));
  for (const row of await rows.all()) await expect(row).toContainText(cancelledLabel);
  await snapBoth(page, testInfo, 'appointments-cancelled');

  // The CSV holds every filtered order, with the list's columns.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: labels.engine('csv.export') }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const [header, ...lines] = csv.replace(/^\uFEFF/, '').trim().split(/\r\n/);
  expect(header).toBe(['dateTime', 'clientId', 'services', 'employees', 'status', 'paymentStatus', 'total'].map(orders.field).join(','));
  expect(lines).toHaveLength(cancelled.meta.totalItems);
  const first = cancelled.items[0]!;
  expect(lines[0]).toContain(`${first.date} ${first.startTime}–${first.endTime}`);
  for (const line of lines) expect(line).toContain(cancelledLabel);

  // A row opens its order drawer over the list (its route under the page, the list's query kept).
  await openRow(page, testInfo, rows.first());
  await expect(page).toHaveURL(new RegExp(`/sales/services-overview/order/${first.id}\\?.*filters=`));
  const drawer = page.getByRole('dialog', { name: `Appointment ${first.id}` });
  await expect(drawer.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(drawer.getByText(`${first.startTime}–${first.endTime}`, { exact: false })).toBeVisible();
  await expect(drawer.getByText('No payments yet')).toBeVisible();
  // The list stays under the drawer (hidden from assistive technology while the drawer is modal).
  await expect(page.getByRole('tab', { name: 'Appointments', selected: true, includeHidden: true })).toBeVisible();
  await snapBoth(page, testInfo, 'appointments-order-drawer');

  // Closed, the drawer goes back to the list as it was: the same filter, the same rows.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/sales\/services-overview\?filters=[^&]+$/);
  await expect(page.getByRole('tab', { name: 'Appointments', selected: true })).toBeVisible();
  await expect(rows).toHaveCount(Math.min(25, cancelled.meta.totalItems));
  for (const row of await rows.all()) await expect(row).toContainText(cancelledLabel);
});

test('an order confirmed in its drawer leaves the list of waiting orders at once', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const filters = JSON.stringify(statusFilter('order_status.waiting'));
  const waiting = await listOrders(page, workspace, { perPage: '25', sort: 'date:desc', filters });
  expect(waiting.meta.totalItems, 'the demo seeds waiting orders').toBeGreaterThan(0);
  const rows = rowsOf(page, testInfo);
  const totalShown = (count: number) =>
    isMobile(testInfo)
      ? page.getByText(labels.engine(count === 1 ? 'count_one' : 'count_other').replace('{{count}}', String(count)))
      : page.getByText(new RegExp(`^1–${Math.min(25, count)} of ${count}$`));

  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/sales/services-overview?${new URLSearchParams({ filters })}`);
  await expect(totalShown(waiting.meta.totalItems)).toBeVisible();
  await openRow(page, testInfo, rows.first());
  const newest = waiting.items[0]!;
  const drawer = page.getByRole('dialog', { name: `Appointment ${newest.id}` });
  await expect(drawer.getByTestId('order-status')).toHaveText('Waiting');
  await drawer.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(drawer.getByTestId('order-status')).toHaveText('Confirmed');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The list was read again on the write, not after its 5 minutes: one waiting order fewer.
  await expect(page).toHaveURL(/\/sales\/services-overview\?filters=[^&]+$/);
  await expect(totalShown(waiting.meta.totalItems - 1)).toBeVisible();
});

test("a client's appointments tab lists only their orders; the client and member cards book", async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const recent = await listOrders(page, workspace, { perPage: '100', sort: 'date:desc', filters: JSON.stringify({ combiner: 'and', conditions: [{ field: 'mode', matchMode: 'equals', value: 'order.single' }] }) });
  const clientId = recent.items.find((order) => order.clientId !== null)!.clientId!;
  const theirs = await listOrders(page, workspace, {
    perPage: '100',
    sort: 'date:desc',
    filters: JSON.stringify({ combiner: 'and', conditions: [{ field: 'clientId', matchMode: 'equals', value: clientId }] }),
  });
  const base = `/chain/${workspace.orgId}/branch/${workspace.branchId}`;
  const rows = rowsOf(page, testInfo);

  await page.goto(`${base}/clients/${clientId}/appointments`);
  await expect(rows).toHaveCount(Math.min(25, theirs.meta.totalItems));
  const newest = theirs.items[0]!;
  await expect(rows.first()).toContainText(orders.option('status', newest.status));
  if (!isMobile(testInfo)) {
    await expect(page.getByRole('columnheader', { name: orders.field('services') })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: orders.field('clientId') })).toHaveCount(0);
  }
  await snapBoth(page, testInfo, 'client-appointments');

  // A row opens the order's drawer over the card; closed, it is back on the appointments tab.
  await openRow(page, testInfo, rows.first());
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/order/${newest.id}$`));
  const opened = page.getByRole('dialog', { name: `Appointment ${newest.id}` });
  await expect(opened.getByTestId('order-status')).toHaveText(orders.option('status', newest.status));
  await expect(opened.getByText(`${newest.startTime}–${newest.endTime}`, { exact: false })).toBeVisible();
  await snapBoth(page, testInfo, 'client-order-drawer');
  await opened.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/appointments$`));
  await expect(rows).toHaveCount(Math.min(25, theirs.meta.totalItems));

  // Book opens the new-order drawer with the client filled in, from any tab; closed, the card's appointments.
  await page.goto(`${base}/clients/${clientId}/overview`);
  const book = page.getByRole('link', { name: 'Book', exact: true });
  await expect(book).toHaveAttribute('href', `${base}/clients/${clientId}/order/new?clientId=${clientId}`);
  await book.click();
  const booking = page.getByRole('dialog', { name: 'New appointment' });
  const client = await apiCall<{ firstName: string; lastName: string }>(page, 'GET', `branches/${workspace.branchId}/clients/${clientId}`);
  await expect(booking.getByText(`${client.firstName} ${client.lastName}`.trim(), { exact: false })).toBeVisible();
  await booking.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}/appointments$`));

  // The team member card books with that member.
  const employeeId = newest.services[0]!.employeeId;
  await page.goto(`${base}/team/members/${employeeId}/overview`);
  await expect(page.getByRole('link', { name: 'Book', exact: true })).toHaveAttribute('href', `${base}/schedule/order/new?employeeId=${employeeId}`);
});

test("a client's appointments follow the live channel: a booking made elsewhere shows without reloading", async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${workspace.branchId}/clients`, { firstName: 'Live', lastName: `Lister ${testInfo.project.name}` });
  const free = await freeTime(page, workspace.branchId, (startTimes) => startTimes.at(-1));
  const service = await apiCall<{ duration: number; price: string }>(page, 'GET', `branches/${workspace.branchId}/services/${free.service.id}`);
  const rows = rowsOf(page, testInfo);
  const listed = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith(`/branches/${workspace.branchId}/orders`));
  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/clients/${client.id}/appointments`);
  expect((await listed).ok()).toBe(true);
  await expect(rows).toHaveCount(0);

  // Booked through the API, as another device would: nothing on this page asks for the list again but the event.
  const order = await apiCall<Order>(page, 'POST', `branches/${workspace.branchId}/orders`, {
    clientId: client.id,
    services: [{ serviceId: free.service.id, employeeId: free.employee.id, resourceId: null, date: free.date, startTime: free.time, duration: service.duration, price: service.price }],
  });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(order.startTime);
});
