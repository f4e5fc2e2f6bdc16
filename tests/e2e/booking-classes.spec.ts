import { expect, test, type Page } from '@playwright/test';
import type { BranchPage } from '../../src/schema/online-booking/booking-page';
import { apiCall, demoWorkspace } from './crud/resource-flows';
import { sentCode } from './support/booking-flows';
import { signedInElsewhere, snapBothThemes } from './support/flows';

/**
 * Joining a group class from the booking page (issue 18 deliverable 1, docs/online-booking.md "Built: joining a group
 * class"): the owner puts on an evening class at Centre; a client finds it under "Group classes", presses Join, gives
 * a name and an e-mail, proves it with the code from the message log and has a place — the class counts them at once.
 * The place's link shows the class and gives the place up, which the class counts too.
 */
test.use({ locale: 'en-GB' });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
type GroupOrder = { id: number; clientIds: number[] };

test('a client joins a class with the code from the message log, then leaves it from the place link', async ({ page, browser, viewport, isMobile: mobile, hasTouch, baseURL, timezoneId }, testInfo) => {
  const { page: staff } = await signedInElsewhere(browser, { viewport, isMobile: mobile, hasTouch, baseURL, locale: 'en-US', timezoneId }, 'owner@demo.test');
  const { branchId } = await demoWorkspace(staff);
  const email = `class-${testInfo.project.name}-${Date.now()}@example.com`;

  // An evening class of a service bookable online, with a team member who does it, on a day that person is free then.
  const centre = (await (await staff.request.get('/api/v1/public/book/centre/page')).json()) as BranchPage;
  const service = centre.categories.flatMap((category) => category.services).find((candidate) => candidate.employeeIds.length > 0)!;
  let classId = 0;
  for (let ahead = 3 + Math.floor(Math.random() * 8); classId === 0 && ahead < 14; ahead++) {
    const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const input = { serviceId: service.id, employeeId: service.employeeIds[0], date, startTime: '20:30', duration: 60, price: '900.00', capacity: 4, clientIds: [], confirmOutsideWorkingHours: true };
    // Refused (409) when that person is busy then: the next day is tried.
    const made = await apiCall<{ created: GroupOrder[] }>(staff, 'POST', `branches/${branchId}/group-orders`, input).catch(() => null);
    classId = made?.created[0]?.id ?? 0;
  }
  expect(classId).toBeGreaterThan(0);

  // The client: the class is listed with its places, and Join opens the steps.
  await page.goto('/book/centre');
  const join = page.locator(`[data-class-join="${classId}"]`);
  await expect(join).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: join })).toContainText('4 places left');
  await join.scrollIntoViewIfNeeded();
  await snapBothThemes(page, testInfo, 'classes-1-list');
  await join.click();
  await expect(heading(page, 'Join the class')).toBeFocused();
  await expect(page.locator('.chosen-time')).toContainText(`${service.name}, `);
  await page.getByLabel('First name').fill('Clara');
  await page.getByLabel('Last name (optional)').fill('Class');
  if (await page.getByRole('radio', { name: 'E-mail' }).count()) await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByLabel('E-mail address').fill(email);
  if (await page.getByRole('checkbox', { name: /terms/i }).count()) await page.getByRole('checkbox', { name: /terms/i }).check();
  await snapBothThemes(page, testInfo, 'classes-2-details');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(heading(page, 'Enter the code')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await sentCode(staff, branchId, email, 'customer.classCode'));
  await page.getByRole('button', { name: 'Join the class' }).click();

  // In the class: the answer, and the class counts the client at once.
  await expect(heading(page, 'You have a place')).toBeFocused();
  await expect(page.getByText('We have sent you a message with the link to your place.')).toBeVisible();
  await snapBothThemes(page, testInfo, 'classes-3-joined');
  expect((await apiCall<GroupOrder>(staff, 'GET', `orders/${classId}`)).clientIds).toHaveLength(1);

  // The place's link: the class, then giving the place up.
  await page.getByRole('link', { name: 'See or leave your place' }).click();
  await expect(page.getByRole('heading', { name: 'Your place in the class', level: 1 })).toBeVisible();
  await expect(page.getByText(service.name)).toBeVisible();
  await snapBothThemes(page, testInfo, 'classes-4-place');
  await page.getByRole('button', { name: 'Leave the class' }).click();
  await expect(page.getByRole('heading', { name: 'You have left the class', level: 1 })).toBeVisible();
  await snapBothThemes(page, testInfo, 'classes-5-left');
  expect((await apiCall<GroupOrder>(staff, 'GET', `orders/${classId}`)).clientIds).toEqual([]);
  // The owner calls the class off, so the pages of the tests after this one list none of it.
  await apiCall(staff, 'PATCH', `orders/${classId}/cancel`, {});
});
