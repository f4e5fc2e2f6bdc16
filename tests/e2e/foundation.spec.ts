import { expect, test, type Page } from '@playwright/test';
import { changeLicence } from './support/e2e-database';
import { isMobile, signIn, signInThroughPages, snap } from './support/flows';

/** The chain and branch ids of where the signed-in user is, read from the URL. */
const workspaceIds = (page: Page) => {
  const match = /\/chain\/(\d+)(?:\/branch\/(\d+))?/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`not inside a chain: ${page.url()}`);
  return { orgId: Number(match[1]), branchId: match[2] ? Number(match[2]) : null };
};

/** On phones the navigation sits behind the menu button. */
async function openNavigation(page: Page, label: string | RegExp) {
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: label }).click();
}

test('the owner signs in through the sign-in page and lands on the chain dashboard', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/id\/me\?type=login&client=manage&state=\w{8}&redirectUrl=/);
  await snap(page, testInfo, 'sign-in-page');
  await signInThroughPages(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Chain dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Organisation' })).toContainText('Demo Salons');
  await snap(page, testInfo, 'chain-dashboard');
});

test('the owner switches between branches', async ({ page }, testInfo) => {
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);

  const branchSwitcher = page.getByRole('button', { name: 'Branch' });
  await branchSwitcher.click();
  await page.getByRole('menuitem', { name: /Centre/ }).click();
  await expect(page).toHaveURL(/\/branch\/\d+\/dashboard$/);
  await expect(branchSwitcher).toContainText('Centre');
  const centre = workspaceIds(page).branchId;

  await branchSwitcher.click();
  await page.getByRole('menuitem', { name: /Riverside/ }).click();
  await expect(branchSwitcher).toContainText('Riverside');
  expect(workspaceIds(page).branchId).not.toBe(centre);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await snap(page, testInfo, 'branch-dashboard');
});

test('switching the language to Serbian translates the menu', async ({ page }, testInfo) => {
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
  const { orgId } = workspaceIds(page);

  await page.goto('/account/settings/system-settings');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Srpski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^sr/);
  await expect(page.getByRole('combobox', { name: 'Jezik' })).toBeVisible();
  await snap(page, testInfo, 'system-settings-sr');

  await page.goto(`/chain/${orgId}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Kontrolna tabla lanca' })).toBeVisible();
  await openNavigation(page, 'Otvori navigaciju');
  await expect(page.getByRole('link', { name: 'Kontrolna tabla lanca', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Podešavanja lanca', exact: true })).toBeVisible();
  await snap(page, testInfo, 'menu-sr');

  // The choice is saved on the account; put it back for the tests that sign in as the owner after this one.
  await page.goto('/account/settings/system-settings');
  await page.getByRole('combobox', { name: 'Jezik' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("another chain's address shows the not-found page", async ({ browser, page }, testInfo) => {
  // Find the other chain's id the way its owner would: by signing in.
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, 'other@demo.test');
  await expect(otherPage).toHaveURL(/\/chain\/\d+\/dashboard$/);
  const otherChain = workspaceIds(otherPage).orgId;
  await otherContext.close();

  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
  expect(workspaceIds(page).orgId).not.toBe(otherChain);
  await page.goto(`/chain/${otherChain}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await snap(page, testInfo, 'not-found');
});

test('an area the licence leaves out shows the no-access page', async ({ page }, testInfo) => {
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
  await page.getByRole('button', { name: 'Branch' }).click();
  await page.getByRole('menuitem', { name: /Centre/ }).click();
  await expect(page).toHaveURL(/\/branch\/\d+\/dashboard$/);
  const { orgId, branchId } = workspaceIds(page);

  // The demo's plan opens every area but for reports' changes: this test closes marketing for itself.
  const restore = await changeLicence(orgId, { branchMenu: (menu) => void (menu['branch_marketing'] = { ...menu['branch_marketing']!, enable: false }) });
  try {
    await page.goto(`/chain/${orgId}/branch/${branchId}/marketing/automations`);
    await expect(page.getByRole('heading', { name: 'Not included in your plan' })).toBeVisible();
    await snap(page, testInfo, 'no-licence');
  } finally {
    await restore();
  }
});

test('signing out ends the session', async ({ page }, testInfo) => {
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
  const dashboard = page.url();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/id\/me\?/);
  await snap(page, testInfo, 'signed-out');

  // The refresh cookie is gone too: coming back asks to sign in again.
  await page.goto(dashboard);
  await expect(page).toHaveURL(/\/id\/me\?/);
  await expect(page.locator('input[name=password]')).toBeVisible();
});

test('a new user signs up and is led through onboarding into their own chain', async ({ page }, testInfo) => {
  const login = `new-${testInfo.project.name}-${Date.now()}@example.test`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.locator('input[name=firstName]').fill('Nina');
  await page.locator('input[name=lastName]').fill('Novak');
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('a-strong-pass-1');
  await snap(page, testInfo, 'sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Nina!' })).toBeVisible();
  await page.getByLabel('Chain name').fill('Nina Studio');
  await page.getByLabel('Branch name').fill('Old Town');
  await snap(page, testInfo, 'onboarding');
  await page.getByRole('button', { name: 'Create and continue' }).click();

  await expect(page).toHaveURL(/\/chain\/\d+\/branch\/\d+\//);
  await expect(page.getByRole('button', { name: 'Organisation' })).toContainText('Nina Studio');
  if (!isMobile(testInfo)) await expect(page.getByRole('button', { name: 'Branch' })).toContainText('Old Town');
  await snap(page, testInfo, 'new-chain');
});

test('the account area shows the signed-in user', async ({ page }, testInfo) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/branch\/\d+\/dashboard$/);

  await page.goto('/account/me');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText('admin@demo.test')).toBeVisible();
  await snap(page, testInfo, 'account-me');

  await page.getByRole('link', { name: 'Edit personal info' }).click();
  await expect(page.getByRole('heading', { name: 'Personal info' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /First name/ })).not.toHaveValue('');
  await snap(page, testInfo, 'account-personal-info');

  await page.goto('/account/settings/login-security');
  await expect(page.getByRole('heading', { name: 'Login and security' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await snap(page, testInfo, 'account-login-security');
});
