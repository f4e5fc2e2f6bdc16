import { expect, test, type Page } from '@playwright/test';
import type { Hold } from '../../src/schema/online-booking/public-booking';
import type { RuleRow } from '../../src/schema/online-booking/settings';
import { startMonriStandIn, type MonriStandIn } from '../support/stand-ins/monri';
import { apiCall } from './crud/resource-flows';
import { sentCode } from './support/booking-flows';
import { branchUrl, ownerInCentre, snapBothThemes } from './support/flows';
import { monriStandInPort } from './support/monri-port';

/**
 * A deposit at online booking (issue 19, docs/online-payments.md "Deposits"): the owner asks a 20 % deposit in Centre's
 * booking rules (Monri set up under Integrations → Payments, a local stand-in); a client books Men's haircut on the
 * public page, and the right code sends them to pay on the stand-in's hosted page; Monri's signed notification books the
 * visit, the result page says so, and the owner sees the deposit among the visit's payments in its drawer, where the
 * visit's checkout counts it and the card takes the rest. The demo's rules, and the time, are given back afterwards.
 */
let monri: MonriStandIn;
test.beforeAll(async () => {
  monri = await startMonriStandIn(monriStandInPort(process.env.E2E_PORT ?? 3210));
});
test.afterAll(async () => {
  await monri.close();
});

type Settings = { rules: RuleRow[] };
const branchRules = async (page: Page, branchId: number) => (await apiCall<Settings>(page, 'GET', `branches/${branchId}/online-booking`)).rules.find((row) => row.level === 'branch');
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });

