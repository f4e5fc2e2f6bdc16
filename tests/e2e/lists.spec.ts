import { expect, test, type Page } from '@playwright/test';
import { isMobile, ownerInCentre, signedInAtCentre, signIn, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Lists that fit (issue 10, item 7) and the small things around them: columns as wide as what they hold, a record
 * just created shown first, the Filters badge counting only conditions that filter, a missing client's page, the
 * branch of a vacancy named for an administrator who cannot open it, salaries with their currency, the first
 * spinner never showing a translation key, and /onboarding for an owner whose chain is set up.
 */

/** Header labels and cells whose text is cut (wider than their box), and the page's sideways overflow. */
async function cutTexts(page: Page) {
  return page.evaluate(() => ({
    cut: [...document.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeaderTitle, .MuiDataGrid-cell')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
}


test('the clients list fits its columns to their content, header labels whole', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await page.goto(`/chain/${orgId}/branch/${branchId}/clients`);
  const ready = async () => {
    if (isMobile(testInfo)) await expect(page.getByTestId('resource-card').first()).toBeVisible();
    else {
      await expect(page.getByRole('grid')).toBeVisible();
      // An e-mail long enough to be cut in a column of an even share of the row.
      await expect(page.getByRole('gridcell', { name: /@example\.com$/ }).first()).toBeVisible();
      await expect.poll(async () => (await cutTexts(page)).cut).toEqual([]);
    }
    expect((await cutTexts(page)).pageOverflow).toBeLessThanOrEqual(0);
  };
  await ready();
  await snapEveryWay(page, testInfo, 'lists-clients', ready);
});

test('a client just created is shown first and marked, not lost past page 1', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await page.goto(`/chain/${orgId}/branch/${branchId}/clients`);
  // Sorted by last name, "Zz…" would be on the last of three pages.
  const lastName = `Zzlist${testInfo.project.name}${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'New client', exact: true }).first().click();
  const form = page.getByRole('form', { name: 'New client' });
  await form.getByLabel('First name').fill('Zora');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/[?&]created=\d+/);
  const first = isMobile(testInfo) ? page.getByTestId('resource-card').first() : page.getByRole('row').nth(1);
  await expect(first).toContainText(lastName);
  await expect(first).toContainText('Just added');
  await snap(page, testInfo, 'lists-client-created');
  // Turning the page lets it go back to its place in the sort.
  if (isMobile(testInfo)) await page.getByRole('button', { name: /page 2/i }).click();
  else await page.getByRole('button', { name: /next page/i }).click();
  await expect(page).not.toHaveURL(/created=/);
  await expect(page.getByText('Just added')).toBeHidden();
});

test('the Filters badge counts a condition once it has a value', async ({ page }) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await page.goto(`/chain/${orgId}/branch/${branchId}/clients`);
  const filters = page.getByRole('button', { name: /Filters/ });
  const badge = filters.locator('.MuiBadge-badge');
  await filters.click();
  await page.getByRole('button', { name: 'Add condition' }).click();
  await expect(page.getByTestId('filter-condition')).toHaveCount(1);
  // Written to the address once typing pauses; still empty, so no count.
  await expect(page).toHaveURL(/filters=/);
  await expect(badge).toHaveClass(/MuiBadge-invisible/);
  await page.getByTestId('filter-condition').getByRole('textbox').last().fill('Ana');
  await expect(badge).toHaveText('1');
  await expect(badge).not.toHaveClass(/MuiBadge-invisible/);
});

test("a missing client's page says so, without tabs, and leads back to the list", async ({ page }) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await page.goto(`/chain/${orgId}/branch/${branchId}/clients/99999999/overview`);
  await expect(page.getByText('This client does not exist')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Book', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/chain/${orgId}/branch/${branchId}/clients$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test("an administrator sees each vacancy's branch by name and its salary in the branch's currency", async ({ page }, testInfo) => {
  const { orgId } = await signedInAtCentre(page, 'admin@demo.test');
  await page.goto(`/chain/${orgId}/vacancies`);
  const nail = isMobile(testInfo)
    ? page.getByTestId('resource-card').filter({ hasText: 'Nail technician' })
    : page.getByRole('row').filter({ hasText: 'Nail technician' });
  const ready = async () => {
    // Riverside is a branch the administrator may not open; its vacancy still names it.
    await expect(nail).toContainText('Riverside');
    await expect(nail).not.toContainText('#');
    if (!isMobile(testInfo)) await expect.poll(async () => (await cutTexts(page)).cut).toEqual([]);
  };
  await ready();
  await expect(nail).toContainText(/RSD\s?80,000\.00/);
  await snapEveryWay(page, testInfo, 'lists-vacancies', ready);
});

test("a vacancy's salary shows its currency on its page and in its form", async ({ page }) => {
  const { orgId } = await ownerInCentre(page);
  await page.goto(`/chain/${orgId}/vacancies`);
  await page.getByText('Senior stylist').first().click();
  // The vacancy's own page, not the list behind it: the list shows the salary too, and its row has an Edit button of
  // its own, which a loaded machine pressed while the row's navigation was still under way.
  await expect(page.getByRole('heading', { level: 1, name: 'Senior stylist' })).toBeVisible();
  await expect(page.getByText(/RSD\s?110,000\.00/)).toBeVisible();
  await page.getByRole('button', { name: /edit/i }).first().click();
  const form = page.getByRole('form', { name: 'Edit vacancy' });
  await expect(form.getByLabel('Salary from')).toBeVisible();
  await expect(form.getByText('RSD').first()).toBeVisible();
});

test('the first spinner never shows a translation key while the language loads', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(shell|common)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, 'owner@demo.test');
  const spinner = page.getByRole('progressbar');
  await expect(spinner).toBeVisible();
  await expect(spinner).not.toHaveAccessibleName(/common\.loading/);
  await expect(page.getByRole('status')).not.toContainText('common.loading');
  release();
  await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an owner whose chain is set up finds /onboarding as "Create a new chain", with a way back', async ({ page }) => {
  await ownerInCentre(page);
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new chain' })).toBeVisible();
  await expect(page.getByText(/Welcome/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to my chain' }).click();
  await expect(page).toHaveURL(/\/chain\/\d+\/(branch\/\d+\/)?dashboard$/);
});
