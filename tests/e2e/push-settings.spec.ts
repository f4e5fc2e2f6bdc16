import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { inFullChromium } from './support/browsers';
import { branchUrl, isMobile, ownerInCentre } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * The branch's push settings (issue 17 "Web push to staff"), as the demo's owner in Centre: a staff event switched to
 * web push stays switched, and the page says whether this device can receive pushes.
 */

// The page reads the notification permission, which only the full browser leaves to the person.
test.use(inFullChromium);

type Listed<T> = { items: T[] };
type Rule = { event: string; enabled: boolean; channels: string[]; source: string };

/** The branch's own rule is taken away again, so a second run starts from the chain's default. */
async function forget(page: Page, path: string) {
  await apiCall(page, 'DELETE', path).catch(() => undefined);
}

test('a staff event switched to web push stays switched, and the page says whether this device gets pushes', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const { branchId } = workspace;
  await forget(page, `branches/${branchId}/notification-rules/owner.onlineBookingMade`);

  await page.goto(branchUrl(workspace, 'settings/push-notifications'));
  await expect(page.getByRole('heading', { name: 'Push notifications', level: 1 })).toBeVisible();
  // The tests' browsers keep no service worker: this one cannot receive pushes, and is told where to turn them on.
  await expect(page.getByText('This browser cannot receive push notifications.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account → Notifications' })).toHaveAttribute('href', '/account/notifications');
  const ownerOnline = page.getByRole('switch', { name: 'Online booking to Owner by push' });
  await expect(ownerOnline).not.toBeChecked();
  if (!isMobile(testInfo)) await expect(page.getByRole('columnheader', { name: 'Administrators' })).toBeVisible();
  await snapEveryWay(page, testInfo, 'push-settings', async (language) => {
    await expect(page.getByRole('heading', { name: language === 'EN' ? 'Push notifications' : 'Push obaveštenja', level: 1 })).toBeVisible();
  });

  await ownerOnline.click();
  await expect(ownerOnline).toBeChecked();
  await expect(ownerOnline).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Online booking to Owner by push' })).toBeChecked();
  const { items } = await apiCall<Listed<Rule>>(page, 'GET', `branches/${branchId}/notification-rules`);
  expect(items.find((rule) => rule.event === 'owner.onlineBookingMade')).toMatchObject({ enabled: true, channels: ['push'], source: 'branch' });
  await forget(page, `branches/${branchId}/notification-rules/owner.onlineBookingMade`);
});
