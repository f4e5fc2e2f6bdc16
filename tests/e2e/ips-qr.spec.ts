import { expect, test, type Page } from '@playwright/test';
import { decimal } from '../../src/schema/money/decimal';
import { ipsQrFor, ipsSettingsSchema } from '../../src/schema/payments/ips-settings';
import { validateIpsQr } from '../../src/schema/payments/ips-qr';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snapBothThemes } from './support/flows';

/**
 * IPS QR (issue 19, docs/payments-ips.md): the owner sets up Centre's account and payee on Integrations → IPS (a
 * wrong control number said as it is typed, a preview once right), and the new sale's payment shows the amount due
 * as an IPS QR code with the payee and amount in words. The code's text is read from the image's `data-qr-text`.
 */

const typed = { account: '265-1660310005042-68', payeeName: 'Salon Centar d.o.o.', payeeAddress: 'Knez Mihailova 1, Beograd', paymentCode: '289', purpose: 'Usluge salona' };

async function pricedService(page: Page, branchId: number) {
  const { items } = await apiCall<{ items: { id: number; name: string; price: string }[] }>(page, 'GET', `branches/${branchId}/services?perPage=100`);
  const service = items.find((one) => decimal(one.price).gt(0));
  if (!service) throw new Error('The demo branch needs a priced service');
  return service;
}

test('set up IPS for Centre and show the amount due as an IPS QR code at the checkout', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  // A run before may have left its settings: each run starts from none.
  await apiCall(page, 'DELETE', `branches/${branchId}/integrations/ips`).catch(() => null);

  await page.goto(`/chain/${orgId}/branch/${branchId}/integrations`);
  const card = page.getByRole('region', { name: 'IPS QR' });
  await expect(card).toContainText('Not set up');
  await card.getByRole('link', { name: 'Set up IPS QR' }).click();
  await expect(page).toHaveURL(/\/integrations\/ips$/);
  await expect(page.getByRole('region', { name: 'IPS QR is not set up' })).toBeVisible();

  const form = page.getByRole('form', { name: 'IPS QR settings' });
  const account = form.getByRole('textbox', { name: 'Account' });
  await account.fill('265-1660310005042-69');
  await expect(form.getByText('The control number does not match this account: check the digits.')).toBeVisible();
  await expect(form.getByText('The preview appears once the account and payee name are right.')).toBeVisible();
  await account.fill(typed.account);
  await expect(form.getByText('The code carries 265-1660310005042-68.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Payee name' }).fill(typed.payeeName);
  await form.getByRole('textbox', { name: 'Payee address' }).fill(typed.payeeAddress);
  await form.getByRole('textbox', { name: 'Purpose of payment' }).fill(typed.purpose);
  const settings = ipsSettingsSchema.parse(typed);
  await expect(form.getByRole('img', { name: /IPS QR code for/ })).toHaveAttribute('data-qr-text', ipsQrFor(settings, '1000.00', '2026-01-15'));
  await snapBothThemes(page, testInfo, 'ips-settings');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'IPS QR is not set up' })).toBeHidden();
  await page.goto(`/chain/${orgId}/branch/${branchId}/integrations`);
  await expect(card).toContainText('Clients pay into 265-1660310005042-68.');
  await snapBothThemes(page, testInfo, 'ips-list');

  // The checkout: a priced service in a new sale, then its payment offers the IPS QR for the amount due.
  const service = await pricedService(page, branchId);
  await page.goto(`/chain/${orgId}/branch/${branchId}/sales/newSale`);
  await page.getByRole('button', { name: `Add ${service.name}` }).click();
  await page.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/newSale\/payment$/);
  await page.getByRole('button', { name: 'IPS QR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with IPS QR' });
  const code = dialog.getByRole('img', { name: /IPS QR code for/ });
  const expected = ipsQrFor(settings, service.price, '2026-01-15');
  await expect(code).toHaveAttribute('data-qr-text', expected);
  expect(validateIpsQr(expected)).toEqual([]);
  await expect(dialog).toContainText(typed.payeeName);
  await expect(dialog).toContainText('265-1660310005042-68');
  await expect(dialog).toContainText('We are not told when the money arrives');
  await snapBothThemes(page, testInfo, 'ips-checkout');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await apiCall(page, 'DELETE', `branches/${branchId}/integrations/ips`);
});
