import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Order } from '../../src/schema/schedule/order';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snap } from './support/flows';
import { freeTime, openNewAtEmptyCell, scrollToBlock } from './support/schedule-flows';

/** A group class from the order drawer: booked with two places, filled, refused a third, one place given back. */

type Client = { id: number; firstName: string; lastName: string };

/** Picks the client in the class drawer's "Add a client" search and waits for the server to seat them. */
async function addClient(page: Page, opened: Locator, orderId: number, client: Client) {
  const joined = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/orders/${orderId}/clients`));
  await opened.getByRole('combobox', { name: 'Add a client' }).fill(client.lastName || client.firstName);
  await page.getByRole('option', { name: new RegExp(`${client.firstName} ${client.lastName}`) }).first().click();
  expect((await joined).status()).toBe(201);
}

test('a group class filled to capacity: a third client is refused, one leaving frees a place', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const free = await freeTime(page, branchId);
  const { date, employee, service } = free;
  const clients = (await apiCall<{ items: Client[] }>(page, 'GET', `branches/${branchId}/clients?perPage=3`)).items;
  expect(clients, 'the demo branch has three clients').toHaveLength(3);
  const [first, second, third] = clients as [Client, Client, Client];

  await page.goto(`/chain/${orgId}/branch/${branchId}/schedule?d=${date}&emp=${employee.id}`);
  const grid = page.getByRole('region', { name: 'Schedule' });

  // The drawer's Group class tab: the service, the free time, two places.
  const drawer = await openNewAtEmptyCell(page, free);
  await drawer.getByRole('tab', { name: 'Group class' }).click();
  await expect(page).toHaveURL(/tab=group/);
  // The address changes before the tab's form is drawn (the router renders in a transition): until its own
  // fields show, "Service" is still the Order tab's, and a service picked there is lost with that form.
  await expect(drawer.getByRole('button', { name: 'Book the class' })).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Service' }).fill(service.name);
  await page.getByRole('option', { name: service.name, exact: true }).click();
  await expect(drawer.getByLabel('Price per client')).not.toHaveValue('');
  await drawer.getByLabel('Start').fill(free.time);
  await drawer.getByLabel('Places').fill('2');
  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/branches/${branchId}/group-orders`));
  await drawer.getByRole('button', { name: 'Book the class' }).click();
  expect((await booked).status()).toBe(201);
  const { created } = (await (await booked).json()) as { created: { id: number }[] };
  const orderId = created[0]!.id;
  await expect(page.locator('[role=dialog]')).toHaveCount(0);

  // Its block on the schedule names the places taken (found outside the role tree: the open drawer is modal, so
  // the grid behind it is hidden from roles while it stays drawn).
  const block = page.locator(`[data-order-id="${orderId}"]`);
  await scrollToBlock(grid, block);
  await expect(block).toContainText('Group class 0/2');
  await block.click();
  const opened = page.getByRole('dialog', { name: `Appointment ${orderId}` });
  const places = opened.getByRole('region', { name: 'Clients of the class' });
  await expect(places.getByText('0 of 2 places taken')).toBeVisible();
  await expect(places.getByText('No one has joined yet.')).toBeVisible();

  // Two clients join through the drawer's list; the class then says it is full and the add control is gone.
  await addClient(page, places, orderId, first);
  await expect(places.getByText('1 of 2 places taken')).toBeVisible();
  await addClient(page, places, orderId, second);
  await expect(places.getByText('Full: 2 of 2')).toBeVisible();
  for (const client of [first, second]) await expect(places.getByText(new RegExp(`^${client.firstName} ${client.lastName}`))).toBeVisible();
  await expect(places.getByRole('combobox', { name: 'Add a client' })).toHaveCount(0);
  await expect(block).toContainText('Full: 2 of 2');
  await snap(page, testInfo, 'group-class-full');

  // The server refuses a third with its sentence and holds exactly the two.
  await expect(apiCall(page, 'POST', `orders/${orderId}/clients`, { clientId: third.id })).rejects.toThrow(
    /409.*The class is full: all 2 places are taken\./,
  );
  const held = await apiCall<Order>(page, 'GET', `orders/${orderId}`);
  expect(held.clientIds.toSorted()).toEqual([first.id, second.id].toSorted());

  // One leaves: a place is free again, on the drawer and on the block.
  const left = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/orders/${orderId}/clients/${second.id}`));
  await places.getByRole('button', { name: new RegExp(`^Remove ${second.firstName} ${second.lastName}`) }).click();
  expect((await left).ok()).toBe(true);
  await expect(places.getByText('1 of 2 places taken')).toBeVisible();
  await expect(places.getByRole('combobox', { name: 'Add a client' })).toBeVisible();
  await expect(block).toContainText('Group class 1/2');
  expect((await apiCall<Order>(page, 'GET', `orders/${orderId}`)).clientIds).toEqual([first.id]);
});

test('a group class repeated weekly is booked on each of its dates, and the dates skipped are named', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  // The last free time of the day, so this class does not take the one the other test books.
  const free = await freeTime(page, branchId, (startTimes) => startTimes.at(-1));
  const { date, employee, service } = free;
  await page.goto(`/chain/${orgId}/branch/${branchId}/schedule?d=${date}&emp=${employee.id}`);

  const drawer = await openNewAtEmptyCell(page, free);
  await drawer.getByRole('tab', { name: 'Group class' }).click();
  await expect(drawer.getByRole('button', { name: 'Book the class' })).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Service' }).fill(service.name);
  await page.getByRole('option', { name: service.name, exact: true }).click();
  await drawer.getByLabel('Start').fill(free.time);

  // Weekly on the class's own weekday (ticked for it) for four more weeks: five dates.
  await drawer.getByLabel('Repeat weekly').check();
  const weekdays = drawer.getByRole('group', { name: 'Repeats on' });
  await expect(weekdays.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await snap(page, testInfo, 'group-class-repeat');
  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/branches/${branchId}/group-orders`));
  await drawer.getByRole('button', { name: 'Book the class' }).click();
  const answer = await booked;
  expect(answer.status()).toBe(201);
  const { created, refused } = (await answer.json()) as { created: { id: number; date: string }[]; refused: { date: string }[] };
  expect(created.length + refused.length).toBe(5);
  expect(created[0]?.date, 'the first date was free').toBe(date);
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
  if (refused.length > 0) await expect(page.getByText('Not booked on these dates:', { exact: false })).toBeVisible();
  for (const { id, date: on } of created) {
    const order = await apiCall<Order>(page, 'GET', `orders/${id}`);
    expect([order.mode, order.date]).toEqual(['order.group', on]);
  }
});

test('a group class outside the shift asks first, says why, and is booked anyway once confirmed', async ({ page }) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const free = await freeTime(page, branchId);
  await page.goto(`/chain/${orgId}/branch/${branchId}/schedule?d=${free.date}&emp=${free.employee.id}`);
  const drawer = await openNewAtEmptyCell(page, free);
  await drawer.getByRole('tab', { name: 'Group class' }).click();
  await expect(drawer.getByRole('button', { name: 'Book the class' })).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Service' }).fill(free.service.name);
  await page.getByRole('option', { name: free.service.name, exact: true }).click();
  // 23:00 is after every shift and after the branch closes.
  await drawer.getByLabel('Start').fill('23:00');

  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/branches/${branchId}/group-orders`));
  await drawer.getByRole('button', { name: 'Book the class' }).click();
  expect((await refused).status()).toBe(409);
  const question = page.getByRole('dialog', { name: 'Outside working hours' });
  await expect(question.getByText(/outside the branch's working hours|outside the employee's shift|does not work that day|closed/)).toBeVisible();
  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/branches/${branchId}/group-orders`));
  await question.getByRole('button', { name: 'Book anyway' }).click();
  expect((await booked).status()).toBe(201);
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
});
