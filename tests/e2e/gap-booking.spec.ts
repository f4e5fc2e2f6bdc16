import { expect, test, type Page } from '@playwright/test';
import type { Order } from '../../src/schema/schedule/order';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snapBothThemes } from './support/flows';
import { staffFreeTimes } from './support/free-times';
import { branchTimeZone, dateAhead, nearTop, pixels } from './support/schedule-flows';

/**
 * The gap you click is the gap you book (issue 16): two orders leave 12:50-13:10 free, a tap just under the first
 * opens the drawer at 12:50, where the 20-minute service is offered and books; a new drawer then no longer offers
 * 12:50. On the way, the service list: grouped by category, the employee's services first, searched without
 * accents, narrowed by the switch.
 */

type Listed<T> = { items: T[] };
const service = 'Eyebrow shaping';

/** Someone who does the 20-minute service and is free from 12:30 to 13:50 on a day of the next two weeks. */
async function freeMiddayOf(page: Page, branchId: number) {
  const timeZone = await branchTimeZone(page, branchId);
  const services = (await apiCall<Listed<{ id: number; name: string; duration: number; price: string }>>(page, 'GET', `branches/${branchId}/services?perPage=100`)).items;
  const eyebrows = services.find((candidate) => candidate.name === service)!;
  expect(eyebrows.duration).toBe(20);
  const performers = (await apiCall<Listed<{ employeeId: number; firstName: string }>>(page, 'GET', `branches/${branchId}/services/${eyebrows.id}/employees`)).items;
  for (let days = 1; days <= 14; days++) {
    const date = dateAhead(timeZone, days);
    for (const performer of performers) {
      const free = await staffFreeTimes(page, branchId, `serviceIds=${eyebrows.id}&employeeId=${performer.employeeId}&from=${date}&to=${date}`);
      const starts = free.flatMap((item) => item.startTimes);
      if (['12:30', '12:50', '13:10', '13:30'].every((time) => starts.includes(time))) return { date, performer, eyebrows };
    }
  }
  throw new Error(`Nobody doing ${service} is free at midday in the next two weeks`);
}

test('a tap in a 12:50-13:10 gap books a 20-minute service there; the time is no longer offered; the service list', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  // The Centre offers free times every 5 minutes (its branch settings, working-hours section).
  await page.goto(`/chain/${orgId}/branch/${branchId}/settings`);
  await expect(page.getByRole('combobox', { name: 'Free times offered' })).toHaveText('Every 5 min');
  await snapBothThemes(page, testInfo, 'gap-booking-slot-step');
  const { date, performer, eyebrows } = await freeMiddayOf(page, branchId);
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Gap', lastName: `Booker ${testInfo.project.name}` });
  const line = (startTime: string) => ({ serviceId: eyebrows.id, employeeId: performer.employeeId, resourceId: null, date, startTime, duration: 20, price: eyebrows.price });
  // The gap, made as another desk would: 12:30-12:50 and 13:10-13:30.
  const before = await apiCall<Order>(page, 'POST', `branches/${branchId}/orders`, { clientId: client.id, services: [line('12:30')] });
  const after = await apiCall<Order>(page, 'POST', `branches/${branchId}/orders`, { clientId: client.id, services: [line('13:10')] });

  await page.goto(`/chain/${orgId}/branch/${branchId}/schedule?d=${date}&emp=${performer.employeeId}`);
  const grid = page.getByRole('region', { name: 'Schedule' });
  const first = grid.locator(`[data-order-id="${before.id}"]`);
  await nearTop(grid, first);
  // Two minutes under the first order's end: the 12:50 mark (a new order's hour does not fit the gap, so the mark stays).
  const box = (await first.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height + pixels(2));
  await expect(page).toHaveURL(new RegExp(`/schedule/order/new\\?employeeId=${performer.employeeId}&date=${date}&time=12:50`));
  const drawer = page.getByRole('dialog', { name: 'New appointment' });
  await expect(drawer.getByText(new RegExp(`New appointment at 12:50 with ${performer.firstName}`))).toBeVisible();
  await expect(drawer.getByLabel('Start')).toHaveValue('12:50');

  await drawer.getByRole('combobox', { name: 'Client' }).fill(`Booker ${testInfo.project.name}`);
  await page.getByRole('option', { name: new RegExp(`Gap Booker ${testInfo.project.name}`) }).first().click();

  // The service list: the employee's services first under their name, by category, then the others.
  const picker = drawer.getByRole('combobox', { name: 'Service' });
  await picker.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText(`${performer.firstName}'s services`)).toBeVisible();
  await expect(listbox.getByText('Other services')).toBeAttached();
  await expect(listbox.getByRole('option', { name: new RegExp(`^${service}`) })).toBeVisible();
  await snapBothThemes(page, testInfo, 'gap-booking-service-list');
  // Searched as typed, accents and case aside.
  await picker.fill('ÉYEBRÔW');
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await picker.fill('');
  await page.keyboard.press('Escape');
  // Only what this employee does.
  await drawer.getByLabel(`Only ${performer.firstName}'s services`).check();
  await picker.click();
  await expect(listbox.getByText(`${performer.firstName}'s services`)).toBeVisible();
  await expect(listbox.getByText('Other services')).toHaveCount(0);
  await listbox.getByRole('option', { name: new RegExp(`^${service}`) }).click();
  await expect(drawer.getByLabel('Minutes')).toHaveValue('20');

  // The gap is offered at 12:50 (a 5-minute step at the Centre), and books there.
  const gapChip = drawer.getByTestId('time-suggestion').filter({ hasText: /^12:50$/ });
  await expect(gapChip).toBeVisible();
  await gapChip.click();
  await expect(drawer.getByLabel('Start')).toHaveValue('12:50');
  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/branches/${branchId}/orders`));
  await drawer.getByRole('button', { name: 'Book' }).click();
  expect((await booked).status()).toBe(201);
  const order = (await (await booked).json()) as Order;
  expect(`${order.services[0]!.startTime} ${order.services[0]!.duration}`).toBe('12:50 20');
  await expect(page.locator('[role=dialog]')).toHaveCount(0);

  // A new drawer for the same person and day, without a reload (a tap under the second order): 12:50 is gone.
  await expect(grid.locator(`[data-order-id="${order.id}"]`)).toBeVisible();
  const second = (await grid.locator(`[data-order-id="${after.id}"]`).boundingBox())!;
  await page.mouse.click(second.x + second.width / 2, second.y + second.height + 3);
  const again = page.getByRole('dialog', { name: 'New appointment' });
  await expect(again.getByText(new RegExp(`with ${performer.firstName}`))).toBeVisible();
  await again.getByRole('combobox', { name: 'Service' }).fill(service);
  await page.getByRole('option', { name: new RegExp(`^${service}`) }).click();
  await expect(again.getByTestId('time-suggestion').first()).toBeVisible();
  await expect(again.getByTestId('time-suggestion').filter({ hasText: /^12:50$/ })).toHaveCount(0);
  await expect(again.getByTestId('time-suggestion').filter({ hasText: /^13:30$/ })).toHaveCount(1);
});
