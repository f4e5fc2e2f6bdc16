import { expect, test } from '@playwright/test';
import type { Order } from '../../src/schema/schedule/order';
import { startMonriStandIn, type MonriStandIn } from '../support/stand-ins/monri';
import { apiCall } from './crud/resource-flows';
import { branchUrl, ownerInCentre } from './support/flows';
import { markMissedByApi, markMissedInDrawer } from './support/missed-visit';
import { monriStandInPort } from './support/monri-port';
import { snapEveryWay } from './support/snap-every-way';

type Listed<T> = { items: T[] };

/**
 * A no-show fee charged to the client's saved card (issue 19, docs/online-payments.md "Saved cards"): a new client
 * pays a debt by link on Monri's page (the local stand-in) and the card is saved; the owner sees it on the client's
 * card, marks the client's past visit missed in its drawer, and sees the fee "Charged to the saved card" once the
 * worker has charged it through Monri's Transactions API; a second miss the bank declines reads "Card declined" with
 * Monri's reason, and Remove takes the card off. A service of its own carries the fee rule, so the demo's
 * other visits are never charged; the rule, the service and the payment setup are removed at the end.
 */
let monri: MonriStandIn;
test.beforeAll(async () => {
  monri = await startMonriStandIn(monriStandInPort(process.env.E2E_PORT ?? 3210));
});
test.afterAll(async () => {
  await monri.close();
});

test('a saved card on the client card pays a missed visit’s fee', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const workspace = await ownerInCentre(page);
  const { branchId } = workspace;
  await apiCall(page, 'DELETE', `branches/${branchId}/integrations/payments`).catch(() => null);
  await apiCall(page, 'PUT', `branches/${branchId}/integrations/payments`, { settings: { environment: 'test', authenticityToken: monri.authenticityToken }, secrets: { merchantKey: monri.merchantKey }, version: 0 });
  const stamp = Date.now();
  const service = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/services`, { name: `Card fee check ${stamp}`, duration: 30, price: '2000.00' });
  const nothing = { outcome: 'nothing', fee: '0', forgiveFirstTime: false };
  await apiCall(page, 'PUT', `branches/${branchId}/no-show-rules/services/${service.id}`, { cancelWindowHours: 24, lateCancel: nothing, noShow: { outcome: 'fee', fee: '500', forgiveFirstTime: false } });
  try {
    const client = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Sara', lastName: `Card ${stamp}`, email: `sara.${stamp}@example.com` });
    const { items: employees } = await apiCall<Listed<{ id: number }>>(page, 'GET', `branches/${branchId}/employees?perPage=1`);
    const employeeId = employees[0]!.id;

    // The client owes 1500 of a 2000 service and pays it by link, saving the card on Monri's page.
    const today = new Date().toISOString().slice(0, 10);
    const sold = await apiCall<{ sale: { id: number } }>(page, 'POST', `branches/${branchId}/sales`, {
      clientId: client.id,
      items: [{ uid: `card-${stamp}`, kind: 'service', refId: service.id, employeeId, price: '2000.00', startsAt: today }],
      tender: { card: '500.00' },
    });
    const link = await apiCall<{ url: string }>(page, 'POST', `sales/${sold.sale.id}/payment-links`);
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const payer = await phone.newPage();
    await payer.goto(link.url);
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(payer.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await phone.close();
    expect(monri.forms.at(-1)?.['tokenize_pan_offered']).toBe('true');

    const card = branchUrl(workspace, `clients/${client.id}`);
    await page.goto(`${card}/transactions`);
    const section = page.getByRole('region', { name: 'Saved card' });
    await expect(section.getByTestId('saved-card')).toContainText('VISA · 434179-xxx-xxx-0044');
    await expect(section.getByRole('button', { name: 'Remove' })).toBeVisible();

    // A visit of last year the client did not come to, marked missed in its drawer as the front desk would.
    const order = await apiCall<Order>(page, 'POST', `branches/${branchId}/orders`, {
      clientId: client.id,
      services: [{ serviceId: service.id, employeeId, resourceId: null, date: '2025-04-08', startTime: '10:00', duration: 30, price: '2000.00' }],
      confirmOutsideWorkingHours: true,
    });
    await page.goto(`${card}/order/${order.id}`);
    const drawer = page.getByRole('dialog', { name: `Appointment ${order.id}` });
    await markMissedInDrawer(drawer);
    await expect(page.getByTestId('order-no-show-line')).toContainText('No-show');

    // The worker charges the card after the change; the client card shows it (live, or on the next read).
    await page.goto(`${card}/transactions`);
    const charge = section.getByTestId('saved-card-charge');
    await expect(async () => {
      await page.reload();
      await expect(charge.first()).toContainText('Charged to the saved card', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(charge.first()).toContainText('500');
    expect(monri.charges.filter((c) => c.amount === 50_000 && c.status === 'approved')).toHaveLength(1);

    // Another missed visit, and this time the bank declines: the fee stays owed and the card says why.
    monri.nextTransactions('decline');
    const second = await apiCall<Order>(page, 'POST', `branches/${branchId}/orders`, {
      clientId: client.id,
      services: [{ serviceId: service.id, employeeId, resourceId: null, date: '2025-04-15', startTime: '10:00', duration: 30, price: '2000.00' }],
      confirmOutsideWorkingHours: true,
    });
    await markMissedByApi(page, second);
    await expect(async () => {
      await page.reload();
      await expect(charge.first()).toContainText('Card declined', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(charge.first()).toContainText('Not sufficient funds');
    await snapEveryWay(page, testInfo, 'saved-card', async (language) => {
      await expect(page.getByRole('region', { name: language === 'EN' ? 'Saved card' : 'Sačuvana kartica' }).getByTestId('saved-card-charge')).toHaveCount(2);
    });

    // Removed by staff: the card is gone from the card, its charge stays.
    await section.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the saved card?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByTestId('saved-card-empty')).toBeVisible();
    await expect(charge.last()).toContainText('Charged to the saved card');
  } finally {
    await apiCall(page, 'DELETE', `branches/${branchId}/no-show-rules/services/${service.id}`).catch(() => null);
    await apiCall(page, 'DELETE', `branches/${branchId}/services/${service.id}`).catch(() => null);
    await apiCall(page, 'DELETE', `branches/${branchId}/integrations/payments`).catch(() => null);
  }
});
