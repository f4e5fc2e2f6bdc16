import { expect, test } from '@playwright/test';
import { ownerInCentre } from './support/flows';
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
