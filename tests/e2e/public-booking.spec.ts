import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { BranchPage } from '../../src/schema/online-booking/booking-page';
import type { Hold } from '../../src/schema/online-booking/public-booking';
import type { PublicTimes } from '../../src/schema/online-booking/public-times';
import { clockText, dateText } from '../../src/schema/online-booking/page-formats';
import { minutesOfTime } from '../../src/schema/schedule/calendar';
import { zonedToInstant } from '../../src/schema/schedule/time-zone';
import { apiCall, demoWorkspace } from './crud/resource-flows';
import { sentCode } from './support/booking-flows';
import { isMobile, signedInElsewhere, snapBothThemes } from './support/flows';
import { daysOfTimes, publicFreeTimes } from './support/free-times';
import { scrollToBlock } from './support/schedule-flows';

/**
 * The public booking page (issue 18, "Clients book themselves"), as a client on a phone whose browser speaks
 * Serbian: Centre's page, a service with anyone, the first free time of a day a week or more ahead (after someone
 * else took the first one meanwhile; going back from the details lets go of the time held, so choosing it again holds
 * it again), the code from the message log, the confirmation with its calendar file; then from the manage link moving
 * the booking to a later time that day, the calendar file of the new time, and cancelling. The owner, with that day's
 * schedule open in another browser, sees the booking come, move and go without reloading. And the page reads without
 * JavaScript.
 */
test.use({ locale: 'sr-RS' });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 2 });

/** The length of the visit the client books: the demo's 30-minute service. */
const visitMinutes = 30;

