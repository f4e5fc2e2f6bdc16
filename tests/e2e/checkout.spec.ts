import { expect, test, type Page } from '@playwright/test';
import { decimal, moneyText } from '../../src/schema/money/decimal';
import { saleTotals } from '../../src/schema/money/sale-line';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snapBothThemes } from './support/flows';
import { freeTime } from './support/schedule-flows';

/**
 * The sale flow (issue 11): a client's sale of two services and a membership paid part in cash and part by card,
 * an order's visit paid from its drawer (and shown paid there), and the refusals said on the fields and in words.
 */

type Listed<T> = { items: T[] };
type Service = { id: number; name: string; price: string; duration: number };

/** An amount's digits as any language writes them ("2.700,00 RSD", "RSD 2,700.00" → "270000"). */
const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '').replace(/^0+/, '');
const digitsOfAmount = (amount: string) => digitsOf(moneyText(amount));

/** Cash lands in the open shift when the branch keeps a register: one is opened with no float if none is, rather than the day's first cash opening it with the last float. */
async function openCashShift(page: Page, branchId: number) {
  const register = await apiCall<{ openShift: unknown }>(page, 'GET', `branches/${branchId}/cash-register`).catch(() => null);
  if (register && register.openShift === null) await apiCall(page, 'POST', `branches/${branchId}/cash-shifts`, { openingFloat: '0' }).catch(() => null);
}

async function pricedServices(page: Page, branchId: number): Promise<Service[]> {
  const { items } = await apiCall<Listed<Service>>(page, 'GET', `branches/${branchId}/services?perPage=100`);
  return items.filter((service) => decimal(service.price).gt(0));
}

test('sell two services and a membership to a client, split between cash and card', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const suffix = `${testInfo.project.name}${Date.now()}`;
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Sale', lastName: `Buyer ${suffix}` });
  const membership = await apiCall<{ id: number; name: string }>(page, 'POST', `branches/${branchId}/memberships`, {
    name: `Five visits ${suffix}`,
    kind: 'visits',
    visits: 5,
    price: '3000.00',
    validityDays: 90,
  });
  const [first, second] = await pricedServices(page, branchId);
  if (!first || !second) throw new Error('The demo branch needs two priced services');
  await openCashShift(page, branchId);

  // "Sell" on the client's card opens the flow with the client fixed.
  await page.goto(`/chain/${orgId}/branch/${branchId}/clients/${client.id}/overview`);
  await page.getByRole('link', { name: 'Sell' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/new-sale$`));
  await page.getByRole('button', { name: `Add ${first.name}` }).click();
  await page.getByRole('button', { name: `Add ${second.name}` }).click();
  await page.getByRole('tab', { name: 'Memberships' }).click();
  await page.getByRole('button', { name: `Add ${membership.name}` }).click();
  await snapBothThemes(page, testInfo, 'checkout-pick');

  // A line of its own: 10 % off the first service; the cart survives a reload (sessionStorage). Phones show the
  // lines on the payment step (a client's sale has no separate cart step); wide screens beside the catalog.
  const phone = testInfo.project.name === 'mobile';
  if (phone) await page.getByRole('link', { name: 'Pay' }).click();
  await page.getByRole('link', { name: `Edit ${first.name}` }).click();
  await expect(page).toHaveURL(/\/edit-item\/[\w-]+$/);
  await page.getByRole('button', { name: '%' }).click();
  await page.getByLabel('Discount, %').fill('10');
  await snapBothThemes(page, testInfo, 'checkout-edit-item');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.reload();

  const total = saleTotals([
    { price: first.price, quantity: 1, discount: { kind: 'percent', value: '10' } },
    { price: second.price, quantity: 1, discount: { kind: 'none' } },
    { price: '3000.00', quantity: 1, discount: { kind: 'none' } },
  ]).total;
  if (!phone) await page.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/new-sale\/payment$/);
  await expect(page.getByTestId('payment-due')).toHaveText(/\d/);
  expect(digitsOf(await page.getByTestId('payment-due').textContent())).toBe(digitsOfAmount(total));

  // Split: the card may not be charged more than is due; said on the field, and the sale is not made.
  await page.getByRole('button', { name: 'Split' }).click();
  await page.getByLabel('Cash given').fill('1000');
  await page.getByLabel('Card amount').fill(moneyText(decimal(total).plus(1)));
  await expect(page.getByText('The card payment is more than is due.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  await snapBothThemes(page, testInfo, 'checkout-payment-refused');

  const card = moneyText(decimal(total).minus(1000));
  await page.getByLabel('Card amount').fill(card);
  expect(digitsOf(await page.getByTestId('payment-paid').textContent())).toBe(digitsOfAmount(total));
  await expect(page.getByTestId('payment-debt')).toHaveCount(0);
  await snapBothThemes(page, testInfo, 'checkout-payment');
  await page.getByRole('button', { name: /^Take / }).click();

  const receipt = page.getByRole('region', { name: 'Sale complete' });
  await expect(receipt).toBeVisible();
  expect(digitsOf(await receipt.getByTestId('receipt-paid').textContent())).toBe(digitsOfAmount(total));
  await expect(receipt.getByText(membership.name)).toBeVisible();
  await expect(receipt.getByText('Paid', { exact: true }).first()).toBeVisible();
  await snapBothThemes(page, testInfo, 'checkout-receipt');

  // "New sale" starts an empty cart for the same client.
  await receipt.getByRole('button', { name: 'New sale' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/new-sale$`));
  if (testInfo.project.name === 'desktop') await expect(page.getByText('The cart is empty')).toBeVisible();
  else await expect(page.getByText('0 items')).toBeVisible();
});

