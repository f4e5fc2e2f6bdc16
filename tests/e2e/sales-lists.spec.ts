import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { SaleReceipt, Transaction } from '../../src/schema/sales/checkout';
import { apiCall, englishLabels } from './crud/resource-flows';
import { isMobile, ownerInCentre, snapBothThemes } from './support/flows';

/**
 * Sales → Payments and Sales → Events as the demo owner: a sale paid by card and a part of it given back show
 * as a payment and its negative refund naming it; the Refund dialog gives back more through the API; the sale
 * is among the events. Screenshots at 375 and 1440 px, light and dark.
 */

const labels = englishLabels();


/** The rows on screen: grid rows on wide screens, cards on phones. */
const rowsOf = (page: Page, testInfo: TestInfo) =>
  isMobile(testInfo) ? page.getByTestId('resource-card') : page.getByRole('row').filter({ has: page.getByRole('gridcell') });

test('Sales → Payments shows a payment and its refund, refunds through the dialog; Events shows the sale', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const { items: services } = await apiCall<{ items: { id: number; name: string }[] }>(page, 'GET', `branches/${workspace.branchId}/services?perPage=1`);
  const today = new Date().toISOString().slice(0, 10);
  const { sale } = await apiCall<SaleReceipt>(page, 'POST', `branches/${workspace.branchId}/sales`, {
    items: [{ uid: 'e2e-1', kind: 'service', refId: services[0]!.id, price: '42.17', startsAt: today }],
    tender: { card: '42.17' },
  });
  const payment = sale.transactions[0]!;
  const refund = await apiCall<Transaction>(page, 'POST', `transactions/${payment.id}/refunds`, { amount: '2.03', note: 'e2e' });

  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/sales/transactions`);
  const rows = rowsOf(page, testInfo);
  // Newest first: the refund, negative and reading as its sale, then the payment; their amounts single them out.
  const refundRow = rows.filter({ hasText: /[-−]\s?\D*2[.,]03/ }).first();
  // The grid arrives in its own chunk: the first rows may take a while on a busy machine.
  await expect(refundRow).toBeVisible();
  await expect(refundRow).toContainText(labels.resource('transactions').option('kind', 'refund'));
  await expect(refundRow).toContainText(`Sale of`);
  await expect(refundRow).toContainText(services[0]!.name);
  const paymentRow = rows.filter({ hasText: /42[.,]17/ }).first();
  await expect(paymentRow).toContainText(labels.resource('transactions').option('kind', 'payment'));
  await snapBothThemes(page, testInfo, 'payments');

  // "Refund" on the payment row: 40.14 is left; give 5.07 back.
  await (isMobile(testInfo) ? paymentRow : paymentRow.getByText('Refund', { exact: true })).click();
  const dialog = page.getByRole('dialog', { name: 'Give money back' });
  await expect(dialog.getByLabel('Amount to give back')).toHaveValue(/40[.,]14/);
  await snapBothThemes(page, testInfo, 'refund-dialog');
  await dialog.getByLabel('Amount to give back').fill('5.07');
  await dialog.getByRole('button', { name: 'Give back' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.filter({ hasText: /[-−]\s?\D*(2[.,]03|5[.,]07)/ })).toHaveCount(2);
  const read = await apiCall<{ transactions: Transaction[] }>(page, 'GET', `sales/${sale.id}`);
  expect(read.transactions.filter((x) => x.kind === 'refund').map((x) => x.amount).sort()).toEqual(['-2.03', '-5.07']);
  expect(refund.refundOfId).toBe(payment.id);

  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/sales/events`);
  const saleEvent = rows.filter({ hasText: `Sale #${sale.id}` }).first();
  await expect(saleEvent).toBeVisible();
  await expect(saleEvent).toContainText(/42[.,]17/);
  await snapBothThemes(page, testInfo, 'events');

  // The client card's tabs: a sale to a client is on their sales tab, its payment on their transactions tab.
  const { items: clients } = await apiCall<{ items: { id: number }[] }>(page, 'GET', `branches/${workspace.branchId}/clients?perPage=1`);
  const clientId = clients[0]!.id;
  const { sale: theirs } = await apiCall<SaleReceipt>(page, 'POST', `branches/${workspace.branchId}/sales`, {
    clientId,
    items: [{ uid: 'e2e-2', kind: 'service', refId: services[0]!.id, price: '31.00', startsAt: today }],
    tender: { card: '30.00' },
  });
  expect(theirs).toMatchObject({ paid: '30.00', debt: '1.00', status: 'partial' });
  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/clients/${clientId}/sales`);
  await expect(rows.first()).toContainText(/31[.,]00/);
  await expect(rows.first()).toContainText('Partly paid');
  await snapBothThemes(page, testInfo, 'client-sales');
  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/clients/${clientId}/transactions`);
  await expect(rows.filter({ hasText: /30[.,]00/ }).first()).toContainText('Sale of');
  await snapBothThemes(page, testInfo, 'client-transactions');
});
