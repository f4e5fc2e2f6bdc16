import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { closeOpenShift } from './support/cash-shift';
import { ownerInCentre, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/** A walk-in pays 250.50 in cash with 260.00 (9.50 change), then 20.25 of it is refunded: the drawer gains 230.25. */
async function cashSaleAndRefund(page: Page, branchId: number) {
  const { items } = await apiCall<{ items: { id: number }[] }>(page, 'GET', `branches/${branchId}/services?perPage=1`);
  const today = new Date().toISOString().slice(0, 10);
  const receipt = await apiCall<{ sale: { transactions: { id: number }[] }; change: string }>(page, 'POST', `branches/${branchId}/sales`, {
    items: [{ uid: 'cash-e2e', kind: 'service', refId: items[0]!.id, price: '250.50', startsAt: today }],
    tender: { cash: '260.00' },
  });
  expect(receipt.change).toBe('9.50');
  await apiCall(page, 'POST', `transactions/${receipt.sale.transactions[0]!.id}/refunds`, { amount: '20.25' });
}

test('the owner turns the cash register on, opens a shift and closes it with the right expected cash', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await closeOpenShift(page, branchId);

  await page.goto(`/chain/${orgId}/branch/${branchId}/settings/cash-register`);
  const panel = page.getByRole('region', { name: 'Cash shift' });
  await expect(panel.getByText('No open shift')).toBeVisible();

  // The setting: on, with a default float of 100.
  const toggle = page.getByLabel('Use the cash register');
  if (!(await toggle.isChecked())) await toggle.check();
  await page.getByLabel('Default float').fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cash register settings saved')).toBeVisible();
  await expect(panel.getByText("The first cash taken opens it, with the last shift's float.")).toBeVisible();

  // Open: the counted float starts at the default.
  await panel.getByRole('button', { name: 'Open shift' }).click();
  const openDialog = page.getByRole('dialog', { name: 'Open the cash shift' });
  await expect(openDialog.getByLabel('Counted float')).toHaveValue('100.00');
  await snap(page, testInfo, 'cash-register-open-dialog');
  await openDialog.getByRole('button', { name: 'Open shift' }).click();
  await expect(openDialog).toBeHidden();
  await expect(panel.getByText(/^Cash shift open since \d{1,2}:\d{2}/)).toBeVisible();
  await expect(panel).toContainText(/expected now RSD\s?100\.00/);

  // Cash taken and given back lands in the shift: 100.00 + 250.50 − 20.25.
  await cashSaleAndRefund(page, branchId);
  await page.reload();
  await expect(panel).toContainText(/expected now RSD\s?330\.25/);
  await snapEveryWay(page, testInfo, 'cash-register-open', (language) =>
    expect(page.getByRole('heading', { name: language === 'EN' ? 'Shift history' : 'Istorija smena' })).toBeVisible(),
  );

  // Close: the difference is shown before confirming, and stored.
  await panel.getByRole('button', { name: 'Close shift' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close the cash shift' });
  await closeDialog.getByLabel('Counted cash').fill('330');
  await expect(closeDialog).toContainText(/RSD\s?330\.25/);
  await expect(closeDialog).toContainText(/-RSD\s?0\.25 · short/);
  await snap(page, testInfo, 'cash-register-close-dialog');
  await closeDialog.getByRole('button', { name: 'Close shift' }).click();
  await expect(closeDialog).toBeHidden();
  await expect(page.getByText(/Cash shift closed, difference -RSD\s?0\.25/)).toBeVisible();
  await expect(panel.getByText('No open shift')).toBeVisible();

  // The history: the closed shift first, with its figures and its movements.
  const history = page.getByRole('region', { name: 'Shift history' });
  await expect(history).toContainText(/RSD\s?330\.25/);
  await expect(history).toContainText(/-RSD\s?0\.25/);
  await history.getByText(/RSD\s?330\.00/).first().click();
  const details = page.getByRole('dialog', { name: 'Cash shift' });
  await expect(details.getByText('Payment')).toBeVisible();
  await expect(details.getByText('Refund')).toBeVisible();
  await expect(details).toContainText(/-RSD\s?20\.25/);
  await snap(page, testInfo, 'cash-register-details');
  await details.getByRole('button', { name: 'Close' }).click();
  await snap(page, testInfo, 'cash-register-closed');
});
