import { expect, test } from '@playwright/test';
import { validateIpsQr } from '../../src/schema/payments/ips-qr';
import { startMonriStandIn, type MonriStandIn } from '../support/stand-ins/monri';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snap, snapBothThemes } from './support/flows';
import { monriStandInPort } from './support/monri-port';
import { paidVisit } from './support/paid-visit';

/**
 * Pay a debt by link on a phone (issue 19, docs/online-payments.md): the owner sets up Centre's Monri account on
 * Integrations → Payments (a local stand-in of Monri WebPay), makes a link for a visit's unpaid rest in the order
 * drawer and sends it by SMS; the client opens it on a 375 px phone, pays on the stand-in's hosted page, and lands on
 * the success page, which says paid because Monri's signed notification recorded the payment; the sale owes nothing.
 */
let monri: MonriStandIn;
test.beforeAll(async () => {
  monri = await startMonriStandIn(monriStandInPort(process.env.E2E_PORT ?? 3210));
});
test.afterAll(async () => {
  await monri.close();
});

test('pay a debt by link on a phone', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const { orgId, branchId } = await ownerInCentre(page);
  await apiCall(page, 'DELETE', `branches/${branchId}/integrations/payments`).catch(() => null);

  await page.goto(`/chain/${orgId}/branch/${branchId}/integrations`);
  const card = page.getByRole('region', { name: 'Online payments' });
  await expect(card).toContainText('Not set up: payment links cannot be made.');
  await card.getByRole('link', { name: /Online payments/ }).click();
  await expect(page).toHaveURL(/\/integrations\/payments$/);
  const form = page.getByRole('form', { name: 'Monri WebPay settings' });
  await form.getByRole('textbox', { name: 'Authenticity token' }).fill(monri.authenticityToken);
  await form.getByLabel('Merchant key').fill(monri.merchantKey);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(form.getByText('Callback URL', { exact: true })).toBeVisible();
  await snapBothThemes(page, testInfo, 'online-payments-settings');

  // A visit of 4000 with 1000 paid at the desk: 3000 owed.
  const { order, sale } = await paidVisit(page, branchId, '4000.00', '1000.00');
  await page.goto(`/chain/${orgId}/branch/${branchId}/sales/transactions/order/${order.id}`);
  const drawer = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await drawer.getByRole('button', { name: 'Take payment' }).first().click();
  await drawer.getByRole('button', { name: 'Pay by link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment link' });
  const linkField = dialog.getByTestId('payment-link-url');
  await expect(linkField).toHaveValue(/\/pay\/[\w-]+$/);
  // Sent to the client's phone too: the message goes through the outbox (the message log, with nothing set up). The
  // visit's client is the branch's first, which a spec before may have added without a phone.
  const saleClient = await apiCall<{ id: number; phone: string | null; version: number }>(page, 'GET', `branches/${branchId}/clients/${sale.clientId}`);
  if (!saleClient.phone) await apiCall(page, 'PATCH', `branches/${branchId}/clients/${saleClient.id}`, { phone: '+381641234567', version: saleClient.version });
  await dialog.getByRole('button', { name: 'Send by SMS' }).click();
  await expect(dialog.getByText(/^Sent to \+\d+\.$/)).toBeVisible();
  await snap(page, testInfo, 'pay-by-link-dialog');
  const link = await linkField.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Centre is a dinar branch: with IPS set up, the link's page offers the same amount as an IPS QR code too.
  await apiCall(page, 'DELETE', `branches/${branchId}/integrations/ips`).catch(() => null);
  const ips = { account: '265-1660310005042-68', payeeName: 'Salon Centar d.o.o.', payeeAddress: 'Knez Mihailova 1, Beograd', paymentCode: '289', purpose: 'Usluge salona' };
  await apiCall(page, 'PUT', `branches/${branchId}/integrations/ips`, { settings: ips, version: 0 });

  // The client's phone: no session, 375 px.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const client = await phone.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Pay online' })).toBeVisible();
  const ipsQr = client.getByRole('img', { name: 'IPS QR code for the amount' });
  const ipsText = (await ipsQr.getAttribute('data-qr-text')) ?? '';
  expect(ipsText).toContain('|I:RSD3000,00|');
  expect(validateIpsQr(ipsText)).toEqual([]);
  await apiCall(page, 'DELETE', `branches/${branchId}/integrations/ips`);
  await client.screenshot({ path: `tests/e2e/screenshots/${testInfo.project.name}-pay-link-phone.png`, fullPage: true });
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client.getByTestId('monri-amount')).toContainText('3000.00');
  await client.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(client).toHaveURL(/\/secure_payment\/success\?ref=[0-9a-f]{32}/);
  await expect(client.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await client.screenshot({ path: `tests/e2e/screenshots/${testInfo.project.name}-pay-link-success.png`, fullPage: true });
  await client.emulateMedia({ colorScheme: 'dark' });
  await client.screenshot({ path: `tests/e2e/screenshots/${testInfo.project.name}-pay-link-success-dark.png`, fullPage: true });
  await phone.close();

  // The staff side: the sale owes nothing, and the drawer shows it paid.
  const after = await apiCall<{ debt: string; paid: string }>(page, 'GET', `sales/${sale.id}`);
  expect(after).toMatchObject({ debt: '0.00', paid: '4000.00' });
  await page.goto(`/chain/${orgId}/branch/${branchId}/sales/transactions/order/${order.id}`);
  await expect(page.getByRole('dialog', { name: `Appointment ${order.id}` })).toBeVisible();
  await snapBothThemes(page, testInfo, 'pay-by-link-paid');
});

