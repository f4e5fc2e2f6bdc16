import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snap } from './support/flows';
import { bookAfterHours, freeTime } from './support/schedule-flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Reviews after a visit (issue 15): staff complete a visit, copy its review link; the client opens it without
 * signing in and leaves 4 stars and a comment; staff see it on the client's card, the member's average and Team →
 * Reviews.
 */

async function snapBoth(page: Page, testInfo: TestInfo, name: string) {
  await snap(page, testInfo, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

type Service = { id: number; name: string; duration: number; price: string };
type Summary = { average: number | null; count: number };

test('a completed visit is reviewed through its link and shows on the client card and the member average', async ({ page, browser }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const free = await freeTime(page, branchId);
  const service = await apiCall<Service>(page, 'GET', `branches/${branchId}/services/${free.service.id}`);
  const lastName = `Review ${testInfo.project.name} ${Date.now() % 100000}`;
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Rita', lastName });
  // Today's visit: complete is offered from the appointment's day on.
  const { order } = await bookAfterHours(page, branchId, { clientId: client.id });
  const before = await apiCall<Summary>(page, 'GET', `employees/${free.employee.id}/reviews/summary`);

  // Staff complete the visit in its drawer (over the client's appointments) and ask for a review.
  const card = `/chain/${orgId}/branch/${branchId}/clients/${client.id}`;
  await page.goto(`${card}/order/${order.id}`);
  const drawer = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await expect(drawer.getByRole('button', { name: 'Ask for a review: copy link' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Complete', exact: true }).click();
  // Completing an unpaid visit moves on to its payment; the review link waits on the appointment itself.
  await drawer.getByRole('button', { name: 'Back to the appointment' }).click();
  await expect(drawer.getByTestId('order-status')).toHaveText('Completed');
  await drawer.getByRole('button', { name: 'Ask for a review: copy link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Review link' });
  const linkField = linkDialog.getByTestId('review-link');
  await expect(linkField).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
  await expect(linkDialog.getByText(`Send this link to Rita ${lastName}`)).toBeVisible();
  await snapBoth(page, testInfo, 'review-link-dialog');
  const url = new URL(await linkField.inputValue());
  await linkDialog.getByRole('button', { name: 'Close' }).click();

  // The client opens it in a browser that never signed in: the branch's language (the demo's is Serbian).
  const guest = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'en-US' });
  const review = await guest.newPage();
  await review.goto(url.pathname);
  await expect(review.getByRole('heading', { name: 'Ocenite posetu' })).toBeVisible();
  await expect(review.getByText(service.name)).toBeVisible();
  await snapBoth(review, testInfo, 'review-page-sr');
  await review.getByRole('link', { name: 'English' }).click();
  await expect(review.getByRole('heading', { name: 'Rate your visit' })).toBeVisible();
  const stars = review.getByRole('group', { name: 'Your rating' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  // Sending without stars says what is missing.
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(review.getByRole('alert')).toHaveText('Choose from 1 to 5 stars.');
  await stars.getByRole('radio', { name: '4 stars of 5' }).check();
  await review.getByLabel('Comment (optional)').fill('Lovely, calm and on time.');
  await snapBoth(review, testInfo, 'review-page-en');
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(review.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(review.getByText('Lovely, calm and on time.')).toBeVisible();
  await snapBoth(review, testInfo, 'review-page-thanks');
  // Opened again, the link shows the review and no form.
  await review.goto(`${url.pathname}?lang=EN`);
  await expect(review.getByText('You have already reviewed this visit.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Send review' })).toHaveCount(0);
  await guest.close();

  // On the client's card: the review, with its stars.
  await page.goto(`${card}/reviews`);
  const given = page.getByRole('article', { name: /Rated 4 of 5/ });
  await expect(given).toBeVisible();
  await expect(given.getByText('Lovely, calm and on time.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 4 of 5' }).first()).toBeVisible();
  await snapBoth(page, testInfo, 'client-reviews-tab');

  // The member's average counts it.
  const after = await apiCall<Summary>(page, 'GET', `employees/${free.employee.id}/reviews/summary`);
  expect(after.count).toBe(before.count + 1);
  await page.goto(`/chain/${orgId}/branch/${branchId}/team/members/${free.employee.id}/overview`);
  const average = page.getByTestId('member-review-average');
  await expect(average).toContainText(after.count === 1 ? '1 review' : `${after.count} reviews`);
  await expect(average).toContainText(after.average!.toFixed(1));
  await snapBoth(page, testInfo, 'member-overview-reviews');

  // Team → Reviews: the branch's list; a reply from the manager.
  await page.goto(`/chain/${orgId}/branch/${branchId}/team/reviews`);
  const listed = page.getByRole('article', { name: new RegExp(`Rita ${lastName}`) });
  await expect(listed).toBeVisible();
  await listed.getByRole('button', { name: 'Reply' }).click();
  const replyDialog = page.getByRole('dialog', { name: 'Reply to the review' });
  await replyDialog.getByLabel('Your reply').fill('Thank you, Rita!');
  await replyDialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(listed.getByText('Thank you, Rita!')).toBeVisible();
  await snapEveryWay(page, testInfo, 'branch-reviews', async (language) => {
    await expect(page.getByRole('heading', { name: language === 'SR' ? 'Recenzije' : 'Reviews', level: 1 })).toBeVisible();
    await expect(page.getByText('Thank you, Rita!')).toBeVisible();
  });
});
