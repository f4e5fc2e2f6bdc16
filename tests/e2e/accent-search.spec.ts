import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { isMobile, ownerInCentre, snap } from './support/flows';

/** The clients list's search ignores accents and case: "djordje" finds Đorđe Živković, in English and Serbian. */

/** This run's Đorđe is listed, alone of the two clients that carry the tag (Marko has no "dorde" in him). */
async function expectOnlyDorde(page: Page, testInfo: TestInfo, tag: string) {
  const tagged = page.getByText(new RegExp(`Živković ${tag}`));
  await expect(tagged).toHaveCount(1);
  // Phone cards title a client with the whole name; the grid has a row with a first-name cell.
  await expect(isMobile(testInfo) ? tagged : page.getByRole('row').filter({ has: tagged })).toContainText('Đorđe');
}

test('typing "djordje" in the clients search finds Đorđe', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  // A word only this run's clients carry, so the search shows them alone.
  const tag = `Accent${testInfo.project.name}${Date.now() % 100000}`;
  for (const firstName of ['Đorđe', 'Marko']) {
    await apiCall(page, 'POST', `branches/${branchId}/clients`, { firstName, lastName: `Živković ${tag}` });
  }
  const typed = `djordje ${tag.toLowerCase()}`;

  await page.goto(`/chain/${orgId}/branch/${branchId}/clients`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(typed);
  await expectOnlyDorde(page, testInfo, tag);
  await snap(page, testInfo, 'clients-accent-search-en');

  await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'SR' });
  try {
    await page.reload();
    await page.getByRole('searchbox', { name: 'Pretraga' }).fill(typed);
    await expectOnlyDorde(page, testInfo, tag);
    await snap(page, testInfo, 'clients-accent-search-sr');
  } finally {
    await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'EN' });
  }
});
