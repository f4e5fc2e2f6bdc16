import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AvailableTimes } from '../../src/schema/schedule/availability';
import type { Order } from '../../src/schema/schedule/order';
import type { Schedule } from '../../src/schema/schedule/schedule-read';
import { apiCall } from './crud/resource-flows';
import { isMobile, ownerInCentre, snap } from './support/flows';
import { staffFreeTimes } from './support/free-times';
import { branchTimeZone, clock, dateAhead, drag, expectSaved, minutes, nearTop, pixels, serverTimes } from './support/schedule-flows';

/**
 * Moving an order on the schedule as the demo owner: an order booked through the API at a free time is dragged an
 * hour later (a mouse on a desktop, a 500 ms long touch then a move on a phone), made 30 minutes longer by its
 * bottom edge, then dropped over another order, which the server refuses: it goes back, with the reason in a toast.
 */

type Service = { id: number; duration: number };

/**
 * Three free hours of one person, from the availability call (every start of a service every 15 minutes). With
 * `fromShiftStart`, from the start of a shift that begins after the branch opens, so the half hour before it is on
 * the grid but outside their hours.
 */
async function freeMorning(page: Page, branchId: number, fromShiftStart: boolean) {
  const { items: services } = await apiCall<{ items: Service[] }>(
    page,
    'GET',
    `branches/${branchId}/services?perPage=100`,
  );
  // The branch's own days, well past the fortnight the demo fills around the day it was seeded, where shifts run
  // empty: a week of them, whatever weekday it is, since other specs book into the first free mornings they find.
  const timeZone = await branchTimeZone(page, branchId);
  const fitting = services.filter((candidate) => candidate.duration <= 60 && candidate.duration % 15 === 0);
  for (const service of fitting) {
    // The day after tomorrow to 16 days ahead, a week a call (as many days as the call answers).
    const items: AvailableTimes[] = [];
    for (let first = 2; first <= 16; first += 7) {
      items.push(...(await staffFreeTimes(page, branchId, `serviceIds=${service.id}&from=${dateAhead(timeZone, first)}&to=${dateAhead(timeZone, Math.min(first + 6, 16))}`)));
    }
    for (const day of items) {
      const starts = new Set(day.startTimes.map(minutes));
      const chain = (first: number) =>
        Array.from({ length: (180 - service.duration) / 15 + 1 }, (_, i) => first + i * 15);
      const candidates = fromShiftStart ? day.startTimes.slice(0, 1).map(minutes) : [...starts];
      const start = candidates.find((first) => chain(first).every((at) => starts.has(at)));
      if (start === undefined) continue;
      const found = { service, date: day.date, employeeId: day.employeeId, start };
      if (!fromShiftStart) return found;
      const schedule = await apiCall<Schedule>(page, 'GET', `branches/${branchId}/schedule?d=${day.date}`);
      const slot = schedule.workSlots.find((candidate) => candidate.employeeId === day.employeeId);
      const opens = minutes(schedule.workingHours.start);
      if (slot?.slotStart && minutes(slot.slotStart) === start && start - 30 >= opens) return found;
    }
  }
  throw new Error(
    `The demo has no one with three free hours${fromShiftStart ? ' from a shift starting after opening' : ''} this week`,
  );
}

async function book(page: Page, branchId: number, free: Awaited<ReturnType<typeof freeMorning>>, at: number) {
  const line = { serviceId: free.service.id, employeeId: free.employeeId, date: free.date, duration: 30 };
  return apiCall<Order>(page, 'POST', `branches/${branchId}/orders`, {
    services: [{ ...line, startTime: clock(at), price: '10.00' }],
  });
}

/** Where the block sits in its column (its place in time), whatever the grid's scroll. */
const topOf = (block: Locator) => block.evaluate((element) => (element as HTMLElement).style.top);

test('an order dragged an hour later, made 30 minutes longer, refused over another order, and moved by keys outside the shift once confirmed', async ({
  page,
}, testInfo) => {
  const workspace = await ownerInCentre(page);
  // The keys' part below needs the free hours at the start of a shift.
  const free = await freeMorning(page, workspace.branchId, !isMobile(testInfo));
  const order = await book(page, workspace.branchId, free, free.start);
  // Another order two and a half hours later, where the last drag will try to put the first.
  await book(page, workspace.branchId, free, free.start + 150);

  await page.goto(
    `/chain/${workspace.orgId}/branch/${workspace.branchId}/schedule?d=${free.date}&emp=${free.employeeId}`,
  );
  const grid = page.getByRole('region', { name: 'Schedule' });
  const block = grid.locator(`[data-order-id="${order.id}"]`);
  await nearTop(grid, block);

  // An hour later: the ghost says where, the server has it.
  await drag(page, testInfo, block, 'middle', pixels(60), async (ghost) => {
    await expect(ghost).toHaveAttribute('aria-label', /^Moves to /);
    await snap(page, testInfo, 'schedule-drag');
  });
  await expectSaved(page, block, order.id, `${clock(free.start + 60)} 30`);

  // Its bottom edge 30 minutes lower: an hour long.
  await nearTop(grid, block);
  await drag(page, testInfo, block, 'bottom', pixels(30));
  await expectSaved(page, block, order.id, `${clock(free.start + 60)} 60`);
  await expect.poll(async () => Math.round((await block.boundingBox())!.height)).toBe(pixels(60) - 1);

  // Over the other order: the ghost shows the place taken, the server refuses, the block goes back.
  await nearTop(grid, block);
  const before = await topOf(block);
  await drag(page, testInfo, block, 'middle', pixels(90), async (ghost) => {
    await expect(ghost).toHaveAttribute('aria-label', /another appointment is there/);
    await snap(page, testInfo, 'schedule-drag-taken');
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Not moved' })).toContainText(
    /already has an appointment or a break at that time/,
  );
  await expect.poll(() => topOf(block)).toBe(before);
  expect(await serverTimes(page, order.id)).toBe(`${clock(free.start + 60)} 60`);

  if (!isMobile(testInfo)) {
    // The keys: an hour and a half earlier, half an hour before the shift starts. The server asks first.
    const nudge = async () => {
      await block.focus();
      for (let step = 0; step < 18; step++) await page.keyboard.press('ArrowUp');
      await expect(page.getByTestId('drag-ghost')).toHaveAttribute('aria-label', /^Moves to /);
    };
    const question = page.getByRole('dialog', { name: 'Move it outside the working hours?' });
    await nudge();
    await expect(question).toContainText("Outside the team member's work slot");
    await question.getByRole('button', { name: 'Put it back' }).click();
    await expect(question).toBeHidden();
    await expect.poll(() => topOf(block)).toBe(before);
    expect(await serverTimes(page, order.id)).toBe(`${clock(free.start + 60)} 60`);
    // Again, saved at once with Enter (not opening the order), and confirmed.
    await nudge();
    await page.keyboard.press('Enter');
    await question.getByRole('button', { name: 'Move anyway' }).click();
    await expectSaved(page, block, order.id, `${clock(free.start - 30)} 60`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  if (isMobile(testInfo)) {
    // A finger that moves before the half second is scrolling: nothing is picked up.
    const box = (await block.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const point = (y: number) => [{ x: box.x + box.width / 2, y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(box.y + 10) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(box.y + 40) });
    await page.waitForTimeout(600);
    await expect(page.getByTestId('drag-ghost')).toHaveCount(0);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await serverTimes(page, order.id)).toBe(`${clock(free.start + 60)} 60`);
  }
});