test('take payment for a booked visit in its drawer, cash with change; back on the calendar it shows paid', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const free = await freeTime(page, branchId, (times) => times.at(testInfo.project.name === 'desktop' ? -1 : -2));
  const service = (await pricedServices(page, branchId)).find((one) => one.id === free.service.id) ?? { ...free.service, price: '1500.00', duration: 60 };
  const order = await apiCall<{ id: number; date: string }>(page, 'POST', `branches/${branchId}/orders`, {
    clientId: null,
    services: [{ serviceId: service.id, employeeId: free.employee.id, date: free.date, startTime: free.time, duration: (service as Service).duration, price: service.price }],
  });
  await openCashShift(page, branchId);

  // The Sales → New sale page, empty: the catalog with an empty cart, and the memberships to choose from.
  await page.goto(`/chain/${orgId}/branch/${branchId}/sales/newSale/select-membership`);
  await expect(page.getByRole('heading', { name: 'Select membership' })).toBeVisible();
  await snapBothThemes(page, testInfo, 'checkout-select-membership');

  // Opened over the list of appointments, the visit is paid in its own drawer: the cart is its service.
  await page.goto(`/chain/${orgId}/branch/${branchId}/sales/services-overview/order/${order.id}`);
  const drawer = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await drawer.getByRole('button', { name: 'Take payment' }).click();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-line')).toContainText(service.name);

  // Cash beyond what is due comes back as change.
  const given = moneyText(decimal(service.price).plus(500));
  await drawer.getByLabel('Cash given').fill(given);
  expect(digitsOf(await drawer.getByTestId('payment-change').textContent())).toBe(digitsOfAmount('500'));
  await drawer.getByRole('button', { name: /^Take / }).click();
  const receipt = drawer.getByRole('region', { name: 'Sale complete' });
  await expect(receipt.getByTestId('receipt-change')).toBeVisible();
  await snapBothThemes(page, testInfo, 'checkout-receipt-change');

  // Back to the appointment: the calendar on the visit's day, its drawer reading it paid.
  await receipt.getByRole('button', { name: 'Back to the appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/order/${order.id}\\?d=${order.date}$`));
  const paid = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await expect(paid.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid.getByRole('button', { name: 'Take payment' })).toHaveCount(0);
});

test('a sale whose answer is lost on the way back is found, not taken twice, when the till presses again', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Lost', lastName: `Answer ${testInfo.project.name}${Date.now()}` });
  const [service] = await pricedServices(page, branchId);
  if (!service) throw new Error('The demo branch needs a priced service');
  await openCashShift(page, branchId);

  await page.goto(`/chain/${orgId}/branch/${branchId}/clients/${client.id}/new-sale`);
  await page.getByRole('button', { name: `Add ${service.name}` }).click();
  await page.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/new-sale\/payment$/);

  // The first sale reaches the server and is written; its answer is lost, as on a dropped connection.
  const keys: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/branches\/\d+\/sales$/.test(request.url())) keys.push(request.headers()['idempotency-key'] ?? null);
  });
  await page.route(/\/api\/v1\/branches\/\d+\/sales$/, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  }, { times: 1 });
  const take = page.getByRole('button', { name: /^Take / });
  await take.click();
  await expect(page.getByRole('alert')).toHaveText('No answer came back: the connection dropped. Press again: a payment that was already taken is found, not taken twice.');
  await expect(page.getByRole('region', { name: 'Sale complete' })).toHaveCount(0);
  await snapBothThemes(page, testInfo, 'checkout-unanswered');

  // Pressed again, the same request under the same key finds the sale already made.
  await take.click();
  await expect(page.getByRole('region', { name: 'Sale complete' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const filters = encodeURIComponent(JSON.stringify({ conditions: [{ field: 'clientId', matchMode: 'equals', value: client.id }] }));
  const { items } = await apiCall<Listed<{ id: number; total: string }>>(page, 'GET', `branches/${branchId}/sales?filters=${filters}`);
  expect(items.map((sale) => sale.total)).toEqual([moneyText(service.price)]);
});
