import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { employeesResource } from '../../src/schema/resources/employees';
import type { WorkSlot } from '../../src/schema/schedule/work-slot';
import { apiCall, apiList } from './crud/resource-flows';
import { isMobile, ownerInCentre, snap } from './support/flows';

/** Team › Scheduled shifts and the member card's calendar, as the demo owner plans a member's month. */

type Member = { id: number; firstName: string; lastName: string };

async function snapBoth(page: Page, testInfo: TestInfo, name: string) {
  await snap(page, testInfo, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Next month: the test plans it afresh each run, whatever the demo seeded around today. */
function nextMonth(): { year: number; month: number; param: string; days: number } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return { year, month, param: `${year}-${String(month).padStart(2, '0')}`, days: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

const dateOf = (param: string, day: number) => `${param}-${String(day).padStart(2, '0')}`;

test('a member\'s month filled from a 2/2 rota, two days removed, and the same month on the card', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  // One member per viewport, so the two runs against the one server plan apart.
  const members = (await apiList(page, employeesResource, workspace)) as unknown as Member[];
  const member = members[isMobile(testInfo) ? 1 : 0]!;
  const name = `${member.firstName} ${member.lastName}`.trim();
  const month = nextMonth();
  const base = `/chain/${workspace.orgId}/branch/${workspace.branchId}/team`;
  const cell = (day: number) => page.locator(`[data-employee-id="${member.id}"][data-date="${dateOf(month.param, day)}"]`);

  // This month, as the demo seeded it, with today marked.
  await page.goto(`${base}/workSlots`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled shifts' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Work slots of the month' });
  await expect(grid.locator('th[aria-current="date"]')).toHaveCount(1);
  await snap(page, testInfo, 'work-slots-this-month');

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}$/);
  // The month after the test machine's (the branch's clock may differ by a day at the month's edge).
  await page.goto(`${base}/workSlots?month=${month.param}`);
  await expect(grid.getByRole('rowheader', { name })).toBeVisible();

  // Fill the month: a 2/2 rota from the 1st, 10:00–18:00, for this one member.
  await page.getByRole('button', { name: 'Fill from template' }).click();
  const dialog = page.getByRole('dialog', { name: /^Fill / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Days on')).toHaveValue('2');
  await expect(dialog.getByLabel('Days off')).toHaveValue('2');
  // The month's first day, day first as on the Serbian demo branch.
  const [year, monthNumber] = month.param.split('-') as [string, string];
  await expect(dialog.getByRole('group', { name: 'Starting on' }).locator('input')).toHaveValue(`01/${monthNumber}/${year}`);
  await dialog.getByLabel('Shift start').fill('10:00');
  await dialog.getByLabel('Shift end').fill('18:00');
  await dialog.getByLabel('Team members').fill(member.firstName);
  await page.getByRole('option', { name }).first().click();
  await snapBoth(page, testInfo, 'work-slots-template');
  await dialog.getByRole('button', { name: 'Fill the month' }).click();
  await expect(dialog).toBeHidden();
  const fillToast = page.getByRole('status').filter({ hasText: /changes? saved/ });
  await expect(fillToast).toBeVisible();
  // Closed, so the next save's toast is the only one saying so.
  await fillToast.getByRole('button').click();
  await expect(fillToast).toHaveCount(0);

  // Days 1, 2 on, 3, 4 off, 5, 6 on …, as the API holds them too.
  const working = Array.from({ length: month.days }, (_, index) => index + 1).filter((day) => (day - 1) % 4 < 2);
  await expect(cell(1)).toHaveText('10:00–18:00');
  await expect(cell(2)).toHaveText('10:00–18:00');
  await expect(cell(3)).toHaveAttribute('aria-label', /: No work slot$/);
  await expect(cell(5)).toHaveText('10:00–18:00');
  const saved = await apiCall<{ items: WorkSlot[] }>(page, 'GET', `employees/${member.id}/slots?m=${month.month}&y=${month.year}`);
  expect(saved.items.map((slot) => Number(slot.date.slice(8))).sort((a, b) => a - b)).toEqual(working);
  expect(saved.items.every((slot) => slot.type === 'work_slot.active' && slot.slotStart === '10:00' && slot.slotEnd === '18:00')).toBe(true);
  await snapBoth(page, testInfo, 'work-slots');

  if (!isMobile(testInfo)) {
    // A mouse drag across the 3rd and 4th chooses both; the choice is let go of.
    await cell(3).hover();
    await page.mouse.down();
    await cell(4).hover();
    await page.mouse.up();
    await expect(page.getByText('2 days chosen')).toBeVisible();
    await expect(cell(3)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Clear choice' }).click();
    await expect(cell(3)).toHaveAttribute('aria-pressed', 'false');
  }

  // Delete mode: the 5th and 6th chosen (a mouse shift-click on a desktop, taps on a phone), then removed.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  if (isMobile(testInfo)) {
    await cell(5).tap();
    await cell(6).tap();
  } else {
    await cell(5).click();
    await cell(6).click({ modifiers: ['Shift'] });
  }
  await expect(cell(5)).toHaveAttribute('aria-pressed', 'true');
  await expect(cell(6)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Remove 2 days' }).click();
  await expect(page.getByText('2 changes saved')).toBeVisible();

  await page.reload();
  await expect(cell(1)).toHaveText('10:00–18:00');
  await expect(cell(5)).toHaveAttribute('aria-label', /: No work slot$/);
  await expect(cell(6)).toHaveAttribute('aria-label', /: No work slot$/);
  const after = await apiCall<{ items: WorkSlot[] }>(page, 'GET', `employees/${member.id}/slots?m=${month.month}&y=${month.year}`);
  expect(after.items).toHaveLength(working.length - 2);

  // Nothing but the grid's own box scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The member card's calendar: the same month, this member alone.
  await page.goto(`${base}/members/${member.id}/calendar?month=${month.param}`);
  const card = page.getByRole('region', { name: 'Work slots of the month' });
  await expect(card.getByRole('rowheader')).toHaveCount(1);
  await expect(card.getByRole('rowheader', { name })).toBeVisible();
  await expect(cell(2)).toHaveText('10:00–18:00');
  await expect(cell(6)).toHaveAttribute('aria-label', /: No work slot$/);
  await snapBoth(page, testInfo, 'work-slots-member-calendar');
});
