import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiCall } from './crud/resource-flows';
import { markDomainRecordMissing } from './support/e2e-database';
import { branchUrl, ownerInCentre, snapBothThemes } from './support/flows';

/**
 * Online booking → Presence → Images, SEO, Marketing and Domain (issue 18 deliverables 1 and 5): the owner adds photos,
 * sets the search title and a promo with a GA4 id for Riverside; its public page shows them, and the tracker's script
 * tag appears only after the visitor agrees in the consent bar (the e2e server enables tracking). Riverside, so the
 * bar never covers Centre's page in other specs; the marketing is emptied again at the end.
 */
const photo = (background: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background } }).jpeg().toBuffer();

async function riversideOf(page: Page) {
  const workspace = await ownerInCentre(page);
  const { items } = await apiCall<{ items: { name: string; branches: { id: number; name: string }[] }[] }>(page, 'GET', 'organizations');
  const riverside = items.find((chain) => chain.name === 'Demo Salons')!.branches.find((branch) => branch.name === 'Riverside')!;
  return { ...workspace, branchId: riverside.id };
}

test('the owner sets photos, the SEO title and a promo; the public page shows them and loads the tracker only with consent', async ({ page }, testInfo) => {
  const riverside = await riversideOf(page);
  const marketingUrl = `branches/${riverside.branchId}/online-booking/presence/marketing`;
  try {
    // Images: three photos at once through the file chooser; the first becomes the cover.
    await page.goto(branchUrl(riverside, 'onlineBooking/presence/images'));
    await expect(page.getByText('No photos yet')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add photos' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await photo('#b5651d') },
      { name: 'chair.jpg', mimeType: 'image/jpeg', buffer: await photo('#2e86c1') },
      { name: 'nails.jpg', mimeType: 'image/jpeg', buffer: await photo('#8e44ad') },
    ]);
    const list = page.getByRole('list', { name: 'Photos of the booking page' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem', { name: 'Photo 1' }).getByText('Cover', { exact: true })).toBeVisible();
    await list.getByRole('listitem', { name: 'Photo 2' }).getByRole('button', { name: 'Use as logo' }).click();
    await expect(list.getByRole('listitem', { name: 'Photo 2' }).getByText('Logo', { exact: true })).toBeVisible();
    await snapBothThemes(page, testInfo, 'presence-images');

    // SEO: the title with its live preview.
    await page.goto(branchUrl(riverside, 'onlineBooking/presence/seo'));
    await page.getByLabel('Title').fill('Riverside cuts & colour');
    await expect(page.getByRole('figure', { name: 'How a search result shows the page' })).toContainText('Riverside cuts & colour');
    await page.getByRole('button', { name: 'Save SEO' }).click();
    await expect(page.getByText('SEO saved')).toBeVisible();
    await snapBothThemes(page, testInfo, 'presence-seo');

    // Marketing: a wrong GA4 id is named before anything is sent; then the promo and a right one.
    await page.goto(branchUrl(riverside, 'onlineBooking/presence/marketing'));
    await page.getByLabel('Promo text').fill('Riverside opens on Sundays in June');
    await page.getByLabel('Google Analytics 4 measurement id').fill('UA-12345');
    await page.getByRole('button', { name: 'Save marketing' }).click();
    await expect(page.getByText('A GA4 measurement id looks like G-XXXXXXXXXX')).toBeVisible();
    await page.getByLabel('Google Analytics 4 measurement id').fill('G-TEST12345');
    await page.getByRole('button', { name: 'Save marketing' }).click();
    await expect(page.getByText('Marketing saved')).toBeVisible();
    await snapBothThemes(page, testInfo, 'presence-marketing');

    // Domain: the slug card and a domain pending with its records.
    await page.goto(branchUrl(riverside, 'onlineBooking/presence/domain'));
    await page.getByRole('textbox', { name: 'Domain' }).fill('Book.Riverside-Salon.test');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const card = page.getByRole('region', { name: 'book.riverside-salon.test' });
    await expect(card.getByText('Waiting for DNS')).toBeVisible();
    await expect(card.getByText('_branchbook.book.riverside-salon.test')).toBeVisible();
    await snapBothThemes(page, testInfo, 'presence-domain');
    // Verified, then its record not found by the daily re-check: the card says when it stops being served.
    await markDomainRecordMissing('book.riverside-salon.test');
    await page.reload();
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByText(/^We could not find the TXT record on .+; the domain stops being served on .+ unless it is back\.$/)).toBeVisible();
    await snapBothThemes(page, testInfo, 'presence-domain-missing');
    await card.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No domain yet')).toBeVisible();

    // The public page: the title, the promo, the cover; the consent bar and no tracker until "Allow".
    await page.goto('/book/riverside?lang=EN');
    await expect(page).toHaveTitle('Riverside cuts & colour');
    await expect(page.getByRole('complementary', { name: 'News from the salon' })).toHaveText('Riverside opens on Sundays in June');
    const cover = page.locator('figure.cover img');
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    // The third photo (neither cover nor logo) is in the gallery, lazy and sized.
    await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveAttribute('loading', 'lazy');
    const bar = page.getByRole('region', { name: 'Allow' });
    await expect(bar).toBeVisible();
    await expect(page.locator('script[data-tracker]')).toHaveCount(0);
    await snapBothThemes(page, testInfo, 'presence-public-page');
    await bar.getByRole('button', { name: 'Allow' }).click();
    await expect(bar).toBeHidden();
    await expect(page.locator('script[data-tracker="ga4"]')).toHaveCount(1);
    // The answer is the page's own: on the next visit no bar, and the tracker comes at once.
    await page.reload();
    await expect(page.locator('script[data-tracker="ga4"]')).toHaveCount(1);
    await expect(bar).toBeHidden();
  } finally {
    await apiCall(page, 'PUT', marketingUrl, { promoText: '', ga4Id: '', metaPixelId: '', version: (await apiCall<{ version: number }>(page, 'GET', marketingUrl)).version });
  }
});

test('a visitor who says no gets no tracker', async ({ page }) => {
  const riverside = await riversideOf(page);
  const marketingUrl = `branches/${riverside.branchId}/online-booking/presence/marketing`;
  const { version } = await apiCall<{ version: number }>(page, 'GET', marketingUrl);
  await apiCall(page, 'PUT', marketingUrl, { promoText: '', ga4Id: '', metaPixelId: '123456789012345', version });
  try {
    await page.goto('/book/riverside?lang=EN');
    const bar = page.getByRole('region', { name: 'Allow' });
    await bar.getByRole('button', { name: 'No, thanks' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('.consent')).toBeHidden();
    await expect(page.locator('script[data-tracker]')).toHaveCount(0);
  } finally {
    await apiCall(page, 'PUT', marketingUrl, { promoText: '', ga4Id: '', metaPixelId: '', version: version + 1 });
  }
});
