import { expect, test } from '@playwright/test';
import type { Transaction } from '../../src/schema/sales/checkout';
import { apiCall } from './crud/resource-flows';
import { isMobile, ownerInCentre, snapBothThemes } from './support/flows';
import { paidVisit } from './support/paid-visit';
import { makeVsdcCertificates } from '../support/stand-ins/vsdc-certificates';
import { startVsdcStandIn, type VsdcStandIn } from '../support/stand-ins/vsdc';

/**
 * Fiscal receipts (issue 19, docs/fiscal-receipts.md): the owner sets up Centre's V-SDC on Integrations → Fiscal with
 * the branch's .pfx certificate, its password and PAC (a local stand-in speaking the V-SDC's API over mutual TLS), the
 * test proves them; a visit paid by card gets its receipt, issued by the server's worker, shown in the order drawer
 * with its number and verification QR code, printable on 80 mm paper; with the V-SDC down, the next payment's receipt
 * waits on the cash register, named by the day's reconciliation.
 */

let vsdc: VsdcStandIn;
const certificates = makeVsdcCertificates();
test.beforeAll(async () => {
  vsdc = await startVsdcStandIn(certificates);
});
test.afterAll(async () => {
  await vsdc.close();
});

test('set up fiscal receipts for Centre and see a payment’s receipt with its QR', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { orgId, branchId } = await ownerInCentre(page);
  await apiCall(page, 'DELETE', `branches/${branchId}/integrations/fiscal`).catch(() => null);

  await page.goto(`/chain/${orgId}/branch/${branchId}/integrations`);
  const card = page.getByRole('region', { name: 'Fiscal receipts' });
  await expect(card).toContainText('Payments get no fiscal receipt.');
  await card.getByRole('link', { name: /Fiscal receipts/ }).click();
  await expect(page).toHaveURL(/\/integrations\/fiscal$/);

  const form = page.getByRole('form', { name: 'Fiscal processor settings' });
  await form.getByRole('textbox', { name: 'V-SDC address' }).fill(vsdc.url);
  await form.getByRole('textbox', { name: 'Cashier on receipts' }).fill('Ana');
  await form.getByLabel('Choose .pfx file').setInputFiles({ name: 'centre.pfx', mimeType: 'application/x-pkcs12', buffer: certificates.clientPfx });
  await expect(form.getByText('centre.pfx')).toBeVisible();
  await form.getByLabel('Certificate password').fill(certificates.clientPfxPassword);
  await form.getByLabel('PAC').fill(vsdc.pac);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(form.getByText('A certificate is stored.', { exact: false })).toBeVisible();
  await form.getByRole('button', { name: 'Test the connection' }).click();
  await expect(form.getByText('The V-SDC answered (secure element STANDIN1).')).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await snapBothThemes(page, testInfo, 'fiscal-settings');

  // A visit paid by card: the worker sends its receipt to the V-SDC within seconds.
  const { order, sale } = await paidVisit(page, branchId, '40.00');
  const payment: Transaction = sale.transactions[0]!;
  await expect.poll(() => vsdc.issued.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(vsdc.issued.at(-1)!.request).toMatchObject({ invoiceType: 'Normal', transactionType: 'Sale', payment: [{ amount: 40, paymentType: 'Card' }], cashier: 'Ana' });
  const invoiceNumber = String(vsdc.issued.at(-1)!.result.invoiceNumber);

  await page.goto(`/chain/${orgId}/branch/${branchId}/sales/transactions/order/${order.id}`);
  const drawer = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  const row = drawer.getByRole('list', { name: 'Payments and refunds' }).getByRole('listitem').first();
  await expect(row).toContainText(`Receipt ${invoiceNumber}`);
  await row.getByRole('button', { name: 'Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Fiscal receipt' });
  await expect(receipt).toContainText(`Receipt ${invoiceNumber}`);
  await expect(receipt.getByRole('img', { name: 'Verification QR code of the receipt' })).toHaveAttribute('data-qr-text', String(vsdc.issued.at(-1)!.result.verificationUrl));
  await expect(receipt.getByRole('link', { name: 'Verify the receipt' })).toHaveAttribute('href', /^https:\/\/suf\.purs\.gov\.rs\/v\/\?vl=/);
  await snapBothThemes(page, testInfo, 'fiscal-receipt');
  await receipt.getByRole('button', { name: 'Close' }).click();
  expect(payment.amount).toBe('40.00');

  // Sales → Payments: the payment's row names its receipt and opens it; from there the client gets its link by SMS
  // (the visit's client is the branch's first, which a spec before may have left without a phone).
  const saleClient = await apiCall<{ id: number; phone: string | null; version: number }>(page, 'GET', `branches/${branchId}/clients/${sale.clientId}`);
  if (!saleClient.phone) await apiCall(page, 'PATCH', `branches/${branchId}/clients/${saleClient.id}`, { phone: '+381641234567', version: saleClient.version });
  await page.goto(`/chain/${orgId}/branch/${branchId}/sales/transactions`);
  const rows = isMobile(testInfo) ? page.getByTestId('resource-card') : page.getByRole('row').filter({ has: page.getByRole('gridcell') });
  const paymentRow = rows.filter({ hasText: /40[.,]00/ }).filter({ hasText: 'Fiscal receipt' }).first();
  await expect(paymentRow).toBeVisible();
  await snapBothThemes(page, testInfo, 'fiscal-payments-row');
  await paymentRow.click();
  await page.getByRole('dialog', { name: 'What would you like to do with this payment?' }).getByRole('button', { name: 'Fiscal receipt' }).click();
  const fromRow = page.getByRole('dialog', { name: 'Fiscal receipt' });
  await expect(fromRow).toContainText(`Receipt ${invoiceNumber}`);
  await fromRow.getByRole('button', { name: 'Send by SMS' }).click();
  await expect(fromRow.getByText(/^Sent to \+\d+\.$/)).toBeVisible();
  await snapBothThemes(page, testInfo, 'fiscal-receipt-send');
  await fromRow.getByRole('button', { name: 'Close' }).click();

  // Part of it given back: the refund's receipt names the buyer, as the rules want on refunds.
  await paymentRow.click();
  await page.getByRole('dialog', { name: 'What would you like to do with this payment?' }).getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Give money back' });
  await refund.getByRole('textbox', { name: 'Amount to give back' }).fill('10');
  const buyer = refund.getByRole('textbox', { name: 'Buyer’s ID for the fiscal receipt' });
  await buyer.fill('12345');
  await expect(refund.getByText('Write a two-digit code, a colon and the number, for example 20:012345678.')).toBeVisible();
  await buyer.fill('20:012345678');
  await snapBothThemes(page, testInfo, 'fiscal-refund-buyer');
  await refund.getByRole('button', { name: 'Give back' }).click();
  await expect(refund).toBeHidden();
  await expect.poll(() => vsdc.issued.at(-1)!.request['transactionType'], { timeout: 20_000 }).toBe('Refund');
  expect(vsdc.issued.at(-1)!.request).toMatchObject({ buyerId: '20:012345678', payment: [{ amount: 10, paymentType: 'Card' }], referentDocumentNumber: invoiceNumber });

  // The V-SDC down: the next payment is recorded and its receipt waits, listed on the cash register with the day's
  // reconciliation naming it.
  vsdc.setDown(true);
  await paidVisit(page, branchId, '55.00');
  // The server's worker tries it once within seconds, then waits its back-off.
  const tries = async () => (await apiCall<{ items: { attempts: number }[] }>(page, 'GET', `branches/${branchId}/fiscal-receipts?status=pending`)).items[0]?.attempts ?? 0;
  await expect.poll(tries, { timeout: 20_000 }).toBe(1);
  await page.goto(`/chain/${orgId}/branch/${branchId}/settings/cash-register`);
  const waiting = page.getByRole('region', { name: 'Fiscal receipts waiting' });
  await expect(waiting).toContainText(/55[.,]00/);
  await expect(waiting).toContainText('Tried once');
  const day = page.getByRole('region', { name: 'Fiscal receipts of the day' });
  await expect(day.getByRole('list', { name: 'Payments that differ' })).toContainText('receipt still waiting for the V-SDC');
  await snapBothThemes(page, testInfo, 'fiscal-cash-register');
  vsdc.setDown(false);

  await page.goto(`/chain/${orgId}/branch/${branchId}/integrations`);
  await expect(card).toContainText("Receipts are issued for this branch's payments.");
  await snapBothThemes(page, testInfo, 'fiscal-list');
  await apiCall(page, 'DELETE', `branches/${branchId}/integrations/fiscal`);
});
