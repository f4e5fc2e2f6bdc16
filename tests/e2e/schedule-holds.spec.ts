import { expect, test } from '@playwright/test';
import type { BranchPage } from '../../src/schema/online-booking/booking-page';
import type { Hold } from '../../src/schema/online-booking/public-booking';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { expireHold } from './support/e2e-database';
import { isMobile, ownerInCentre, snapBothThemes } from './support/flows';
import { publicFreeTimes } from './support/free-times';
import { branchTimeZone, clock, dateAhead, minutes, nearTop } from './support/schedule-flows';

/**
 * A time a client is holding on the booking page is on the staff schedule as a hatched "Being booked online" block
 * (issue 18, docs/online-booking.md decision 4), in the column of the person it holds: staff see why the time is
 * taken, a tap only explains it, and when the hold lapses the block leaves the open schedule without a reload.
 */
test('a time being booked online shows on the schedule, explains itself, and leaves live when it lapses', async ({ page, request }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const timeZone = await branchTimeZone(page, branchId);

  // A client on Centre's page holds the first free time of a haircut by 13:00 on a day from three days ahead.
  const described = (await (await request.get('/api/v1/public/book/centre/page')).json()) as BranchPage;
  const haircut = described.categories.flatMap((category) => category.services).find((service) => service.name === "Men's haircut")!;
  const from = dateAhead(timeZone, 3);
  const week = await publicFreeTimes(request, 'centre', `services=${haircut.id}&from=${from}&days=7`);
  const day = week.find((candidate) => candidate.times.some((time) => time <= '13:00'))!;
  const time = day.times.find((candidate) => candidate <= '13:00')!;
  const answer = await request.post('/api/v1/public/book/centre/holds', { data: { services: [haircut.id], date: day.date, time } });
  expect(answer.status(), await answer.text()).toBe(201);
  const hold = (await answer.json()) as Hold;
  const { employeeId } = hold.services[0]!;
  const until = instantToZoned(Date.parse(hold.heldUntil), timeZone).time;

  // The owner's schedule of that day (on a phone, the column of the person it holds).
  const schedule = `/chain/${orgId}/branch/${branchId}/schedule?d=${day.date}`;
  await page.goto(isMobile(testInfo) ? `${schedule}&emp=${employeeId}` : schedule);
  const grid = page.getByRole('region', { name: 'Schedule' });
  await expect(grid.locator('[data-column]').first()).toBeVisible();
  let loads = 0;
  page.on('load', () => loads++);

  const held = grid.getByRole('img', { name: `Being booked online, ${time}–${clock(minutes(time) + haircut.duration)}, held until ${until}` });
  await nearTop(grid, held);
  await expect(grid.locator(`[data-column="${employeeId}/${day.date}"]`).getByRole('img', { name: /^Being booked online/ })).toHaveCount(1);
  await expect(held).toContainText('Being booked online');
  await expect(held).toContainText(`until ${until}`);
  // Nothing to open or move: no order id, no line for a drag to pick up.
  await expect(held).not.toHaveAttribute('data-order-id');
  await expect(held).not.toHaveAttribute('data-line-id');
  // The legend over a wide grid says what the teal hatching is (a phone keeps the legend under "More").
  const legend = page.getByRole('list', { name: 'What the shading means' });
  if (!isMobile(testInfo)) await expect(legend.getByRole('listitem').filter({ hasText: 'Being booked online' })).toHaveCount(1);
  await snapBothThemes(page, testInfo, 'schedule-hold');

  // A tap explains it and opens nothing: no order drawer, no new order on the time under it.
  const url = page.url();
  if (isMobile(testInfo)) await held.tap();
  else await held.click();
  await expect(page.getByRole('tooltip')).toHaveText(`A client is booking this time on the online booking page. It is held for them until ${until} and frees up if they do not confirm.`);
  await snapBothThemes(page, testInfo, 'schedule-hold-explained');
  expect(page.url()).toBe(url);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // It lapses: the sweep (every 30 s) deletes it and tells the branch, and the schedule drops it without reloading.
  await expireHold(Number(hold.holdToken.split('.')[1]));
  await expect(held).toHaveCount(0, { timeout: 60_000 });
  await expect(grid.getByRole('img', { name: /^Being booked online/ })).toHaveCount(0);
  await expect(legend.getByRole('listitem').filter({ hasText: 'Being booked online' })).toHaveCount(0);
  expect(loads).toBe(0);
});
