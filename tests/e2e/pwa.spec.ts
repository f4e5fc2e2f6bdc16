import { expect, test, type Page } from '@playwright/test';
import { signIn, snap } from './support/flows';

// The other specs block service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: 'allow' });

/** The owner, signed in, on the chain dashboard: the app has loaded and registered its worker after that. */
async function ownerOnDashboard(page: Page) {
  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Chain dashboard' })).toBeVisible();
}

/** The state of the worker that serves this page's scope, once one is active ('none' while there is none yet). */
const activeWorkerState = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((registration) => registration.active?.state ?? 'none'),
      new Promise<string>((resolve) => setTimeout(() => resolve('none'), 500)),
    ]),
  );

async function workerActivated(page: Page) {
  await expect.poll(() => activeWorkerState(page)).toBe('activated');
}

/** Every URL in every cache the page's origin holds. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

test('Chromium finds the manifest and an active service worker that controls the app after a reload', async ({ page }) => {
  await ownerOnDashboard(page);

  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const cdp = await page.context().newCDPSession(page);
  const appManifest = await cdp.send('Page.getAppManifest');
  expect(appManifest.errors).toEqual([]);
  expect(new URL(appManifest.url).pathname).toBe('/manifest.webmanifest');
  const manifest = JSON.parse(appManifest.data ?? '{}') as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'BranchBook',
    short_name: 'BranchBook',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f1b3d',
    background_color: '#0f1b3d',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) expect(icons).toContainEqual(expect.objectContaining({ sizes: size, purpose }));
  }
  for (const icon of icons) {
    const response = await page.request.get(`/${icon.src}`);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  // The sign-in pages are the server's own, without the app's <link rel="icon">: browsers ask for /favicon.ico.
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/vnd.microsoft.icon');

  await workerActivated(page);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chain dashboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('the worker keeps the build and never an answer of the API or the sign-in service', async ({ page }) => {
  await ownerOnDashboard(page);
  await workerActivated(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chain dashboard' })).toBeVisible();
  // Used while controlled: lists, records, the account, a round trip through the sign-in service.
  const chain = new URL(page.url()).pathname.replace(/\/dashboard$/, '');
  await page.goto(`${chain}/settings/general`);
  await expect(page.getByLabel('Chain name')).toHaveValue('Demo Salons');
  await page.goto('/account/settings/system-settings');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  // Through the sign-in service and back: /login, /id/…, /auth, the dashboard.
  const signInRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/id/')) signInRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/chain\/\d+\/dashboard$/);
  expect(signInRequests).not.toEqual([]);

  const urls = await cachedUrls(page);
  expect(urls).toContain('/offline.html');
  expect(urls.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(urls.filter((url) => /^\/(?:api|id|ws|auth)(?:\/|$)/.test(url))).toEqual([]);
  // Nor any page: navigations are always fetched.
  expect(urls.filter((url) => url === '/' || url.endsWith('index.html') || url.startsWith('/chain'))).toEqual([]);
});

test('a navigation that fails offline shows the offline page, and Try again brings the app back', async ({ page, context }, testInfo) => {
  await ownerOnDashboard(page);
  await workerActivated(page);
  const dashboard = page.url();

  await context.setOffline(true);
  await page.goto(dashboard);
  await expect(page.getByRole('heading', { name: 'No connection' })).toBeVisible();
  await expect(page.getByText('BranchBook needs an internet connection.')).toBeVisible();
  for (const title of ['Nema veze', 'Нет подключения', 'Bağlantı yok', 'Sem conexão']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await snap(page, testInfo, 'pwa-offline');

  await context.setOffline(false);
  await page.getByRole('link', { name: /Try again/ }).click();
  await expect(page.getByRole('heading', { name: 'Chain dashboard' })).toBeVisible();
  expect(page.url()).toBe(dashboard);
});

test('a newly deployed version is announced with a Reload toast, which switches to it', async ({ page }, testInfo) => {
  // The app registers /sw.js once the page is idle, seconds after the load on a busy machine. Registered after the
  // test's new version, it would replace that waiting version with another /sw.js: each page notes when its app has
  // registered, and the test waits for the reloaded page's registration before it deploys.
  await page.addInitScript(() => {
    const container = ServiceWorkerContainer.prototype;
    const register = container.register;
    container.register = function (...args: Parameters<typeof register>) {
      return register.apply(this, args).then((registration) => {
        sessionStorage.setItem('pwa-spec-registered', String(performance.timeOrigin));
        return registration;
      });
    };
  });
  const registeredByThisPage = () =>
    page.evaluate(() => sessionStorage.getItem('pwa-spec-registered') === String(performance.timeOrigin));
  await ownerOnDashboard(page);
  await workerActivated(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chain dashboard' })).toBeVisible();
  await expect.poll(registeredByThisPage).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A deploy, as the browser sees it: another worker script for the same scope, installed beside the running
  // one. (Playwright's routing does not see the browser's own update check of sw.js, so the new script is
  // the same file under another address; the browser installs it as a new version all the same.)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version'));

  const toast = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(toast).toBeVisible();
  await snap(page, testInfo, 'pwa-update-prompt');

  // The waiting worker takes over and the page reloads under it. (The reloaded app registers /sw.js again,
  // which to the browser is one more new address: a prompt may follow, as it would after a second deploy.)
  await page.evaluate(() => sessionStorage.setItem('pwa-spec-before-update', String(performance.timeOrigin)));
  await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('heading', { name: 'Chain dashboard' })).toBeVisible();
  const after = await page.evaluate(() => ({
    reloaded: sessionStorage.getItem('pwa-spec-before-update') !== String(performance.timeOrigin),
    controller: navigator.serviceWorker.controller?.scriptURL.replace(location.origin, ''),
  }));
  expect(after).toEqual({ reloaded: true, controller: '/sw.js?next-version' });
});
