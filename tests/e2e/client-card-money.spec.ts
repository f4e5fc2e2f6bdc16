import { expect, test } from '@playwright/test';
import { isMobile, ownerInCentre, signedInAtCentre } from './support/flows';
import { paidVisit } from './support/paid-visit';
import { snapEveryWay } from './support/snap-every-way';

/**
 * The client card's money and appointments as the front desk reads them (issue 16): Balance (the client's credit)
 * and Owes as two explained figures, the next and the last appointment, and a payment that names the team member
 * credited and reads as its sale ("Sale of …, Cut with Ana"), not as "#1234". Then a view-only area: the
 * administrator's Reports say so once, and the menu's link is still called "Reports".
 */
test('the client card shows balance and debt apart, the near appointments and readable payments', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const { free, order } = await paidVisit(page, workspace.branchId, '40.00');
  const card = `/chain/${workspace.orgId}/branch/${workspace.branchId}/clients/${order.clientId}`;

  await page.goto(`${card}/overview`);
  await expect(page.getByTestId('client-balance')).toBeVisible();
  await expect(page.getByText('Money the client has with the salon', { exact: false })).toBeVisible();
  await expect(page.getByTestId('client-debt')).toBeVisible();
  await expect(page.getByText("What is still unpaid on the client's sales.")).toBeVisible();
  const near = page.getByTestId('client-near-appointments');
  await expect(near.getByText('Next appointment')).toBeVisible();
  await expect(near.getByText('Last appointment')).toBeVisible();
  // The demo client's next appointment (ours, or one booked before it) names its team member and opens its drawer.
  const next = near.getByRole('link', { name: / · .+ with / }).first();
  await expect(next).toBeVisible();
  await snapEveryWay(page, testInfo, 'client-card-overview', async (language) => {
    await expect(page.getByTestId('client-near-appointments').getByRole('link').first()).toBeVisible();
    await expect(page.getByText(language === 'EN' ? 'Next appointment' : 'Sledeći termin')).toBeVisible();
  });
  await next.click();
  await expect(page.getByRole('dialog', { name: /^Appointment \d+$/ })).toBeVisible();

  // The payments tab: the member credited and the sale in words.
  await page.goto(`${card}/transactions`);
  const payment = page.getByText(new RegExp(`Sale of .+ with ${free.employee.firstName}`)).first();
  await expect(payment).toBeVisible();
  await expect(page.getByText(/#\d+/)).toHaveCount(0);
  await snapEveryWay(page, testInfo, 'client-card-payments', async (language) => {
    await expect(page.getByText(new RegExp(`${language === 'EN' ? 'Sale of' : 'Prodaja od'} .+ ${free.employee.firstName}`)).first()).toBeVisible();
  });
});

test('a view-only area says so once, and its menu link keeps its name', async ({ page }, testInfo) => {
  const workspace = await signedInAtCentre(page, 'admin@demo.test');
  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/reports`);
  await expect(page.getByTestId('view-only-notice')).toHaveCount(1);
  await expect(page.getByTestId('view-only-notice')).toContainText('view-only');
  // The sidebar (wide screens) marks the area with an eye, its link still named by the area.
  if (!isMobile(testInfo)) {
    await expect(page.getByRole('link', { name: 'Reports', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /View only/ })).toHaveCount(0);
  }
  await snapEveryWay(page, testInfo, 'view-only-reports', async () => {
    await expect(page.getByTestId('view-only-notice')).toBeVisible();
  });
});
