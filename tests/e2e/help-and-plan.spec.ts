import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { Language } from '../../src/schema/enums';
import { apiCall } from './crud/resource-flows';
import { changeLicence } from './support/e2e-database';
import { isMobile, ownerInCentre, snap, snapBothThemes } from './support/flows';

/**
 * Spec §9's configuration keys as the e2e server sets them (tests/e2e/support/e2e-server.ts: e-mail, Telegram,
 * community and public site; no WhatsApp, no jobs site), and spec §6's licence blocks closing their screens.
 */

const setLanguage = (page: Page, ISOLanguage: Language) => apiCall(page, 'PATCH', 'me', { ISOLanguage });

/** Where the Help links are: the top bar's menu from 640 px up, the Menu page's list on phones. */
async function openHelp(page: Page, testInfo: TestInfo, orgId: number, branchId: number, title = 'Help') {
  if (isMobile(testInfo)) {
    await expect(page.getByRole('button', { name: title, exact: true })).toBeHidden();
    await page.goto(`/chain/${orgId}/branch/${branchId}/menu`);
    const list = page.getByRole('navigation', { name: title });
    await list.scrollIntoViewIfNeeded();
    return list;
  }
  await page.getByRole('button', { name: title, exact: true }).click();
  return page.getByRole('menu', { name: title });
}

test('the Help menu lists the configured support links and sites, and leaves out the absent ones', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await page.goto(`/chain/${orgId}/branch/${branchId}/dashboard`);
  const help = await openHelp(page, testInfo, orgId, branchId);

  await expect(help.getByRole(isMobile(testInfo) ? 'link' : 'menuitem')).toHaveCount(4);
  const link = (name: string) => help.getByRole(isMobile(testInfo) ? 'link' : 'menuitem', { name: new RegExp(`^${name}`) });
  await expect(link('E-mail support')).toHaveAttribute('href', 'mailto:help@branchbook.test');
  await expect(link('Support on Telegram')).toHaveAttribute('href', 'https://t.me/branchbook_help');
  await expect(link('Support on Telegram')).toHaveAttribute('target', '_blank');
  await expect(link('Community')).toHaveAttribute('href', 'https://community.branchbook.test');
  await expect(link('Website')).toHaveAttribute('href', 'https://branchbook.test');
  await expect(link('Support on WhatsApp')).toHaveCount(0);
  await expect(link('Jobs')).toHaveCount(0);
  await snapBothThemes(page, testInfo, 'help');

  // Serbian, for a look at the words.
  await setLanguage(page, 'SR');
  try {
    await page.goto(`/chain/${orgId}/branch/${branchId}/dashboard`);
    const pomoc = await openHelp(page, testInfo, orgId, branchId, 'Pomoć');
    await expect(pomoc.getByText('Podrška e-poštom')).toBeVisible();
    await snapBothThemes(page, testInfo, 'help-sr');
  } finally {
    await setLanguage(page, 'EN');
  }
});

test('a licence block switched off closes its screen: the tab goes and the page says it is not in the plan', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const settings = `/chain/${orgId}/branch/${branchId}/settings`;
  const tabs = page.getByRole('tablist', { name: 'Sections of Branch settings' });

  await page.goto(`${settings}/jobTitles`);
  await expect(page.getByRole('heading', { name: 'Job titles' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Job titles' })).toBeAttached();

  const restore = await changeLicence(orgId, {
    branchMenu: (menu) => void (menu['branch_settings']!.subCategories['booking_settings']!.blocks['job_titles'] = { enable: false }),
  });
  try {
    // A fresh load reads the licence again (the session keeps it until the chain changes, spec §4).
    await page.goto(`${settings}/jobTitles`);
    await expect(page.getByRole('heading', { name: 'Not included in your plan' })).toBeVisible();
    await expect(page.getByText('Your plan does not include Branch settings → Job titles.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change the plan' })).toBeVisible();
    // The API says the same.
    await expect(apiCall(page, 'GET', `branches/${branchId}/jobTitles`)).rejects.toThrow(/403/);
    await snap(page, testInfo, 'block-closed');

    // Its neighbours stay open, and the tab row no longer offers it.
    await page.goto(`${settings}/resources`);
    await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Resources' })).toBeAttached();
    await expect(tabs.getByRole('tab', { name: 'Job titles' })).toHaveCount(0);
  } finally {
    await restore();
  }
  await page.goto(`${settings}/jobTitles`);
  await expect(page.getByRole('heading', { name: 'Job titles' })).toBeVisible();
});
