import { expect, test } from '@playwright/test';
import { startMonriStandIn, type MonriStandIn } from '../support/stand-ins/monri';
import { apiCall } from './crud/resource-flows';
import { keepSubscription } from './support/e2e-database';
import { ownerInCentre, signInBeforeOpening, snap } from './support/flows';
import { billingMerchant, monriStandInPort } from './support/monri-port';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Billing (issue 20, docs/billing.md): the demo chain's owner sees its plan (Business), its state and period, how
 * much of each limit is used, then compares the plans on Subscription, by month and by year, their own marked.
 */
test('the owner sees the plan, its usage, and the plans side by side', async ({ page }, testInfo) => {
  const { orgId } = await ownerInCentre(page);
  await page.goto(`/chain/${orgId}/billing`);
  const plan = page.getByRole('region', { name: 'Business' });
  await expect(plan.getByTestId('billing-status')).toHaveText('Active');
  await expect(plan.getByTestId('billing-price')).toContainText('490.00');
  await expect(plan.getByTestId('billing-price')).toContainText('a year');
  await expect(plan.getByTestId('billing-period')).toContainText('The period ends on');
  const usage = page.getByRole('region', { name: 'Usage of the plan' });
  await expect(usage.getByTestId('usage-branches-figures')).toHaveText(/^\d+ \/ 5$/);
  await expect(usage.getByTestId('usage-employees-figures')).toHaveText(/^\d+ \/ 50$/);
  await snapEveryWay(page, testInfo, 'billing', (language) => expect(page.getByTestId('billing-status')).toHaveText(language === 'EN' ? 'Active' : 'Aktivan'));

  await page.getByRole('link', { name: 'Compare plans' }).click();
  await expect(page).toHaveURL(/\/billing\/subscription$/);
  const cards = page.getByTestId('plan-card');
  await expect(cards).toHaveCount(3);
  const business = page.getByRole('region', { name: 'Business' });
  await expect(business.getByText('Your plan')).toBeVisible();
  await expect(business.getByTestId('plan-price')).toContainText('49.00');
  await expect(business.getByRole('list', { name: 'What Business opens' })).toContainText('Reports');
  await expect(page.getByRole('region', { name: 'Start' }).getByRole('list')).not.toContainText('Reports');
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(business.getByTestId('plan-price')).toContainText('490.00');
  await snapEveryWay(page, testInfo, 'billing-plans', () => expect(page.getByTestId('plan-card')).toHaveCount(3));
});

/**
 * The way out of a closed area (issue 20): Other Studio's owner, on Start, opens Reports, is told the plan does not
 * include them, goes to Subscription, chooses Business, pays the invoice on the payment provider's page (the local
 * Monri stand-in, the product's own account), comes back to a page that says paid because the signed notification
 * arrived, and finds Reports open — without signing out.
 */
test.describe('buying a plan', () => {
  let monri: MonriStandIn;
  test.beforeAll(async () => {
    monri = await startMonriStandIn(monriStandInPort(process.env.E2E_PORT ?? 3210), billingMerchant);
  });
  test.afterAll(async () => {
    await monri.close();
  });

  test('an owner on a closed area upgrades, pays through the provider, and finds the area open', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInBeforeOpening(page, 'other@demo.test');
    const { items } = await apiCall<{ items: { id: number; name: string; branches: { id: number }[] }[] }>(page, 'GET', 'organizations');
    const studio = items.find((chain) => chain.name === 'Other Studio')!;
    const orgId = studio.id;
    const branchId = studio.branches[0]!.id;
    const restore = await keepSubscription(orgId);
    try {
      await page.goto(`/chain/${orgId}/branch/${branchId}/reports`);
      await expect(page.getByRole('heading', { name: 'Not included in your plan' })).toBeVisible();
      await page.getByRole('link', { name: 'Change the plan' }).click();
      await expect(page).toHaveURL(/\/billing\/subscription$/);
      // The studio pays Start by the year: Business by the year charges the rest of it, less what is left of Start.
      await page.getByRole('button', { name: 'Yearly' }).click();
      const business = page.getByRole('region', { name: 'Business' });
      await business.getByRole('button', { name: 'Choose Business' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invoice for Business' });
      await expect(dialog.getByTestId('invoice-total')).toContainText('€');
      await expect(dialog.getByText(/^Unused Start, /)).toBeVisible();
      await expect(dialog.getByText(/^BB-\d{4}-\d{6}$/)).toBeVisible();
      await snap(page, testInfo, 'billing-invoice-dialog');

      await dialog.getByRole('button', { name: /^Pay €/ }).click();
      // The provider's hosted page (the stand-in's): the card is typed there, never in the app.
      await expect(page).toHaveURL(new RegExp(`^${monri.url}/v2/form`));
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/secure_payment\/success\?billing=[0-9a-f]{32}/);
      await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'paid');
      await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
      await expect(page.getByTestId('payment-result')).toContainText('the plan “Business” is open now');
      await snap(page, testInfo, 'billing-payment-received');

      await page.getByRole('link', { name: 'Go to billing' }).click();
      const plan = page.getByRole('region', { name: 'Business' });
      await expect(plan.getByTestId('billing-status')).toHaveText('Active');
      await expect(plan.getByTestId('billing-method')).toContainText('0044');
      const invoices = page.getByRole('region', { name: 'Invoices' });
      await expect(invoices.getByTestId('invoice').first()).toContainText('Paid');
      await expect(invoices.getByTestId('billing-payment')).toContainText('card');
      await snapEveryWay(page, testInfo, 'billing-after-payment', (language) => expect(page.getByTestId('billing-status')).toHaveText(language === 'EN' ? 'Active' : 'Aktivan'));

      await page.goto(`/chain/${orgId}/branch/${branchId}/reports`);
      await expect(page.getByRole('heading', { name: 'Not included in your plan' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    } finally {
      await restore();
    }
  });
});
