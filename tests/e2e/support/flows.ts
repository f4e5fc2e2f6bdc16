import { expect, test, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type TestInfo } from '@playwright/test';

import { appConfig } from '../../../src/schema/config';
import type { TokenRefreshResponse } from '../../../src/schema/auth';
import { demoWorkspace, type Workspace } from '../crud/resource-flows';

export const demoPassword = 'demo12345';

/** Signs in through the real sign-in service page, as a person would (foundation.spec.ts walks it). */
export async function signInThroughPages(page: Page, login: string, password = demoPassword) {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/id\/me\?/);
  await page.getByLabel(/e-mail/i).fill(login);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/**
 * Signs in as a returning browser is: the sign-in service's JSON login sets the session cookies in the page's
 * context, one refresh issues the access token, and it is stored as `/auth` leaves it: the same server calls as the
 * pages make, two page loads fewer. The page is left on the origin without the app, for the test to open the screen
 * it is about; foundation.spec and navigation.spec open `/` and check where each person lands.
 */
export async function signInBeforeOpening(page: Page, login: string, password = demoPassword) {
  const { request } = page.context();
  const origin = test.info().project.use.baseURL!;
  const signedIn = await request.post('/id/login', {
    data: { client: 'manage', state: 'e2eState', redirectUrl: `${origin}/auth?redirect=%2F`, login, password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const xsrf = (await page.context().cookies(origin)).find((cookie) => cookie.name === appConfig.xsrfCookie)?.value ?? '';
  const refreshed = await request.post('/id/token/refresh', { data: { client: 'manage' }, headers: { [appConfig.xsrfHeader]: xsrf } });
  expect(refreshed.status(), await refreshed.text()).toBe(200);
  const { accessToken, expiresAt } = (await refreshed.json()) as TokenRefreshResponse;
  // Any page of the origin holds its storage; the health answer is the cheapest one.
  await page.goto('/api/v1/health');
  const keys = appConfig.storageKeys;
  await page.evaluate(
    ([tokenKey, expiryKey, token, expiry]) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(expiryKey, expiry);
    },
    [keys.accessToken, keys.accessTokenExpiresAt, accessToken, expiresAt] as const,
  );
}

/** Signs in and opens the app at `/`, where the person lands: their dashboard. */
export async function signIn(page: Page, login: string, password = demoPassword) {
  await signInBeforeOpening(page, login, password);
  await page.goto('/');
}

/** `login` of the demo signed in, with the chain "Demo Salons" and its Centre branch; no screen open yet. */
export async function signedInAtCentre(page: Page, login: string): Promise<Workspace> {
  await signInBeforeOpening(page, login);
  return demoWorkspace(page);
}

/** The demo's owner signed in, with the chain and its Centre branch; no screen open yet. */
export const ownerInCentre = (page: Page) => signedInAtCentre(page, 'owner@demo.test');

/** A page of the workspace's branch (`rest` is the path under it). */
export const branchUrl = ({ orgId, branchId }: Workspace, rest: string) => `/chain/${orgId}/branch/${branchId}/${rest}`;

/**
 * Whether screenshots are written: always on a developer's machine, where a person looks at them; not in CI,
 * where nobody does and the full-page captures cost minutes of the 30-minute budget. `E2E_SCREENSHOTS=1` forces them.
 */
export const screenshotsWanted = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * Another person at another desk: their own browser context on the test's device (its viewport, touch, locale,
 * zone and address), signed in as `login` with no screen open yet. The caller closes `context`.
 */
export async function signedInElsewhere(browser: Browser, device: BrowserContextOptions, login: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...device, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInBeforeOpening(page, login);
  return { context, page };
}

/** Full-page screenshot named for the viewport project, kept out of the repo for a person to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  if (!screenshotsWanted) return;
  // Transitions are finished first, so a drawer is shown where it comes to rest.
  await page.screenshot({ path: `tests/e2e/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true, animations: 'disabled' });
}

/** `snap` in the light theme, then in the dark one (`name-dark`). */
export async function snapBothThemes(page: Page, testInfo: TestInfo, name: string) {
  if (!screenshotsWanted) return;
  await snap(page, testInfo, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** A date field of MUI X: each section typed by its name, whatever order the language writes them in. */
export async function typeDate(field: Locator, date: string) {
  const [year, month, day] = date.split('-') as [string, string, string];
  for (const [name, value] of [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const) {
    await field.getByRole('spinbutton', { name }).click();
    await field.page().keyboard.type(value);
  }
}
