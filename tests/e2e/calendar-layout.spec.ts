import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { employeesResource } from '../../src/schema/resources/employees';
import type { Schedule } from '../../src/schema/schedule/schedule-read';
import type { WorkSlot } from '../../src/schema/schedule/work-slot';
import { resourceApiPath } from '../../src/resources/engine/resource-paths';
import { apiCall } from './crud/resource-flows';
import { isMobile, ownerInCentre, snapBothThemes } from './support/flows';
import { staffFreeTimes } from './support/free-times';
import { branchTimeZone } from './support/schedule-flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * The calendar uses the screen (issue 16): a day of 3 people fills the width, a day of 15 scrolls sideways with
 * readable columns, the grid fills the window's height, a phone's toolbar is one row with the rest under "More",
 * and "New appointment" opens the drawer. Both days are planned through the API far past the demo's seeded
 * weeks (each viewport on its own days), and the 12 people added for the crowded day are removed afterwards.
 */

type Listed<T> = { items: T[] };
type Person = { id: number; firstName: string; lastName: string };

const longNames = [
  ['Aleksandra', 'Milosavljević'],
  ['Konstantin', 'Radovanović'],
  ['Gordana', 'Vukićević'],
  ['Branislava', 'Stefanović'],
  ['Dragoslav', 'Milovanović'],
  ['Slobodanka', 'Jovanović'],
  ['Vladimir', 'Aleksandrović'],
  ['Jovana', 'Dimitrijević'],
  ['Miroslav', 'Živanović'],
  ['Svetlana', 'Todorović'],
  ['Radomir', 'Nikolić'],
  ['Anastasija', 'Pavlović'],
] as const;

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;

/** An instant on the branch's clock as order/new names it: `date=…&time=…`. */
function branchClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `date=${parts.year}-${parts.month}-${parts.day}&time=${parts.hour}:${parts.minute}`;
}
const nextFiveMinuteMark = (instant: number) => Math.ceil(instant / 300_000) * 300_000;

/** Work slots 09:00–18:00 for `people` on `date`, and one booked visit for each of `booked` (a client, a time free). */
async function planDay(page: Page, branchId: number, date: string, people: readonly Person[], booked: readonly Person[]) {
  const { items: slots } = await apiCall<Listed<WorkSlot>>(page, 'POST', 'slots', {
    slots: people.map((person) => ({ employeeId: person.id, date, slotStart: '09:00', slotEnd: '18:00' })),
  });
  const services = (await apiCall<Listed<{ id: number }>>(page, 'GET', `branches/${branchId}/services?perPage=100`)).items;
  const clients = (await apiCall<Listed<{ id: number }>>(page, 'GET', `branches/${branchId}/clients?perPage=5`)).items;
  const waiting = new Set(booked.map((person) => person.id));
  for (const service of services) {
    if (waiting.size === 0) break;
    const free = await staffFreeTimes(page, branchId, `serviceIds=${service.id}&from=${date}&to=${date}`);
    for (const { employeeId, startTimes } of free) {
      if (!waiting.has(employeeId) || startTimes.length === 0) continue;
      waiting.delete(employeeId);
      await apiCall(page, 'POST', `branches/${branchId}/orders`, {
        clientId: clients[waiting.size % clients.length]!.id,
        services: [
          { serviceId: service.id, employeeId, date, startTime: startTimes[Math.min(4, startTimes.length - 1)], duration: 60, price: '10.00' },
        ],
      });
    }
  }
  return slots;
}

/** The grid fills the window's height: it ends where the layout's bottom padding starts, and the page does not scroll. */
async function expectGridFillsHeight(page: Page, grid: Locator, testInfo: TestInfo) {
  const viewport = page.viewportSize()!;
  const box = (await grid.boundingBox())!;
  // The layout keeps clear of the bottom: 32 px on a wide screen, the bottom bar's 72 on a phone.
  const bottomGap = viewport.height - (box.y + box.height);
  expect(bottomGap).toBeGreaterThanOrEqual(isMobile(testInfo) ? 72 : 0);
  expect(bottomGap).toBeLessThanOrEqual(isMobile(testInfo) ? 80 : 40);
  expect(box.height / viewport.height).toBeGreaterThan(isMobile(testInfo) ? 0.6 : 0.65);
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
}

