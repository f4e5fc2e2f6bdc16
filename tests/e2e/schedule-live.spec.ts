import { expect, test, type Locator } from '@playwright/test';
import { isMobile, ownerInCentre, signedInElsewhere, snap } from './support/flows';
import {
  bookFromEmptyCell,
  clock,
  drag,
  expectSaved,
  freeTime,
  minutes,
  nearTop,
  pixels,
  scrollToBlock,
} from './support/schedule-flows';

/**
 * The schedule is live between two staff of one branch: the owner books from an empty cell, drags the block an
 * hour later, stretches it by its bottom edge and cancels it; the Centre's admin, with the same day open in
 * another browser context, sees each change without reloading.
 */

/** The times a block's label gives: English on the demo's Serbian branch writes 24-hour times ("09:15–10:00"). */
const shownTimes = (start: number, end: number) => new RegExp(`${clock(start)}–${clock(end)}`);

/** The block is drawn once the live event has had the grid read again: until then, looked for again. */
const appears = (grid: Locator, block: Locator) =>
  expect(async () => scrollToBlock(grid, block)).toPass({ timeout: 30_000 });

test('a booking, its move, its new length and its cancelling reach another signed-in staff member without reloading', async ({
  page,
  browser,
  viewport,
  isMobile: mobile,
  hasTouch,
  baseURL,
  locale,
  timezoneId,
}, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  // A free time the whole test fits in: the order, an hour later, then 30 minutes longer (starts every 15 min);
  // by 13:00, so the grid can still scroll the block to its top (the day's end is further down than a screen).
  const free = await freeTime(page, branchId, (startTimes) => {
    const starts = new Set(startTimes.map(minutes));
    const first = [...starts].find(
      (at) => at <= 13 * 60 && [15, 30, 45, 60, 75, 90].every((later) => starts.has(at + later)),
    );
    return first === undefined ? undefined : clock(first);
  });
  const base = `/chain/${orgId}/branch/${branchId}/schedule?d=${free.date}`;

  // The admin's own browser, at the same size, with the day open (on a phone, on the same person) before booking.
  const { context: watcherContext, page: watcher } = await signedInElsewhere(browser, { viewport, isMobile: mobile, hasTouch, baseURL, locale, timezoneId }, 'admin@demo.test');
  await watcher.goto(isMobile(testInfo) ? `${base}&emp=${free.employee.id}` : base);
  const watched = watcher.getByRole('region', { name: 'Schedule' });
  await expect(watched.locator('[data-column]').first()).toBeVisible();
  // Without reloading: the admin's page is never loaded again from here on.
  let loads = 0;
  watcher.on('load', () => loads++);

  await page.goto(`${base}&emp=${free.employee.id}`);
  const grid = page.getByRole('region', { name: 'Schedule' });
  const order = await bookFromEmptyCell(page, branchId, free, { exactTime: true });
  const start = minutes(free.time);
  const { duration } = order.services[0]!;
  const block = grid.locator(`[data-order-id="${order.id}"]`);
  const seen = watched.locator(`[data-order-id="${order.id}"]`);

  // Booked: it appears on the other screen.
  await appears(watched, seen);
  await expect(seen).toHaveAttribute('aria-label', shownTimes(start, start + duration));
  await nearTop(watched, seen);

  // Dragged an hour later: the other screen shows the new time.
  await scrollToBlock(grid, block);
  await nearTop(grid, block);
  await drag(page, testInfo, block, 'middle', pixels(60));
  await expectSaved(page, block, order.id, `${clock(start + 60)} ${duration}`);
  await expect(seen).toHaveAttribute('aria-label', shownTimes(start + 60, start + 60 + duration));
  await snap(watcher, testInfo, 'schedule-live-moved');

  // Its bottom edge 30 minutes lower: the other screen shows the new end.
  await nearTop(grid, block);
  await drag(page, testInfo, block, 'bottom', pixels(30));
  await expectSaved(page, block, order.id, `${clock(start + 60)} ${duration + 30}`);
  await expect(seen).toHaveAttribute('aria-label', shownTimes(start + 60, start + 90 + duration));

  // Cancelled through its drawer: gone from the other screen too.
  await block.click();
  const opened = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await opened.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('dialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(opened.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(seen).toHaveCount(0);
  await expect(watched.locator('[data-column]').first()).toBeVisible();
  expect(loads).toBe(0);

  await watcherContext.close();
});