test('a client pays a deposit to book; the payment confirms the booking, the drawer shows the deposit and checkout counts it', async ({ page, browser, viewport, isMobile, hasTouch, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const workspace = await ownerInCentre(page);
  const { branchId } = workspace;
  const setup = await apiCall<{ version: number }>(page, 'GET', `branches/${branchId}/integrations/payments`);
  await apiCall(page, 'PUT', `branches/${branchId}/integrations/payments`, { settings: { environment: 'test', authenticityToken: monri.authenticityToken }, secrets: { merchantKey: monri.merchantKey }, version: setup.version });
  const before = (await branchRules(page, branchId))?.overrides ?? {};
  let orderId: number | null = null;
  try {
    // The setting: a deposit of 20 % of the booked price.
    await page.goto(branchUrl(workspace, 'onlineBooking/settings/online-booking-rules'));
    await expect(page.getByRole('heading', { name: 'Booking rules', level: 1 })).toBeVisible();
    const payment = page.getByRole('group', { name: 'Payment at booking' });
    await expect(payment).toContainText('Needs Integrations → Payments');
    await payment.getByRole('button', { name: 'Change Payment at booking here' }).click();
    await payment.getByRole('combobox', { name: 'Payment at booking' }).click();
    await page.getByRole('option', { name: 'A deposit: a percent of the price' }).click();
    const deposit = page.getByRole('group', { name: 'Deposit', exact: true });
    await deposit.getByRole('button', { name: 'Change Deposit here' }).click();
    await deposit.getByRole('spinbutton', { name: 'Deposit' }).fill('20');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The rules are saved' })).toBeVisible();
    await snapBothThemes(page, testInfo, 'booking-deposit-setting');

    // The client, on their own device in English: a haircut with anyone, next week's first free time.
    const device = await browser.newContext({ viewport, isMobile, hasTouch, baseURL, locale: 'en-US', serviceWorkers: 'block' });
    const client = await device.newPage();
    await client.goto('/book/centre');
    await client.getByRole('checkbox', { name: /Men's haircut/ }).check();
    await client.getByRole('button', { name: 'Continue' }).click();
    await client.getByRole('button', { name: /Anyone available/ }).click();
    await expect(stepHeading(client, 'Choose a day and time')).toBeFocused();
    await client.getByRole('button', { name: 'Next week' }).click();
    const times = client.getByRole('group', { name: /^Free times on / });
    const held = client.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/holds') && response.request().method() === 'POST');
    await times.getByRole('button').first().click();
    const hold = (await (await held).json()) as Hold;
    orderId = Number(hold.holdToken.split('.')[1]);
    const phone = `+38164${String(Date.now()).slice(-7)}`;
    await expect(stepHeading(client, 'Your details')).toBeFocused();
    await client.getByLabel('First name', { exact: true }).fill('Dora');
    await client.getByLabel('Mobile phone').fill(phone);
    await expect(client.getByText(/^To book, you pay RSD.300 on the bank’s secure page after the code\./)).toBeVisible();
    await snapBothThemes(client, testInfo, 'booking-deposit-details');
    await client.getByRole('button', { name: 'Send code' }).click();
    await expect(stepHeading(client, 'Enter the code')).toBeFocused();
    await client.getByLabel('Code', { exact: true }).fill(await sentCode(page, branchId, phone));
    await snapBothThemes(client, testInfo, 'booking-deposit-code');
    await client.getByRole('button', { name: 'Confirm booking' }).click();

    // Not booked yet: the code sends the client to pay the deposit (300 of 1,500 RSD).
    await expect(client).toHaveURL(/\/pay\/[\w-]+$/);
    await expect(client.getByRole('heading', { name: 'Pay online' })).toBeVisible();
    await snapBothThemes(client, testInfo, 'booking-deposit-pay');
    await client.getByRole('button', { name: /^Pay / }).click();
    await expect(client.getByTestId('monri-amount')).toContainText('300.00');
    await client.getByRole('button', { name: 'Pay', exact: true }).click();

    // Monri's notification recorded the deposit and booked the visit: the result page says so.
    await expect(client).toHaveURL(/\/secure_payment\/success\?ref=[0-9a-f]{32}/);
    await expect(client.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(client.getByText('Your visit is booked.')).toBeVisible();
    await snapBothThemes(client, testInfo, 'booking-deposit-booked');
    await device.close();

    // The owner's drawer: the visit booked, the deposit among its payments, paid online.
    const order = await apiCall<{ status: string; paymentMethodSelected: string | null; heldDeposit?: string }>(page, 'GET', `orders/${orderId}`);
    expect(order).toMatchObject({ status: 'order_status.approved', paymentMethodSelected: 'online', heldDeposit: '300.00' });
    await page.goto(branchUrl(workspace, `sales/transactions/order/${orderId}`));
    const drawer = page.getByRole('dialog', { name: `Appointment ${orderId}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('held-deposit')).toHaveText(/^Deposit paid online: RSD.300\.00\./);
    await expect(drawer).toContainText('Paid online by link');
    await snapBothThemes(page, testInfo, 'booking-deposit-drawer');

    // The visit's checkout counts the deposit: the card takes the rest, 1,200 of 1,500.
    await drawer.getByRole('button', { name: 'Take payment' }).first().click();
    const tender = drawer.getByRole('form', { name: 'Payment' });
    await expect(drawer.getByTestId('sale-deposit')).toContainText('300.00');
    await expect(drawer.getByTestId('sale-due-now')).toContainText(/1[,.\s\u00a0]?200/);
    await snapBothThemes(page, testInfo, 'booking-deposit-checkout');
    await tender.getByRole('button', { name: 'Card' }).click();
    await tender.getByRole('button', { name: /^Take / }).click();
    await expect(drawer.getByRole('region', { name: 'Sale complete' })).toBeVisible();
    const paid = await apiCall<{ paymentStatus: string; heldDeposit?: string }>(page, 'GET', `orders/${orderId}`);
    expect(paid.paymentStatus).toBe('payment.full');
    expect(paid.heldDeposit).toBeUndefined();

    // The key indicators show deposits taken apart from revenue.
    await page.goto(branchUrl(workspace, 'sales/key-indicators'));
    const indicators = page.getByRole('region', { name: 'Key indicators' });
    await expect(indicators.getByRole('heading', { name: 'Deposits taken at booking' })).toBeVisible();
    await snapBothThemes(page, testInfo, 'booking-deposit-indicators');
  } finally {
    // The demo as it was: its rules, and the time booked here free again.
    const now = await branchRules(page, branchId);
    if (now) await apiCall(page, 'PUT', `branches/${branchId}/online-booking/rules`, { overrides: before, version: now.version });
    if (orderId !== null) {
      const booked = await apiCall<{ version: number }>(page, 'GET', `orders/${orderId}`).catch(() => null);
      if (booked) await apiCall(page, 'PATCH', `orders/${orderId}/cancel`, { version: booked.version }).catch(() => null);
    }
  }
});
