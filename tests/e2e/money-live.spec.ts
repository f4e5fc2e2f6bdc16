import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CashRegisterState } from '../../src/schema/cash-register/cash-register';
import { decimal, moneyText } from '../../src/schema/money/decimal';
import { apiCall } from './crud/resource-flows';
import { closeOpenShift, shownRsd } from './support/cash-shift';
import { isMobile, ownerInCentre, signedInElsewhere, snap, snapBothThemes } from './support/flows';

/**
 * Money follows every action without a reload (issue 16): the owner sells in cash from Sales → New sale, comes
 * back to the key indicators by the area's tabs and cashes up: the close dialog expects the sale's cash, so the
 * exact count is "exact", never "over" by the sale. Then the Centre's admin, at another desk, takes cash: the
 * owner's cash panel and key indicators follow it, live.
 */

type Service = { id: number; name: string; price: string };

/** The count a key indicator card shows ("1,204" → 1204). */
async function indicatorCount(card: Locator): Promise<number> {
  return Number((await card.locator('p').first().textContent())?.replace(/\D/g, '') ?? 'NaN');
}

/** The first service of the branch with a price, to sell. */
async function pricedService(page: Page, branchId: number): Promise<Service> {
  const { items } = await apiCall<{ items: Service[] }>(page, 'GET', `branches/${branchId}/services?perPage=100`);
  const service = items.find((one) => decimal(one.price).gt(0));
  if (!service) throw new Error('The demo branch needs a priced service');
  return service;
}

test('a cash sale, then an exact cash-up without a reload; a sale at another desk reaches the cash panel and key indicators live', async ({
  page,
  browser,
  viewport,
  isMobile: mobile,
  hasTouch,
  baseURL,
  locale,
  timezoneId,
}, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await closeOpenShift(page, branchId);
  const service = await pricedService(page, branchId);

  await page.goto(`/chain/${orgId}/branch/${branchId}/sales/key-indicators`);
  // Any reload from here on would drop this mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const panel = page.getByRole('region', { name: 'Cash shift' });
  await expect(panel.getByText('No open shift')).toBeVisible();
  await expect(panel.getByText("The first cash taken opens it, with the last shift's float.")).toBeVisible();
  const indicators = page.getByRole('region', { name: 'Key indicators' });
  const salesCard = indicators.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Sales', exact: true }) });
  await expect(salesCard).toBeVisible();
  const salesBefore = await indicatorCount(salesCard);

  // The owner sells the service in cash: the day's first cash opens the shift.
  await page.getByRole('tab', { name: 'New sale' }).click();
  await page.getByRole('button', { name: `Add ${service.name}` }).click();
  await page.getByRole('link', { name: 'Pay' }).click();
  await expect(page.getByTestId('payment-due')).toBeVisible();
  await page.getByRole('button', { name: /^Take / }).click();
  await expect(page.getByRole('region', { name: 'Sale complete' })).toBeVisible();

  await page.getByRole('tab', { name: 'Key indicators' }).click();
  const register = await apiCall<CashRegisterState>(page, 'GET', `branches/${branchId}/cash-register`);
  const expected = moneyText(decimal(register.openShift!.openingFloat).plus(service.price));
  expect(register.openShift!.expectedCash).toBe(expected);
  await expect(panel).toContainText(shownRsd(expected));
  await expect.poll(() => indicatorCount(salesCard)).toBe(salesBefore + 1);

  // Counting exactly what the drawer should hold is exact, not "over" by the sale.
  await panel.getByRole('button', { name: 'Close shift' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close the cash shift' });
  await closeDialog.getByLabel('Counted cash').fill(expected);
  await expect(closeDialog).toContainText(shownRsd(expected));
  await expect(closeDialog).toContainText(/RSD\s?0\.00 · exact/);
  await snapBothThemes(page, testInfo, 'money-live-close-exact');
  await closeDialog.getByRole('button', { name: 'Close shift' }).click();
  await expect(page.getByText(/Cash shift closed, difference RSD\s?0\.00/)).toBeVisible();
  await expect(panel.getByText('No open shift')).toBeVisible();

  // The admin's own browser, at the same size: a cash sale of a walk-in at another desk.
  const { context: deskContext, page: desk } = await signedInElsewhere(browser, { viewport, isMobile: mobile, hasTouch, baseURL, locale, timezoneId }, 'admin@demo.test');
  try {
    const today = (await apiCall<CashRegisterState>(desk, 'GET', `branches/${branchId}/cash-register`)).openShift;
    expect(today).toBeNull();
    await apiCall(desk, 'POST', `branches/${branchId}/sales`, {
      items: [{ uid: 'desk', kind: 'service', refId: service.id, price: service.price, startsAt: new Date().toISOString().slice(0, 10) }],
      tender: { cash: service.price },
    });
  } finally {
    await deskContext.close();
  }

  // The owner's screen follows: a shift open again with the sale's cash in it, and one sale more.
  await expect(panel.getByText(/^Cash shift open since \d{1,2}:\d{2}/)).toBeVisible();
  await expect(panel).toContainText(shownRsd(expected));
  await expect.poll(() => indicatorCount(salesCard)).toBe(salesBefore + 2);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await snap(page, testInfo, 'money-live-indicators');
  if (!isMobile(testInfo)) await snapBothThemes(page, testInfo, 'money-live-panel');
  await closeOpenShift(page, branchId);
});
