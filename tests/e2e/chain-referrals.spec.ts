import { expect, test } from '@playwright/test';
import { ownerInCentre, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Chain referrals (issue 20, docs/chain-referrals.md): the demo chain's owner finds the link, its code and its QR;
 * a stranger opens the link, signs up, creates a chain, and the owner's Invited businesses lists it as signed up.
 */
test('an owner hands on the link, a new owner signs up through it, and the referrer sees the new chain', async ({ page, browser }, testInfo) => {
  const { orgId } = await ownerInCentre(page);
  await page.goto(`/chain/${orgId}/referrals`);
  const section = page.getByRole('region', { name: 'Invite another business' });
  const code = (await section.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{8}$/);
  const link = new URL((await section.getByTestId('referral-link-value').textContent()) ?? '');
  expect(`${link.pathname}${link.search}`).toBe(`/onboarding?ref=${code}`);
  await expect(section.getByRole('img', { name: 'QR code of your referral link' })).toHaveAttribute('data-qr-text', link.href);
  await expect(section.getByTestId('referral-reward')).toContainText('you both get');
  await snapEveryWay(page, testInfo, 'chain-referrals', (language) => expect(page.getByTestId('referrals-signed-up')).toBeVisible().then(() => expect(page.getByRole('button', { name: language === 'EN' ? 'Copy: Your code' : 'Kopiraj: Vaš kod' })).toBeVisible()));

  // A stranger, in a browser of their own, follows the link: sign-in service, sign-up, then onboarding with the code.
  const chainName = `Referred Studio ${testInfo.project.name} ${Date.now()}`;
  const context = await browser.newContext({ viewport: page.viewportSize()!, baseURL: testInfo.project.use.baseURL, serviceWorkers: 'block' });
  try {
    const stranger = await context.newPage();
    await stranger.goto(`${link.pathname}${link.search}`);
    await expect(stranger).toHaveURL(/\/id\/me\?/);
    await stranger.getByRole('link', { name: 'Create an account' }).click();
    await stranger.locator('input[name=firstName]').fill('Vera');
    await stranger.locator('input[name=lastName]').fill('Referred');
    await stranger.locator('input[name=login]').fill(`referred-${testInfo.project.name}-${Date.now()}@example.test`);
    await stranger.locator('input[name=password]').fill('a-strong-pass-1');
    await stranger.getByRole('button', { name: 'Create account' }).click();
    await expect(stranger).toHaveURL(new RegExp(`/onboarding\\?ref=${code}$`));
    await stranger.getByLabel('Chain name').fill(chainName);
    await stranger.getByLabel('Branch name').fill('Main Street');
    await stranger.getByRole('button', { name: 'Create and continue' }).click();
    await expect(stranger).toHaveURL(/\/chain\/\d+\/branch\/\d+\//);
    // The new chain's own Invited businesses: none yet.
    const newOrgId = /\/chain\/(\d+)\//.exec(stranger.url())![1];
    await stranger.goto(`/chain/${newOrgId}/referrals/listOf`);
    await expect(stranger.getByText('No business has signed up through your link yet')).toBeVisible();
    await snap(stranger, testInfo, 'chain-referrals-list-empty');
  } finally {
    await context.close();
  }

  await page.goto(`/chain/${orgId}/referrals/listOf`);
  const row = page.getByTestId('referred-chain').filter({ hasText: chainName });
  await expect(row).toContainText('Signed up');
  await expect(row).toContainText('the reward comes with its first paid invoice');
  await snapEveryWay(page, testInfo, 'chain-referrals-list', () => expect(page.getByTestId('referred-chain').first()).toBeVisible());
});
