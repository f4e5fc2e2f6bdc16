import { expect, test } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { branchUrl, isMobile, ownerInCentre, snap } from './support/flows';
import { branchTimeZone, dateAhead } from './support/schedule-flows';
import { snapEveryWay } from './support/snap-every-way';

/** The client card, CSV import, a member's services and the catalog's order, as staff use them. */

test('a client card: the essentials, editing the details, and the change in its history', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const lastName = `Cardholder ${testInfo.project.name}`;
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${workspace.branchId}/clients`, {
    firstName: 'Vera',
    lastName,
    phone: '641234567',
    dialCode: '+381',
  });

  await page.goto(branchUrl(workspace, `clients/${client.id}`));
  await expect(page.getByRole('heading', { name: `Vera ${lastName}` })).toBeVisible();
  await expect(page.getByText('Missed visits')).toBeVisible();
  if (isMobile(testInfo)) {
    // Phones open the card's main page: its sections as a list to tap.
    await snap(page, testInfo, 'client-card-main');
    await page.getByRole('list', { name: 'Client sections' }).getByRole('link', { name: 'Details' }).click();
  } else {
    // Wide screens go straight to the overview (spec §2).
    await expect(page).toHaveURL(/\/overview$/);
    await snap(page, testInfo, 'client-card-overview');
    await page.getByRole('tab', { name: 'Details' }).click();
  }
  await expect(page).toHaveURL(/\/details$/);
  const lastNameInput = page.getByLabel('Last name');
  await expect(lastNameInput).toHaveValue(lastName);
  await lastNameInput.fill(`${lastName} Jr`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Vera ${lastName} Jr` })).toBeVisible();
  await snap(page, testInfo, 'client-card-details');

  await page.goto(branchUrl(workspace, `clients/${client.id}/history`));
  const history = page.getByRole('list', { name: 'Changes' });
  await expect(history.getByText('Changed by Olivia Marković')).toBeVisible();
  await expect(history.getByText(`${lastName} → ${lastName} Jr`)).toBeVisible();
  await expect(history.getByText('Created by Olivia Marković')).toBeVisible();
  await snap(page, testInfo, 'client-card-history');
});

test('clients are imported from a CSV file, with the rows that could not be read listed by line', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const family = `Imported${testInfo.project.name}`;
  const csv = [
    'First name,Last name,Phone,E-mail,Favourite colour',
    `Iva,${family},+381 64 111 2222,iva@example.com,blue`,
    `Marko,${family},,not-an-e-mail,green`,
    `Lena,${family},064 111 2223,,red`,
  ].join('\n');

  await page.goto(branchUrl(workspace, 'clients'));
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: /Import clients from CSV/i });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('3 rows in clients.csv')).toBeVisible();
  await expect(dialog.getByText('Favourite colour (ignored)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByText('Done: 2 of 3 rows imported.')).toBeVisible();
  const errors = dialog.getByRole('table', { name: 'Rows not imported' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('E-mail');
  await snap(page, testInfo, 'clients-import-report');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox').or(page.getByPlaceholder(/search/i)).first().fill(family);
  // The grid shows first names in a column; phone cards title each client with the whole name.
  await expect(page.getByText(/^Iva\b/).first()).toBeVisible();
  await expect(page.getByText(/^Lena\b/).first()).toBeVisible();
  await expect(page.getByText(/^Marko\b/)).toHaveCount(0);
});

test("a team member's services are ticked with their own price and length, kept, and booked at them", async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const member = await apiCall<{ id: number }>(page, 'POST', `branches/${workspace.branchId}/employees`, {
    firstName: 'Nina',
    lastName: `Services ${testInfo.project.name}`,
  });

  await page.goto(branchUrl(workspace, `team/members/${member.id}/services`));
  await page.getByRole('checkbox', { name: 'Performs Manicure' }).check();
  await page.getByLabel('Own price for Manicure').fill('2100');
  // Manicure takes 45 minutes; Nina's own length is judged before it is sent.
  await page.getByLabel('Own length for Manicure').fill('42');
  await expect(page.getByText('1 service ticked')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use 5-minute steps')).toBeVisible();
  await page.getByLabel('Own length for Manicure').fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Services saved')).toBeVisible();
  await expect(page.getByText('Use 5-minute steps')).toHaveCount(0);
  await snapEveryWay(page, testInfo, 'member-services', async () => {
    await expect(page.getByRole('spinbutton', { name: /Manicure$/ })).toHaveValue('30');
  });

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Performs Manicure' })).toBeChecked();
  await expect(page.getByLabel('Own price for Manicure')).toHaveValue('2100.00');
  await expect(page.getByLabel('Own length for Manicure')).toHaveValue('30');
  const performed = await apiCall<{ items: { serviceId: number; price: string | null; duration: number | null }[] }>(
    page,
    'GET',
    `branches/${workspace.branchId}/employees/${member.id}/services`,
  );
  expect(performed.items.map(({ price, duration }) => ({ price, duration }))).toEqual([{ price: '2100.00', duration: 30 }]);

  // A new appointment with Nina lists Manicure at her length and price, and the line takes both.
  const today = dateAhead(await branchTimeZone(page, workspace.branchId), 0);
  await page.goto(branchUrl(workspace, `schedule/order/new?employeeId=${member.id}&date=${today}&time=10:00`));
  const drawer = page.getByRole('dialog', { name: 'New appointment' });
  await expect(drawer.getByText('New appointment at 10:00 with Nina')).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Service', exact: true }).click();
  const manicure = page.getByRole('listbox').getByRole('option', { name: 'Manicure', exact: true });
  await expect(manicure).toContainText('30 min · RSD 2,100.00');
  await snap(page, testInfo, 'member-services-in-drawer');
  await manicure.click();
  await expect(drawer.getByLabel('Minutes')).toHaveValue('30');
  await expect(drawer.getByLabel('Price')).toHaveValue('2100.00');
});

test('catalog categories are put in order from the keyboard, and the order is kept', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  await page.goto(branchUrl(workspace, 'catalog/sort'));
  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('listitem').first()).toBeVisible();
  const namesBefore = await categories.getByRole('listitem').allInnerTexts();
  const [first, second] = namesBefore;

  // dnd-kit's keyboard sensor: Space lifts, an arrow moves, Space drops. Each key waits for the step before it
  // to show, as a person would: a key pressed before the lift has registered is lost.
  const rows = categories.getByRole('listitem');
  const firstTop = (await rows.first().boundingBox())!.y;
  const handle = page.getByRole('button', { name: `Move ${second}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The sensor listens for arrows only once the lift has settled: on a loaded machine the first arrow can land before
  // it (CI lost one at 1440 px). Another press moves the row further up, still to the first place, so it is retried.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    expect((await rows.nth(1).boundingBox())!.y).toBeLessThan(firstTop + 2);
  }).toPass({ intervals: [500, 1000, 2000] });
  // The drop is shown at once and saved behind it: the reload waits for the save's answer (in a clean-clone run at
  // 375 px it came 90 ms after the drop, before the save had reached the server, and found the old order).
  const saved = page.waitForResponse((response) => response.url().endsWith('/service-categories/order') && response.request().method() === 'PUT');
  await page.keyboard.press('Space');
  await expect(categories.getByRole('listitem').first()).toHaveText(second!);
  expect((await saved).ok()).toBe(true);
  await snap(page, testInfo, 'catalog-sort');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('listitem').nth(0)).toHaveText(second!);
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('listitem').nth(1)).toHaveText(first!);
});
