import { expect, test, type Page } from '@playwright/test';
import type { BranchPage } from '../../src/schema/online-booking/booking-page';
import { apiCall, demoWorkspace } from './crud/resource-flows';
import { isMobile, signedInElsewhere, snapBothThemes } from './support/flows';
import { publicFreeTimes } from './support/free-times';

/**
 * The waitlist (issue 18 deliverable 7, docs/online-booking.md "Built: the waitlist"): on Centre's page nothing suits
 * a client at the hour they want, so they join the waitlist for that day and hour with one team member, proving their
 * e-mail with the code from the message log. The owner sees them in the schedule's waitlist drawer, then cancels the
 * booking that took the hour: the offer (a hold) goes out by message, and the client opens its link and books it.
 */
test.use({ locale: 'en-GB' });

type LoggedMessage = { id: number; event: string; recipient: string; body: string };

/** The latest message of `event` to `recipient` in the branch's message log, waited for. */
async function loggedBody(staff: Page, branchId: number, event: string, recipient: string): Promise<string> {
  let body = '';
  await expect(async () => {
    const log = await apiCall<{ items: LoggedMessage[] }>(staff, 'GET', `branches/${branchId}/messages?perPage=50`);
    body = log.items.find((item) => item.event === event && item.recipient === recipient)?.body ?? '';
    expect(body).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return body;
}

test('a client joins the waitlist, staff see it, a cancellation is offered to the client, who books it from the link', async ({ page, browser, viewport, isMobile: mobile, hasTouch, baseURL, timezoneId }, testInfo) => {
  const { page: staff } = await signedInElsewhere(browser, { viewport, isMobile: mobile, hasTouch, baseURL, locale: 'en-US', timezoneId }, 'owner@demo.test');
  const { orgId, branchId } = await demoWorkspace(staff);
  const email = `waitlist-${testInfo.project.name}-${Date.now()}@example.com`;

  // A day a week or two ahead and a team member's first free time then for a haircut; the owner books that time.
  const centre = (await (await staff.request.get('/api/v1/public/book/centre/page')).json()) as BranchPage;
  const haircut = centre.categories.flatMap((category) => category.services).find((service) => service.name === "Men's haircut")!;
  let found: { date: string; employeeId: number; time: string } | null = null;
  for (let ahead = 7 + Math.floor(Math.random() * 10); !found && ahead < 40; ahead++) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    for (const employeeId of haircut.employeeIds) {
      const [times] = await publicFreeTimes(staff.request, 'centre', `services=${haircut.id}&employee=${employeeId}&from=${day}&days=1`);
      const first = times!.times[0];
      if (first) {
        found = { date: day, employeeId, time: first };
        break;
      }
    }
  }
  expect(found).not.toBeNull();
  const { date, employeeId, time } = found!;
  // The client's window holds that start time only (the page's times step by 15 minutes).
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const windowEnd = `${String(hours + Math.floor((minutes + 15) / 60)).padStart(2, '0')}:${String((minutes + 15) % 60).padStart(2, '0')}`;
  const employee = centre.employees.find((person) => person.id === employeeId)!;
  const clients = await apiCall<{ items: { id: number }[] }>(staff, 'GET', `branches/${branchId}/clients?perPage=1`);
  const taken = await apiCall<{ id: number }>(staff, 'POST', `branches/${branchId}/orders`, {
    clientId: clients.items[0]!.id,
    services: [{ serviceId: haircut.id, employeeId, date, startTime: time, duration: haircut.duration, price: haircut.price }],
    confirmOutsideWorkingHours: true,
  });

  // The client: the haircut with that team member; nothing suits, so the waitlist.
  await page.goto('/book/centre');
  await page.getByRole('checkbox', { name: /Men's haircut/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: new RegExp(employee.name) }).click();
  await page.getByRole('button', { name: 'Nothing suits you? Join the waitlist' }).click();
  await expect(page.getByRole('heading', { name: 'Join the waitlist', level: 2 })).toBeFocused();
  await page.getByLabel('From', { exact: true }).fill(date);
  await page.getByLabel('To', { exact: true }).fill(date);
  await page.getByLabel('Earliest start').fill(time);
  await page.getByLabel('Latest start').fill(windowEnd);
  await page.getByLabel('First name').fill('Wanda');
  await page.getByLabel('Last name (optional)').fill('Waits');
  if (await page.getByRole('radio', { name: 'E-mail' }).count()) await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByLabel('E-mail address').fill(email);
  await snapBothThemes(page, testInfo, 'waitlist-1-join');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code', level: 2 })).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await loggedBody(staff, branchId, 'customer.waitlistCode', email))![1]!;
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Join the waitlist', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are on the waitlist', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See or leave your place on the waitlist' })).toBeVisible();
  await snapBothThemes(page, testInfo, 'waitlist-2-joined');

  // The owner sees the client in the waitlist beside that day's schedule.
  const schedule = `/chain/${orgId}/branch/${branchId}/schedule?d=${date}`;
  await staff.goto(isMobile(testInfo) ? `${schedule}&emp=${employeeId}` : schedule);
  await staff.getByRole('button', { name: /^Waitlist \(\d+\)$/ }).click();
  const drawer = staff.getByRole('dialog', { name: 'Waitlist' });
  await expect(drawer.getByRole('heading', { name: 'Wanda Waits' })).toBeVisible();
  await expect(drawer).toContainText(employee.name);
  await snapBothThemes(staff, testInfo, 'waitlist-3-drawer');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The booking that took the time is cancelled: the offer goes out within seconds, with its link.
  await apiCall(staff, 'PATCH', `orders/${taken.id}/cancel`, {});
  const offer = await loggedBody(staff, branchId, 'customer.waitlistOffer', email);
  expect(offer).toMatch(new RegExp(`A time has freed up at Centre: .* at ${time}, Men's haircut\\.`));
  const link = new URL(/https?:\/\/\S+\/book\/w\/\S+/.exec(offer)![0]!);

  // The client opens it and books.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'A time has freed up for you', level: 1 })).toBeVisible();
  await snapBothThemes(page, testInfo, 'waitlist-4-offer');
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page).toHaveURL(/\/book\/m\//);
  await expect(page.getByRole('main')).toContainText(time);
  await snapBothThemes(page, testInfo, 'waitlist-5-booked');
});
