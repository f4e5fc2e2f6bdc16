import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ownerInCentre, snap } from './support/flows';
import { bookFromEmptyCell, freeTime, scrollToBlock } from './support/schedule-flows';

/** The order drawers over the schedule: book from an empty cell, confirm, cancel; the outside-hours question. */

async function snapBoth(page: Page, testInfo: TestInfo, name: string) {
  await snap(page, testInfo, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('book from an empty cell, confirm it, cancel it; a time outside the hours asks first', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  // Someone working tomorrow with a free time for a service they perform.
  const free = await freeTime(page, branchId);
  const { date, employee, service } = free;

  const base = `/chain/${orgId}/branch/${branchId}/schedule`;
  await page.goto(`${base}?d=${date}&emp=${employee.id}`);
  const grid = page.getByRole('region', { name: 'Schedule' });
  await expect(grid.locator('[data-column]').first()).toBeVisible();

  // An empty cell opens order/new with that person and time; the drawer is shown filled before booking.
  const order = await bookFromEmptyCell(page, branchId, free, {
    beforeBook: () => snapBoth(page, testInfo, 'order-drawer-new'),
  });
  const block = grid.locator(`[data-order-id="${order.id}"]`);
  await scrollToBlock(grid, block);

  // Opened: its status actions, its payment, its history.
  await block.click();
  const opened = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await expect(opened.getByTestId('order-status')).toHaveText('Waiting');
  await expect(opened.getByText('No payments yet')).toBeVisible();
  await expect(opened.getByText(/booked it/)).toBeVisible();
  await opened.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(opened.getByTestId('order-status')).toHaveText('Confirmed');
  await snapBoth(page, testInfo, 'order-drawer-existing');

  // The edit step is a history entry: Back returns to the details.
  await opened.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/step=edit/);
  await expect(opened.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await page.goBack();
  await expect(opened.getByTestId('order-status')).toHaveText('Confirmed');

  await opened.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('dialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(opened.getByTestId('order-status')).toHaveText('Cancelled');
  await opened.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
  // Asked once the drawer is closed: while it is open (modal) the grid is hidden from role lookups.
  await expect(page.locator(`[data-order-id="${order.id}"]`)).toHaveCount(0);

  // Before opening time: the server's reasons, and the choice to book anyway or change the time.
  await page.goto(`${base}/order/new?employeeId=${employee.id}&date=${date}&time=06:00&d=${date}&emp=${employee.id}`);
  const early = page.getByRole('dialog', { name: 'New appointment' });
  await early.getByRole('combobox', { name: 'Service' }).fill(service.name);
  await page.getByRole('option', { name: service.name, exact: true }).click();
  await expect(early.getByLabel('Price')).not.toHaveValue('');
  await early.getByRole('button', { name: 'Book' }).click();
  const question = page.getByRole('dialog', { name: 'Outside working hours' });
  await expect(question).toBeVisible();
  await expect(question.getByText(/^Outside the branch's working hours/)).toBeVisible();
  await snapBoth(page, testInfo, 'order-drawer-outside-hours');
  await question.getByRole('button', { name: 'Change the time' }).click();
  await expect(question).toHaveCount(0);
  // The tab is a step too, and closing forgets it: the drawer opens on its first tab again.
  await early.getByRole('tab', { name: 'Break' }).click();
  await expect(page).toHaveURL(/tab=break/);
  await early.getByRole('button', { name: 'Close' }).click();
  await page.goto(`${base}/order/new?employeeId=${employee.id}&date=${date}&time=10:00`);
  await expect(page.getByRole('dialog', { name: 'New appointment' }).getByRole('tab', { name: 'Appointment', selected: true })).toBeVisible();
});