/**
 * A membership instalment by link: from the instalment's payment page the owner makes a link for what it owes; the
 * client has not linked Telegram, so sending it there says so; the client pays the link and the instalment is paid.
 */
test('a membership instalment paid by link', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const { orgId, branchId } = await ownerInCentre(page);
  const setup = await apiCall<{ version: number }>(page, 'GET', `branches/${branchId}/integrations/payments`);
  const settings = { settings: { environment: 'test', authenticityToken: monri.authenticityToken }, secrets: { merchantKey: monri.merchantKey }, version: setup.version };
  await apiCall(page, 'PUT', `branches/${branchId}/integrations/payments`, settings);

  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Iva', lastName: `Instalments ${stamp}` });
  const membership = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/memberships`, { name: `Pass ${stamp}`, kind: 'visits', visits: 3, serviceIds: [], price: '9000.00' });
  const today = new Date().toISOString().slice(0, 10);
  const { sale } = await apiCall<{ sale: { items: { soldMembershipId: number | null }[] } }>(page, 'POST', `branches/${branchId}/sales`, {
    clientId: client.id,
    items: [{ uid: 'pass', kind: 'membership', refId: membership.id, price: '9000.00', startsAt: today, instalments: 2 }],
    tender: { card: '4500.00' },
  });
  const details = await apiCall<{ instalments: { id: number }[] }>(page, 'GET', `sold-memberships/${sale.items[0]!.soldMembershipId}`);
  const second = details.instalments[1]!.id;

  await page.goto(`/chain/${orgId}/branch/${branchId}/clients/${client.id}/membership-payment/${second}`);
  await expect(page.getByTestId('instalment-due')).toContainText('4,500.00');
  await page.getByRole('button', { name: 'Pay by link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment link' });
  const linkField = dialog.getByTestId('payment-link-url');
  await expect(linkField).toHaveValue(/\/pay\/[\w-]+$/);
  await dialog.getByRole('button', { name: 'Send by Telegram' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'has not linked Telegram' })).toBeVisible();
  await snap(page, testInfo, 'instalment-link-dialog');
  const link = await linkField.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const payer = await phone.newPage();
  await payer.goto(link);
  await payer.getByRole('button', { name: /^Pay / }).click();
  await expect(payer.getByTestId('monri-amount')).toContainText('4500.00');
  await payer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(payer.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(page.getByText('This instalment is paid in full.')).toBeVisible();
  await snap(page, testInfo, 'instalment-paid-by-link');
});