test('a client books with anyone a week ahead, confirms with the code, moves and cancels from the link; the schedule follows live', async ({
  page,
  browser,
  viewport,
  isMobile: mobile,
  hasTouch,
  baseURL,
  timezoneId,
}, testInfo) => {
  const { context: staffContext, page: staff } = await signedInElsewhere(browser, { viewport, isMobile: mobile, hasTouch, baseURL, locale: 'en-US', timezoneId }, 'owner@demo.test');
  const { orgId, branchId } = await demoWorkspace(staff);

  // The page in the browser's language: Serbian, with the branch, its phone and its services.
  await page.goto('/book/centre');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  await expect(page.getByRole('heading', { name: 'Centre', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '+381 11 3234567' })).toHaveAttribute('href', 'tel:+381113234567');
  await expect(heading(page, 'Izaberite usluge')).toBeVisible();
  await snapBothThemes(page, testInfo, 'booking-1-services');

  // A service, then anyone: each step's heading takes the focus.
  await page.getByRole('checkbox', { name: /Men's haircut/ }).check();
  await expect(page.getByText('Vaša poseta: 30 min · 1.500 RSD')).toBeVisible();
  await page.getByRole('button', { name: 'Dalje' }).click();
  await expect(heading(page, 'Izaberite kod koga')).toBeFocused();
  await snapBothThemes(page, testInfo, 'booking-2-employee');
  await page.getByRole('button', { name: /Bilo ko slobodan/ }).click();
  await expect(heading(page, 'Izaberite dan i vreme')).toBeFocused();

  // Next week (from a week after the branch's today): its first day with a free time left after its first one is
  // taken below. Earlier specs book that week too, and on a Sunday one of the team works: a day whose only free time
  // is its first (a clean-clone run on a Sunday evening) has nothing left to hold after it.
  const weekAhead = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const answered = page.waitForResponse((response) => response.url().includes('/times?') && new URL(response.url()).searchParams.get('from')! >= weekAhead);
  await page.getByRole('button', { name: 'Sledeća nedelja' }).click();
  const week = daysOfTimes((await (await answered).json()) as PublicTimes);
  const day = week.find(({ times }) => times.some((time) => minutesOfTime(time) >= minutesOfTime(times[0]!) + visitMinutes))!;
  await page.getByRole('group', { name: 'Dani u nedelji' }).getByRole('button', { name: dateText(day.date, 'sr-Latn') }).click();
  const times = page.getByRole('group', { name: /^Slobodni termini – / });
  await expect(times.getByRole('button').first()).toHaveText(day.times[0]!);
  await snapBothThemes(page, testInfo, 'booking-3-times');

  // Someone else takes its first time meanwhile (with every team member who could do it): the client hears so in
  // words, and the times are asked again without it.
  const haircut = (await (await staff.request.get('/api/v1/public/book/centre/page')).json()) as BranchPage;
  const serviceId = haircut.categories.flatMap((category) => category.services).find((service) => service.name === "Men's haircut")!.id;
  for (let held = 0; held < 5; held++) {
    const taken = await staff.request.post('/api/v1/public/book/centre/holds', { data: { services: [serviceId], date: day.date, time: day.times[0] } });
    if (taken.status() === 409) break;
  }
  await times.getByRole('button', { name: day.times[0]! }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Neko je upravo zakazao ovaj termin\./);
  await expect(times.getByRole('button', { name: day.times[0]! })).toHaveCount(0);
  await snapBothThemes(page, testInfo, 'booking-3-taken');

  // The first time free now is held for the client.
  const held = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/holds') && response.request().method() === 'POST');
  await times.getByRole('button').first().click();
  const first = (await (await held).json()) as Hold;
  expect(first.date).toBe(day.date);

  // Back to the times: the held one is let go of at once, so choosing it again holds it again, with the same person.
  await expect(heading(page, 'Vaši podaci')).toBeFocused();
  await page.getByRole('button', { name: 'Nazad' }).click();
  await expect(heading(page, 'Izaberite dan i vreme')).toBeFocused();
  const heldAgain = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/holds') && response.request().method() === 'POST');
  await times.getByRole('button', { name: first.startTime, exact: true }).click();
  const again = await heldAgain;
  expect(again.status()).toBe(201);
  const hold = (await again.json()) as Hold;
  expect([hold.date, hold.startTime, hold.services[0]!.employeeId]).toEqual([first.date, first.startTime, first.services[0]!.employeeId]);

  // The owner opens that day (on a phone, the column of whoever got it) before the booking is made.
  const schedule = `/chain/${orgId}/branch/${branchId}/schedule?d=${hold.date}`;
  await staff.goto(isMobile(testInfo) ? `${schedule}&emp=${hold.services[0]!.employeeId}` : schedule);
  const watched = staff.getByRole('region', { name: 'Schedule' });
  await expect(watched.locator('[data-column]').first()).toBeVisible();
  let loads = 0;
  staff.on('load', () => loads++);

  // Details while the time is held.
  await expect(heading(page, 'Vaši podaci')).toBeFocused();
  await expect(page.getByRole('timer')).toHaveText(/^Termin vam čuvamo još \d+:\d\d$/);
  await page.getByRole('button', { name: 'Pošalji kod' }).click();
  await expect(page.getByLabel('Ime', { exact: true })).toBeFocused();
  await expect(page.getByText('Popunite ovo polje.').first()).toBeVisible();
  await page.getByLabel('Ime', { exact: true }).fill('Mila');
  await page.getByLabel('Prezime (nije obavezno)').fill('Marić');
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await page.getByLabel('Mobilni telefon').fill('064 123 4567');
  await page.getByLabel('Napomena za salon (nije obavezno)').fill('Kratko, molim');
  await snapBothThemes(page, testInfo, 'booking-4-details');
  await page.getByRole('button', { name: 'Pošalji kod' }).click();

  // The code: sent to the phone shown masked, read from the message log; a wrong one first.
  await expect(heading(page, 'Unesite kod')).toBeFocused();
  await expect(page.getByText('Poslali smo šestocifreni kod na +381 •• ••• 4567.')).toBeVisible();
  const field = page.getByLabel('Kod', { exact: true });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  const code = await sentCode(staff, branchId, '+381641234567');
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Potvrdi zakazivanje' }).click();
  await expect(page.getByRole('alert')).toHaveText('Kod nije tačan. Preostalo pokušaja: 4.');
  await snapBothThemes(page, testInfo, 'booking-5-code');
  await field.fill(code);
  await page.getByRole('button', { name: 'Potvrdi zakazivanje' }).click();

  // Booked: the summary, the calendar file at the salon's time in UTC.
  await expect(heading(page, 'Zakazano!')).toBeFocused();
  await expect(page.locator('section.step').getByText("Men's haircut")).toBeVisible();
  await expect(page.getByRole('main')).toContainText(hold.startTime);
  await snapBothThemes(page, testInfo, 'booking-6-done');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dodaj u kalendar' }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  const start = new Date(zonedToInstant(hold.date, hold.startTime, 'Europe/Belgrade'));
  const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(ics).toContain(`DTSTART:${stamp(start)}\r\n`);
  expect(ics).toContain(`DTEND:${stamp(new Date(start.getTime() + visitMinutes * 60_000))}\r\n`);

  // The owner's schedule shows it, never reloaded.
  const orderId = Number(hold.holdToken.split('.')[1]);
  const block = watched.locator(`[data-order-id="${orderId}"]`);
  await expect(async () => scrollToBlock(watched, block)).toPass({ timeout: 30_000 });

  // The manage link: the booking, moving it, its calendar file, and cancelling it after asking once more.
  await page.getByRole('link', { name: 'Pogledaj, pomeri ili otkaži termin' }).click();
  await expect(page).toHaveURL(/\/book\/m\/[^/?]+\?lang=SR$/);
  await expect(page.getByRole('heading', { name: 'Vaš termin', level: 1 })).toBeVisible();
  await snapBothThemes(page, testInfo, 'booking-7-manage');

  // Move: this week's free times first; the next week is the week of the booking, whose day offers a later time.
  await page.getByRole('link', { name: 'Pomeri termin' }).click();
  await expect(page.getByRole('heading', { name: 'Izaberite novo vreme', level: 1 })).toBeVisible();
  await expect(page.getByText(`Vaš termin sada: ${dateText(hold.date, 'sr-Latn')}, ${hold.startTime}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Sledeća nedelja' }).click();
  await page.getByRole('list', { name: 'Dani u nedelji' }).getByRole('link', { name: dateText(hold.date, 'sr-Latn') }).click();
  const sameDay = page.getByRole('region', { name: dateText(hold.date, 'sr-Latn') });
  await expect(sameDay.getByRole('button').first()).toBeVisible();
  await expect(sameDay.getByRole('button', { name: hold.startTime, exact: true })).toHaveCount(0);
  await snapBothThemes(page, testInfo, 'booking-8-move');
  // A time after the visit when the same person is free (as the page offers it with them chosen), so it stays theirs.
  const visitEnd = new Date(zonedToInstant(hold.date, hold.startTime, 'UTC') + visitMinutes * 60_000).toISOString().slice(11, 16);
  const [theirs] = await publicFreeTimes(staff.request, 'centre', `services=${serviceId}&employee=${hold.services[0]!.employeeId}&from=${hold.date}&days=1`);
  // A visit that is their last of the day (earlier specs filled the day) has no later time: then an earlier one the
  // page offers, which overlaps the visit's own place only, as moving allows.
  const offered = await sameDay.getByRole('button').allInnerTexts();
  const newTime = theirs!.times.find((time) => time >= visitEnd && offered.includes(time)) ?? offered.find((time) => time !== hold.startTime)!;
  const before = await block.getAttribute('aria-label');
  await sameDay.getByRole('button', { name: newTime, exact: true }).click();

  // Moved: the page says so and shows the new time; the owner's schedule redraws it, never reloaded.
  await expect(page.getByRole('status')).toHaveText('Vaš termin je pomeren.');
  await expect(page.getByRole('definition').first()).toHaveText(`${dateText(hold.date, 'sr-Latn')}, ${clockText(newTime, 'sr-Latn')}`);
  await snapBothThemes(page, testInfo, 'booking-9-moved');
  await expect(async () => expect((await apiCall<{ startTime: string }>(staff, 'GET', `orders/${orderId}`)).startTime).toBe(newTime)).toPass();
  // Drawn at its new time (the grid draws only the hours on screen: scrolled to it).
  await expect(async () => {
    await scrollToBlock(watched, block);
    expect(await block.getAttribute('aria-label')).not.toBe(before);
  }).toPass({ timeout: 30_000 });

  // The calendar file from the manage page: the new time, at the salon's clock in UTC.
  const fromManage = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Dodaj u kalendar' }).click();
  const movedIcs = await readFile((await (await fromManage).path())!, 'utf8');
  const movedStart = new Date(zonedToInstant(hold.date, newTime, 'Europe/Belgrade'));
  expect(movedIcs).toContain(`DTSTART:${stamp(movedStart)}\r\n`);
  expect(movedIcs).toContain(`DTEND:${stamp(new Date(movedStart.getTime() + visitMinutes * 60_000))}\r\n`);
  expect(movedIcs).toContain(`UID:booking-${orderId}@`);

  await page.getByRole('link', { name: 'Otkaži termin' }).click();
  await expect(page.getByText('Otkazati ovaj termin?')).toBeVisible();
  await page.getByRole('button', { name: 'Da, otkaži' }).click();
  await expect(page.getByRole('status')).toHaveText('Vaš termin je otkazan.');
  await expect(page.getByRole('link', { name: 'Otkaži termin' })).toHaveCount(0);
  await snapBothThemes(page, testInfo, 'booking-10-cancelled');

  // Gone from the owner's schedule too.
  await expect(block).toHaveCount(0);
  expect(loads).toBe(0);
  await staffContext.close();
});

test('the page reads without JavaScript: the branch, its services with prices; the chain lists its branches', async ({ browser, viewport, baseURL }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL, locale: 'sr-RS' });
  const page = await context.newPage();

  await page.goto('/book/demo-salons');
  await expect(page.getByRole('heading', { name: 'Demo Salons', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Riverside/ })).toBeVisible();
  await snapBothThemes(page, testInfo, 'booking-chain-no-js');
  await page.getByRole('link', { name: /Centre/ }).click();

  await expect(page).toHaveURL(/\/book\/centre\?lang=SR$/);
  await expect(page.getByRole('heading', { name: 'Centre', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Usluge', level: 2 })).toBeVisible();
  const haircut = page.getByRole('listitem').filter({ hasText: /^Men's haircut/ });
  await expect(haircut).toContainText('1.500 RSD');
  await expect(haircut).toContainText('30 min');
  await expect(page.getByText('Da biste zakazali onlajn, uključite JavaScript')).toBeVisible();
  await snapBothThemes(page, testInfo, 'booking-no-js');

  const missing = await page.goto('/book/no-such-salon');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Stranica nije pronađena', level: 1 })).toBeVisible();
  await context.close();
});
