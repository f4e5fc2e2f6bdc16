import { expect, test, type Page } from '@playwright/test';
import { apiCall, type Workspace } from './crud/resource-flows';
import { branchUrl, ownerInCentre, screenshotsWanted, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/** The catalog as salons read it: services grouped by category, a service's own page, a member's services. */

type Category = { id: number; name: string; color: string };
type Service = { id: number; name: string; categoryId: number | null; price: string };

const catalogOrder = 'sort=sortOrder:asc,name:asc&perPage=100';

async function catalog(page: Page, { branchId }: Workspace) {
  const categories = await apiCall<{ items: Category[] }>(page, 'GET', `branches/${branchId}/serviceCategories?${catalogOrder}`);
  const services = await apiCall<{ items: Service[] }>(page, 'GET', `branches/${branchId}/services?${catalogOrder}`);
  return { categories: categories.items, services: services.items };
}

/** A service's row: a link named by the service, then its duration and price. */
const serviceLink = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });

/** `#3f7cac` as the browser reports a computed colour. */
const rgbOf = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};


test('the services page groups the catalog by category, folds a group away and searches across all of them', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const before = await catalog(page, workspace);
  const [first, second] = before.categories;
  if (!first || !second) throw new Error('The demo catalog has fewer than two categories');
  // A word only this run's two services carry, in two different categories.
  const token = `Zephyr${testInfo.project.name}${Date.now() % 100000}`;
  for (const [category, what] of [
    [first, 'gloss'],
    [second, 'polish'],
  ] as const) {
    await apiCall(page, 'POST', `branches/${workspace.branchId}/services`, { name: `${token} ${what}`, categoryId: category.id, duration: 45, price: '1000.00' });
  }
  const { categories, services } = await catalog(page, workspace);

  await page.goto(branchUrl(workspace, 'catalog/services'));
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Services', exact: true })).toHaveAttribute('aria-selected', 'true');

  // Every category, in the catalog's order, with its count and its colour as a swatch, never as a code.
  const groups = page.getByRole('main').locator('section');
  await expect(groups.locator('h2')).toHaveText(categories.map((c) => c.name).concat(services.some((s) => s.categoryId === null) ? ['Without a category'] : []));
  for (const category of categories) {
    const count = services.filter((s) => s.categoryId === category.id).length;
    const group = page.getByRole('region', { name: category.name, exact: true });
    await expect(group.getByRole('button', { name: `${category.name}, ${count} service${count === 1 ? '' : 's'}` })).toHaveAttribute('aria-expanded', 'true');
    await expect(group.locator('[data-colour-swatch]')).toHaveCSS('background-color', rgbOf(category.color));
    await expect(page.getByText(category.color, { exact: false })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Add service', exact: true })).toBeVisible();
  await snapEveryWay(page, testInfo, 'catalog-services', async (language) => {
    await expect(page.getByRole('heading', { level: 1, name: language === 'EN' ? 'Services' : 'Usluge' })).toBeVisible();
    await expect(groups.first().locator('li').first()).toBeVisible();
  });

  // A group's header stays below the top bar while its services scroll under it.
  const firstGroup = page.getByRole('region', { name: first.name, exact: true });
  const firstHeader = firstGroup.getByRole('button', { name: new RegExp(`^${first.name}, `) });
  const topBar = (await page.getByRole('banner').boundingBox())!;
  await firstGroup.locator('li').nth(2).evaluate((row) => row.scrollIntoView({ block: 'start' }));
  await expect.poll(async () => (await firstHeader.boundingBox())!.y).toBeGreaterThan(topBar.y + topBar.height - 2);
  expect((await firstGroup.locator('li').nth(1).boundingBox())!.y).toBeLessThan((await firstHeader.boundingBox())!.y);
  // What the viewport shows (the sticky header), not the whole page.
  if (screenshotsWanted) await page.screenshot({ path: `tests/e2e/screenshots/${testInfo.project.name}-catalog-services-scrolled.png`, animations: 'disabled' });
  await page.evaluate(() => window.scrollTo(0, 0));

  // Folding a group hides its services and keeps the others.
  const firstService = services.find((s) => s.categoryId === first.id)!;
  const secondService = services.find((s) => s.categoryId === second.id)!;
  await expect(serviceLink(page, firstService.name)).toBeVisible();
  await firstGroup.getByRole('button', { name: new RegExp(`^${first.name}, `) }).click();
  await expect(firstGroup.getByRole('button', { name: new RegExp(`^${first.name}, `) })).toHaveAttribute('aria-expanded', 'false');
  await expect(serviceLink(page, firstService.name)).toBeHidden();
  await expect(serviceLink(page, secondService.name)).toBeVisible();
  await snap(page, testInfo, 'catalog-services-folded');
  await firstGroup.getByRole('button', { name: new RegExp(`^${first.name}, `) }).click();
  await expect(serviceLink(page, firstService.name)).toBeVisible();

  // The search runs across every category and leaves only the groups it matched.
  await page.getByRole('searchbox', { name: 'Search services' }).fill(token.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token.toLowerCase()}`));
  await expect(groups.locator('h2')).toHaveText([first.name, second.name]);
  await expect(page.getByRole('region', { name: first.name, exact: true }).getByRole('button', { name: `${first.name}, 1 service` })).toBeVisible();
  await expect(serviceLink(page, `${token} gloss`)).toBeVisible();
  await expect(serviceLink(page, `${token} polish`)).toBeVisible();
  await expect(serviceLink(page, firstService.name)).toHaveCount(0);
  await snap(page, testInfo, 'catalog-services-search');

  await page.getByRole('searchbox', { name: 'Search services' }).fill(`${token}-nothing`);
  await expect(page.getByText(`No service matches “${token.toLowerCase()}-nothing”`)).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(groups).toHaveCount(categories.length + (services.some((s) => s.categoryId === null) ? 1 : 0));

  // The categories keep their own pages: the list as a tab, and each category from its group.
  await firstGroup.getByRole('link', { name: `Open the category ${first.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Categories', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Categories', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test("a service's page is titled with its name, under the catalog's Services tab", async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const { services } = await catalog(page, workspace);
  const service = services.find((s) => s.categoryId !== null)!;

  await page.goto(branchUrl(workspace, 'catalog/services'));
  await serviceLink(page, service.name).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/units/${service.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
  await expect(page.getByRole('tab', { name: 'Services', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle(new RegExp(`^${service.name} · `));
  await snapEveryWay(page, testInfo, 'catalog-service', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
    await expect(page.getByRole('textbox').first()).toHaveValue(service.name);
  });
});

test("the member overview lists the member's services, and leaving the Services tab with a change asks first", async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const { services } = await catalog(page, workspace);
  const byName = (name: string) => services.find((s) => s.name === name)!;
  const member = await apiCall<{ id: number }>(page, 'POST', `branches/${workspace.branchId}/employees`, {
    firstName: 'Vesna',
    lastName: `Overview ${testInfo.project.name}`,
  });
  await apiCall(page, 'PUT', `branches/${workspace.branchId}/employees/${member.id}/services`, {
    items: [
      { serviceId: byName('Manicure').id, price: '2100.00', duration: 30 },
      { serviceId: byName('Pedicure').id, price: null },
    ],
  });

  await page.goto(branchUrl(workspace, `team/members/${member.id}/overview`));
  const listed = page.getByRole('list', { name: 'Services Vesna performs' });
  await expect(listed.getByRole('listitem')).toHaveCount(2);
  // Manicure takes 45 minutes; Vesna's own 30 is said to be hers, as her price is.
  await expect(listed.getByRole('listitem').filter({ hasText: 'Manicure' })).toContainText('30 min · own length');
  await expect(listed.getByRole('listitem').filter({ hasText: 'Manicure' })).toContainText(/2,100\.00/);
  await expect(listed.getByRole('listitem').filter({ hasText: 'Manicure' })).toContainText('Own price');
  await expect(listed.getByRole('listitem').filter({ hasText: 'Pedicure' })).toContainText(/2,800\.00/);
  await expect(listed.getByRole('listitem').filter({ hasText: 'Pedicure' })).not.toContainText('Own price');
  await expect(listed.getByRole('listitem').filter({ hasText: 'Pedicure' })).not.toContainText('own length');
  await snap(page, testInfo, 'member-overview-services');

  // Unticking a service and leaving asks first; staying keeps the change, leaving drops it.
  await page.getByRole('tab', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  const manicure = page.getByRole('checkbox', { name: 'Performs Manicure' });
  await expect(manicure).toBeChecked();
  await manicure.uncheck();
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('tab', { name: 'Overview', exact: true }).click();
  await expect.poll(() => questions).toEqual(['You have unsaved changes. Leave without saving?']);
  await expect(page).toHaveURL(/\/services$/);
  await expect(manicure).not.toBeChecked();

  // Ticking it again is no change at all: nothing to ask.
  await manicure.check();
  await page.getByRole('tab', { name: 'Overview', exact: true }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await page.getByRole('tab', { name: 'Services', exact: true }).click();

  await manicure.uncheck();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('tab', { name: 'Overview', exact: true }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(listed.getByRole('listitem')).toHaveCount(2);
});
