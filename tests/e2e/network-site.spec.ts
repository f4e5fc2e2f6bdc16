import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { changeLicence } from './support/e2e-database';
import { ownerInCentre, snapBothThemes } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Network, the chain's public site (issue 20, deliverable 5): the owner writes a post in the rich-text editor with an
 * image through the photo pipeline and publishes it; a visitor who never signed in reads it on the chain's site, in
 * the language asked, and finds the chain's branches on its About page. The demo chain's plan does not include the
 * site, so the spec opens it in the licence and closes it again.
 */
test('the owner publishes a post and a visitor reads it without signing in', async ({ page, browser, viewport, baseURL }, testInfo) => {
  const { orgId } = await ownerInCentre(page);
  const restore = await changeLicence(orgId, { organizationMenu: (menu) => void (menu['network'] = { ...menu['network']!, enable: true, content: 'edit' }) });
  try {
    await page.goto(`/chain/${orgId}/network/about`);
    const address = page.getByRole('region', { name: 'Public address' });
    await expect(address.getByText(/\/n\/demo-salons$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Branches on the site' }).getByRole('link', { name: 'Riverside' })).toBeVisible();
    await snapEveryWay(page, testInfo, 'network-about', async (language) => {
      await expect(page.getByRole('heading', { name: language === 'EN' ? 'Branches on the site' : 'Filijale na sajtu' })).toBeVisible();
    });

    const words = `Two salons in Belgrade, since 2012 (${testInfo.project.name}).`;
    await page.getByLabel('About the chain (English)').fill(words);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The site is saved')).toBeVisible();

    await page.getByRole('region', { name: 'Branches on the site' }).getByRole('link', { name: 'Centre' }).click();
    await expect(page).toHaveURL(new RegExp(`/chain/${orgId}/network/about/centre$`));
    await expect(page.getByLabel('Preview of the card').getByText(/Every day/)).toBeVisible();
    await snapBothThemes(page, testInfo, 'network-branch-card');

    const slug = `spring-care-${testInfo.project.name}-${Date.now()}`;
    await page.goto(`/chain/${orgId}/network/blog`);
    await page.getByRole('button', { name: 'New post' }).first().click();
    await page.getByLabel('Title').fill('Spring care tips');
    await expect(page.getByLabel('Address')).toHaveValue('spring-care-tips');
    await page.getByLabel('Address').fill(slug);
    await page.getByLabel('Summary').fill('Three ways to keep your colour bright.');
    const body = page.getByRole('textbox', { name: 'Text' });
    await body.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await body.pressSequentially('Rinse cool.');
    await page.getByRole('button', { name: 'Bold' }).click();
    await body.press('Enter');
    await body.pressSequentially('Use a mask once a week.');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b85c38' } }).png().toBuffer();
    await page.getByLabel('Image file', { exact: true }).setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: photo });
    await expect(body.locator('img[src^="/n/-/images/"]')).toBeVisible();
    await page.getByLabel('Cover image file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('img', { name: 'Cover image' })).toBeVisible();
    await snapBothThemes(page, testInfo, 'network-post-editor');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published on the site')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open on the site' })).toHaveAttribute('href', new RegExp(`/n/demo-salons/blog/${slug}$`));
    await page.getByRole('button', { name: 'All posts' }).click();
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('button', { name: /Spring care tips/ }).first()).toBeVisible();
    await snapEveryWay(page, testInfo, 'network-blog', async () => {
      await expect(page.getByRole('list').getByText('Spring care tips').first()).toBeVisible();
    });

    // A visitor: another browser, never signed in.
    const visitor = await browser.newContext({ viewport, baseURL, locale: 'en-GB' });
    try {
      const reader = await visitor.newPage();
      await reader.goto('/n/demo-salons/blog');
      await reader.getByRole('link', { name: 'Spring care tips' }).first().click();
      await expect(reader).toHaveURL(new RegExp(`/n/demo-salons/blog/${slug}\\?lang=EN$`));
      await expect(reader.getByRole('heading', { name: 'Spring care tips', level: 1 })).toBeVisible();
      await expect(reader.locator('article strong')).toHaveText('Rinse cool.');
      await expect(reader.locator('article img.cover')).toBeVisible();
      await expect(reader.locator('article > img:not(.cover)')).toBeVisible();
      await snapBothThemes(reader, testInfo, 'network-public-post');
      await reader.goto('/n/demo-salons?lang=SR');
      await expect(reader.getByRole('heading', { name: 'Naše filijale' })).toBeVisible();
      // No Serbian words yet: the English ones stand in.
      await expect(reader.getByText(words)).toBeVisible();
      await expect(reader.getByRole('link', { name: 'Zakažite onlajn' }).first()).toHaveAttribute('href', /^\/book\/[a-z-]+\?lang=SR$/);
      await snapBothThemes(reader, testInfo, 'network-public-about-sr');
      await reader.goto('/n/demo-salons/about/centre?lang=RU');
      await expect(reader.getByRole('heading', { name: 'Centre', level: 1 })).toBeVisible();
      await snapBothThemes(reader, testInfo, 'network-public-branch-ru');
      await reader.goto('/n/demo-salons/jobs?lang=TR');
      await expect(reader.getByRole('heading', { name: 'İş ilanları', level: 1 })).toBeVisible();
      await reader.goto('/n/demo-salons/blog?lang=PT');
      await expect(reader.getByRole('link', { name: 'Spring care tips' }).first()).toBeVisible();
      await snapBothThemes(reader, testInfo, 'network-public-blog-pt');

      // Back to a draft: the visitor's address answers "not found".
      await page.getByRole('list', { name: 'Posts' }).getByRole('button', { name: /Spring care tips/ }).first().click();
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(page.getByText('Saved as a draft')).toBeVisible();
      const gone = await reader.goto(`/n/demo-salons/blog/${slug}`);
      expect(gone?.status()).toBe(404);
    } finally {
      await visitor.close();
    }
  } finally {
    await restore();
  }
});
