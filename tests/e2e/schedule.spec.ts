import { expect, test, type Page } from '@playwright/test';
import type { Schedule } from '../../src/schema/schedule/schedule-read';
import { apiCall, type Workspace } from './crud/resource-flows';
import { isMobile, ownerInCentre, snap, snapBothThemes } from './support/flows';
import { scrollToBlock } from './support/schedule-flows';

/** The branch's schedule as the demo owner sees it: the seeded day by person, another day, one person's week. */

type Branch = { id: number; timeZone: string };

async function ownerInCentreWithZone(page: Page): Promise<Workspace & { timeZone: string }> {
  const workspace = await ownerInCentre(page);
  const { items } = await apiCall<{ items: { id: number; branches: Branch[] }[] }>(
    page,
    'GET',
    'organizations',
  );
  const branch = items
    .flatMap((chain) => chain.branches)
    .find((candidate) => candidate.id === workspace.branchId)!;
  return { ...workspace, timeZone: branch.timeZone };
}

/** Today on the branch's wall clock, as the screen opens it. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test("the schedule: the seeded day by person, the next day and back, one person's week", async ({
  page,
}, testInfo) => {
  const workspace = await ownerInCentreWithZone(page);
  const today = todayIn(workspace.timeZone);
  const base = `/chain/${workspace.orgId}/branch/${workspace.branchId}/schedule`;
  const day = await apiCall<Schedule>(page, 'GET', `branches/${workspace.branchId}/schedule?d=${today}`);
  const working = day.employees.filter((employee) =>
    day.workSlots.some((slot) => slot.employeeId === employee.id && slot.date === today),
  );
  expect(working.length, 'the demo seeds work slots for today').toBeGreaterThan(0);
  // The day shows who works today and anyone holding an appointment today outside a slot (another spec may
  // have booked one after hours), in the team's order.
  const shown = day.employees.filter(
    (employee) => working.includes(employee) || day.blocks.some((block) => block.employeeId === employee.id && block.date === today),
  );
  const nameOf = (employee: { firstName: string; lastName: string }) =>
    `${employee.firstName} ${employee.lastName}`;

  // A phone shows one person: the first shown today, or, when another spec left them without an appointment
  // today (a shift added, visits cancelled), the first who has one, picked as a person would.
  const hasBlock = (employee: { id: number }) => day.blocks.some((block) => block.employeeId === employee.id && block.date === today);
  const inView = isMobile(testInfo) ? (shown.find(hasBlock) ?? shown[0]!) : shown[0]!;
  const picked = inView === shown[0] ? '' : `&emp=${inView.id}`;

  await page.goto(base);
  const grid = page.getByRole('region', { name: 'Schedule' });
  await expect(grid).toBeVisible();
  const headers = grid.getByTestId('column-header');
  // The first person shown today heads the first column (a phone shows only them).
  await expect(headers.first()).toContainText(nameOf(shown[0]!));
  if (picked) {
    await page.getByRole('combobox', { name: 'Team member' }).click();
    await page.getByRole('option', { name: nameOf(inView) }).click();
    await expect(headers.first()).toContainText(nameOf(inView));
  }
  if (!isMobile(testInfo)) {
    // Columns are virtualized: those rendered are today's people, in the team's order.
    const names = await headers.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    expect(names.length).toBeGreaterThanOrEqual(Math.min(shown.length, 3));
    names.forEach((text, i) => expect(text).toContain(nameOf(shown[i]!)));
  }

  // The blocks in view are the API's lines of today, each found by what it says.
  const blocks = grid.locator('[data-order-id]');
  if (isMobile(testInfo)) {
    // The grid draws only the hours in view: another spec may have left the person only a late visit, or moved
    // the one that was earliest when the day was read, so scroll until any of their visits is drawn.
    if (hasBlock(inView)) await scrollToBlock(grid, blocks.first());
  }
  await expect(blocks.first()).toBeVisible();
  const shownIds = await blocks.evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-order-id'))),
  );
  const todaysIds = new Set(day.blocks.map((block) => block.orderId));
  expect(shownIds.every((id) => todaysIds.has(id))).toBe(true);
  const firstId = shownIds[0]!;
  const firstBlock = day.blocks.find((block) => block.orderId === firstId)!;
  if (firstBlock.client)
    await expect(blocks.first()).toHaveAttribute(
      'aria-label',
      new RegExp(`^${firstBlock.client.firstName} ${firstBlock.client.lastName}`),
    );
  // The day's figures: over the grid on a wide screen, under "More" on a phone.
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByText(/\d+ appointments? · .+ free/)).toBeVisible();
  if (isMobile(testInfo)) await page.keyboard.press('Escape');
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
  await snapBothThemes(page, testInfo, 'schedule-day');

  // A block opens its order's drawer route; closing it comes back to the same day.
  await blocks.first().click();
  await expect(page).toHaveURL(new RegExp(`/schedule/order/${firstId}\\?d=${today}`));
  const orderDrawer = page.getByRole('dialog', { name: `Appointment ${firstId}` });
  await expect(orderDrawer).toBeVisible();
  await orderDrawer.getByRole('button', { name: 'Close' }).click();
  // Gone from the page, backdrop and all, before the grid is tapped again.
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/schedule\\?d=${today}${picked}$`));

  // Empty time: the columns' last pixels never hold a block.
  await grid.scrollIntoViewIfNeeded();
  // Scrolled to the evening: the drawer's route comes and goes without moving the grid.
  const scrolled = await grid.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    return element.scrollTop;
  });
  const box = (await grid.locator('[data-column]').first().boundingBox())!;
  const gridBox = (await grid.boundingBox())!;
  const columns = await headers.count();
  await page.mouse.click(box.x + box.width - 1, gridBox.y + 64 + 12);
  await expect(page).toHaveURL(
    new RegExp(`/schedule/order/new\\?employeeId=${inView.id}&date=${today}&time=\\d\\d:\\d\\d`),
  );
  const newDrawer = page.getByRole('dialog', { name: 'New appointment' });
  // On a wide screen the grid beside it still shows the same people (one on a Sunday, when only one of the demo's
  // team works); a phone's drawer covers the grid, which leaves the accessibility tree meanwhile.
  if (!isMobile(testInfo)) await expect(headers).toHaveCount(columns);
  await expect(newDrawer.getByText(new RegExp(`New appointment at .+ with ${nameOf(inView)}`))).toBeVisible();
  await snap(page, testInfo, 'schedule-new-order');
  await newDrawer.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
  expect(await grid.evaluate((element) => element.scrollTop)).toBe(scrolled);

  if (!isMobile(testInfo)) {
    // The zoom is the person's choice, kept on this device: a step in makes the shared width a quarter wider.
    const before = (await headers.first().boundingBox())!.width;
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = Math.floor(before * 1.25);
    await expect.poll(async () => (await headers.first().boundingBox())!.width).toBe(zoomed);
    await page.reload();
    await expect.poll(async () => (await headers.first().boundingBox())!.width).toBe(zoomed);
    await page.getByRole('button', { name: '125%, fit to the width' }).click();
    await expect.poll(async () => (await headers.first().boundingBox())!.width).toBe(before);
  }

  // The next day and back.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`d=${nextDate(today)}`));
  await expect(grid.or(page.getByText('No one works this day'))).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`d=${today}`));
  await expect(headers.first()).toContainText(nameOf(inView));

  const other = shown.find((employee) => employee !== inView);
  if (isMobile(testInfo) && other) {
    // One person at a time on a phone: another one shown, from the picker beside the date.
    await page.getByRole('combobox', { name: 'Team member' }).click();
    await page.getByRole('option', { name: nameOf(other) }).click();
    await expect(headers.first()).toContainText(nameOf(other));
    await expect(headers).toHaveCount(1);
  }

  // One person's week: seven days, their own orders (the view is under "More" on a phone).
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(headers.first()).toBeVisible();
  if (!isMobile(testInfo)) await expect(headers).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
  await snapBothThemes(page, testInfo, 'schedule-week');

  // Nothing wider than the screen: the grid scrolls inside itself.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