test('the calendar uses the screen: 3 people fill the width, 15 scroll sideways, the grid fills the height, New appointment opens the drawer', async ({
  page,
}, testInfo) => {
  const workspace = await ownerInCentre(page);
  const { branchId } = workspace;
  const timeZone = await branchTimeZone(page, branchId);
  const base = `/chain/${workspace.orgId}/branch/${branchId}/schedule`;
  const phone = isMobile(testInfo);
  const threeDay = daysAhead(phone ? 80 : 70);
  const crowdedDay = daysAhead(phone ? 81 : 71);

  const team = (await apiCall<Schedule>(page, 'GET', `branches/${branchId}/schedule?d=${threeDay}`)).employees;
  const three = team.slice(0, 3) as Person[];
  const added: Person[] = [];
  const slots: WorkSlot[] = [];
  try {
    for (const [firstName, lastName] of longNames)
      added.push(
        await apiCall<Person>(page, 'POST', resourceApiPath(employeesResource, workspace), {
          firstName,
          lastName,
          specialtyDisplayName: 'Stylist',
        }),
      );
    slots.push(...(await planDay(page, branchId, threeDay, three, three)));
    slots.push(...(await planDay(page, branchId, crowdedDay, [...three, ...added], three)));

    const grid = page.getByRole('region', { name: 'Schedule' });
    const headers = grid.getByTestId('column-header');
    const drawer = page.getByRole('dialog', { name: 'New appointment' });
    const closeDrawer = async () => {
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(page.locator('[role=dialog]')).toHaveCount(0);
    };

    // A day of 3 people.
    await page.goto(`${base}?d=${threeDay}`);
    await expect(headers.first()).toContainText(nameOf(three[0]!));
    await expect(grid.locator('[data-order-id]').first()).toBeVisible();
    await expectGridFillsHeight(page, grid, testInfo);
    if (!phone) {
      // The three columns share the width beside the hours: their sum is the grid's, to a pixel a column.
      await expect(headers).toHaveCount(3);
      const inner = await grid.evaluate((element) => ({ width: element.clientWidth, scroll: element.scrollWidth }));
      const widths = await headers.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
      const sum = widths.reduce((total, width) => total + width, 0);
      expect(inner.width - 64 - sum).toBeGreaterThanOrEqual(0);
      expect(inner.width - 64 - sum).toBeLessThan(3);
      expect(inner.scroll).toBeLessThanOrEqual(inner.width);
    } else {
      // One row: ‹ the day ›, the person and "More", with "New appointment" floating over the grid.
      const row = [
        page.getByRole('button', { name: /^Date: / }),
        page.getByRole('combobox', { name: 'Team member' }),
        page.getByRole('button', { name: 'More' }),
        page.getByRole('button', { name: 'Previous day' }),
        page.getByRole('button', { name: 'Next day' }),
      ];
      const middles = await Promise.all(row.map(async (control) => ((b) => b.y + b.height / 2)((await control.boundingBox())!)));
      for (const middle of middles) expect(Math.abs(middle - middles[0]!)).toBeLessThan(4);
      await page.getByRole('button', { name: 'More' }).click();
      const more = page.getByRole('dialog', { name: 'More' });
      await expect(more.getByRole('group', { name: 'View' })).toBeVisible();
      await expect(more.getByRole('group', { name: 'Zoom' })).toBeVisible();
      await expect(more.getByRole('list', { name: 'What the shading means' })).toBeVisible();
      await expect(more.getByText(/\d+ appointments? · .+ free/)).toBeVisible();
      await snapBothThemes(page, testInfo, 'calendar-more');
      await page.keyboard.press('Escape');
      await expect(more).toHaveCount(0);
    }
    // In English and Serbian (longer words), light and dark: the grid found by its blocks, whatever its name.
    await snapEveryWay(page, testInfo, 'calendar-3-people', async () => {
      await expect(page.locator('[data-order-id]').first()).toBeVisible();
    });

    // "New appointment" on another day than today: that day, with the person first in view, the time left to the drawer.
    // The page has just been reloaded in English: the button is there before the day's people are.
    await expect(grid.locator('[data-order-id]').first()).toBeVisible();
    await page.getByRole('button', { name: 'New appointment' }).click();
    await expect(page).toHaveURL(new RegExp(`employeeId=${three[0]!.id}&date=${threeDay}(&|$)`));
    await expect(drawer).toBeVisible();
    await closeDrawer();

    // A day of 15: readable columns scroll sideways, the names cut short keep the whole name in their title.
    const crowded = await apiCall<Schedule>(page, 'GET', `branches/${branchId}/schedule?d=${crowdedDay}`);
    // In the team's order, as the columns stand.
    const working = crowded.employees.filter((employee) => crowded.workSlots.some((slot) => slot.employeeId === employee.id));
    expect(working).toHaveLength(15);
    await page.goto(`${base}?d=${crowdedDay}`);
    await expect(headers.first()).toContainText(nameOf(working[0]!));
    const longest = added[0]!;
    if (!phone) {
      const inner = await grid.evaluate((element) => ({ width: element.clientWidth, scroll: element.scrollWidth }));
      expect(inner.scroll).toBeGreaterThan(inner.width);
      const widths = await headers.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
      for (const width of widths) expect(width).toBeGreaterThanOrEqual(120);
      const head = headers.filter({ hasText: longest.firstName });
      await expect(head).toHaveAttribute('title', new RegExp(`^${nameOf(longest)}\\n`));
      // Blocks still say whose visit it is and when.
      const block = grid.locator('[data-order-id]').first();
      await expect(block).toBeVisible();
      await expect(block).toContainText(/\d\d:\d\d/);
      await expectGridFillsHeight(page, grid, testInfo);
      await snapBothThemes(page, testInfo, 'calendar-15-people');

      // Zoomed out a step, more people fit on screen; the figure puts the fitted width back.
      const before = widths[0]!;
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(async () => (await headers.first().boundingBox())!.width).toBeLessThan(before);
      await page.getByRole('button', { name: '75%, fit to the width' }).click();
      await expect.poll(async () => (await headers.first().boundingBox())!.width).toBe(before);

      // Scrolled to the end, "New appointment" books with the first person in view there.
      await grid.evaluate((element) => (element.scrollLeft = element.scrollWidth));
      await expect(headers.filter({ hasText: nameOf(working.at(-1)!) })).toBeVisible();
      const firstInView = await grid.evaluate((element) => {
        const left = element.getBoundingClientRect().left + 64;
        const heads = [...element.querySelectorAll<HTMLElement>('[data-testid="column-header"]')];
        return heads
          .map((head) => ({ text: head.getAttribute('title') ?? '', left: head.getBoundingClientRect().left }))
          .filter((head) => head.left >= left - 60)
          .sort((a, b) => a.left - b.left)[0]!.text.split('\n')[0];
      });
      const person = working.find((candidate) => nameOf(candidate) === firstInView)!;
      await page.getByRole('button', { name: 'New appointment' }).click();
      await expect(page).toHaveURL(new RegExp(`employeeId=${person.id}&date=${crowdedDay}(&|$)`));
      await closeDrawer();
    } else {
      // A phone shows one person; the picker offers all 15 working.
      await page.getByRole('combobox', { name: 'Team member' }).click();
      await expect(page.getByRole('option')).toHaveCount(15);
      await page.getByRole('option', { name: nameOf(longest) }).click();
      await expect(headers.first()).toContainText(longest.firstName);
      await expectGridFillsHeight(page, grid, testInfo);
      await snapBothThemes(page, testInfo, 'calendar-15-people');
    }

    // Today: the next 5-minute mark on the branch's clock.
    await page.goto(base);
    await expect(headers.first()).toBeVisible();
    const before = branchClock(nextFiveMinuteMark(Date.now()), timeZone);
    await page.getByRole('button', { name: 'New appointment' }).click();
    await expect(drawer).toBeVisible();
    const after = branchClock(nextFiveMinuteMark(Date.now()), timeZone);
    const query = new URL(page.url()).search;
    expect([before, after].some((at) => query.includes(at)), `${query} names ${before}`).toBe(true);
    await snapBothThemes(page, testInfo, 'calendar-new-appointment');
    await closeDrawer();
  } finally {
    if (slots.length > 0) await apiCall(page, 'POST', 'slots/delete', { ids: slots.map((slot) => slot.id) });
    for (const person of added) await apiCall(page, 'DELETE', `${resourceApiPath(employeesResource, workspace)}/${person.id}`);
  }
});
