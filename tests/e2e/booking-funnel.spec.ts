import { expect, test } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { branchUrl, ownerInCentre, snapBothThemes } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Online booking → Presence → Analytics (issue 18 deliverable 5, docs/online-booking.md decision 10): a visitor's
 * booking page counts a view once the island runs and a service when the first is ticked; the owner's screen shows
 * today's counts per day and as a funnel.
 */
test('a visit to the booking page shows on the branch’s Analytics screen', async ({ page }, testInfo) => {
  // The page's beacons, answered (a beacon's body is a blob the browser does not show): the view, then the service.
  const beacon = () => page.waitForResponse((response) => response.url().endsWith('/api/v1/public/book/centre/funnel') && response.status() === 204);
  const viewed = beacon();
  await page.goto('/book/centre');
  await viewed;
  const chosen = beacon();
  await page.getByRole('checkbox').first().check();
  await chosen;

  const workspace = await ownerInCentre(page);
  await page.goto(branchUrl(workspace, 'onlineBooking/presence/analytics'));
  const funnel = page.getByRole('list', { name: 'Visitors per step in the period, with the share of the step before' });
  // The server's own counts are written before the read (its flush), so today's visit is there at once.
  await expect(funnel.locator('li[data-step="view"] .funnel-count')).toHaveText(/^[1-9]/);
  await expect(funnel.locator('li[data-step="service"] .funnel-count')).toHaveText(/^[1-9]/);
  await expect(page.getByRole('img', { name: 'Visitors per step and day' }).or(page.locator('svg[aria-label="Visitors per step and day"]'))).toBeVisible();

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(funnel.locator('li[data-step="view"] .funnel-count')).toHaveText(/^[1-9]/);

  await snapEveryWay(page, testInfo, 'booking-funnel', async (language) => {
    await expect(page.getByText(language === 'SR' ? 'Levak za period' : "The period's funnel")).toBeVisible();
  });

  // A branch whose page nobody has visited says so.
  const { items } = await apiCall<{ items: { name: string; branches: { id: number; name: string }[] }[] }>(page, 'GET', 'organizations');
  const riverside = items.find((chain) => chain.name === 'Demo Salons')!.branches.find((branch) => branch.name === 'Riverside')!;
  await page.goto(branchUrl({ ...workspace, branchId: riverside.id }, 'onlineBooking/presence/analytics'));
  await expect(page.getByText('No visits yet')).toBeVisible();
  await snapBothThemes(page, testInfo, 'booking-funnel-empty');
});
