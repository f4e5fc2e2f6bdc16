import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Transaction } from '../../src/schema/sales/checkout';
import type { Order } from '../../src/schema/schedule/order';
import { apiCall } from './crud/resource-flows';
import { isMobile, ownerInCentre, snapBothThemes, typeDate } from './support/flows';
import { clockIn, paidVisit } from './support/paid-visit';
import { branchTimeZone, freeTime } from './support/schedule-flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Sales → Payments and the order drawer (issue 15), as the demo owner: a visit paid by card and partly given back
 * opens from its payment (asked first, as the payment still has money to give back) in the order drawer over the
 * list, which lists its payment and refund on the branch's clock and closes back to the list; a refund opens its
 * visit at once; "New appointment" books in the drawer and comes back to the list. Screenshots at 375 and 1440 px,
 * light and dark, English and Serbian.
 */

/** The rows on screen: grid rows on wide screens, cards on phones. */
const rowsOf = (page: Page, testInfo: TestInfo) =>
  isMobile(testInfo) ? page.getByTestId('resource-card') : page.getByRole('row').filter({ has: page.getByRole('gridcell') });

/** Opens a row: a grid row's first cell on wide screens, a card's button on phones. */
const openRow = (testInfo: TestInfo, row: Locator) => (isMobile(testInfo) ? row.getByRole('button').first() : row.getByRole('gridcell').first()).click();

test('from Sales → Payments, a payment opens its visit in the order drawer with its payments, and closes back', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const timeZone = await branchTimeZone(page, workspace.branchId);

  // A visit booked, paid by card and partly given back, through the API as the front desk would have.
  const { free, order, sale } = await paidVisit(page, workspace.branchId, '40.00');
  const payment = sale.transactions[0]!;
  const refund = await apiCall<Transaction>(page, 'POST', `transactions/${payment.id}/refunds`, { amount: '5.00', note: 'e2e' });

  const listPath = `/chain/${workspace.orgId}/branch/${workspace.branchId}/sales/transactions`;
  await page.goto(listPath);
  const rows = rowsOf(page, testInfo);
  // The payment reads as its sale, crediting the visit's team member; its time and amount single it out.
  const paymentTime = clockIn(payment.createdAt, timeZone);
  const paymentRow = rows.filter({ hasText: paymentTime }).filter({ hasText: /40[.,]00/ }).filter({ hasNotText: /[-−]\s?\D*5[.,]00/ }).first();
  // The grid arrives in its own chunk: the first rows may take a while on a busy machine.
  await expect(paymentRow).toBeVisible();
  await expect(paymentRow).toContainText('Open the appointment');
  await expect(paymentRow).toContainText('Refund');
  // On the branch's clock, as the drawer shows it (the browser runs on UTC).
  await expect(paymentRow).toContainText(new RegExp(`Sale of .+ with ${free.employee.firstName}`));
  await snapEveryWay(page, testInfo, 'payments-list', () => expect(rows.filter({ hasText: paymentTime }).first()).toBeVisible());

  // The payment has 35.00 left to give back, so its row asks which: open the visit.
  await openRow(testInfo, paymentRow);
  const choice = page.getByRole('dialog', { name: 'Open or refund this payment?' });
  await expect(choice).toContainText(new RegExp(`Sale of .+ with ${free.employee.firstName}`));
  await expect(choice).toContainText(/Up to \D*35[.,]00/);
  await snapBothThemes(page, testInfo, 'payment-choice-en');
  await choice.getByRole('button', { name: 'Open the appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/transactions/order/${order.id}$`));

  // The drawer over the list: the visit, partly paid, with its payment and refund on the branch's clock.
  const drawer = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await expect(drawer.getByText('Partly paid')).toBeVisible();
  const payments = drawer.getByRole('list', { name: 'Payments and refunds' });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments.getByRole('listitem').first()).toContainText('Payment · Card');
  await expect(payments.getByRole('listitem').first()).toContainText(/40[.,]00/);
  await expect(payments.getByRole('listitem').first()).toContainText(clockIn(payment.createdAt, timeZone));
  await expect(payments.getByRole('listitem').first()).toContainText(`credited to ${free.employee.firstName}`);
  await expect(payments.getByRole('listitem').last()).toContainText(`Refund · Card · of #${payment.id}`);
  await expect(payments.getByRole('listitem').last()).toContainText(/[-−]\s?\D*5[.,]00/);
  await expect(payments.getByRole('listitem').last()).toContainText(clockIn(refund.createdAt, timeZone));
  await expect(drawer.getByText('Paid by card')).toBeVisible();
  // The list stays under the drawer (hidden from assistive technology while the drawer is modal).
  await expect(page.getByRole('tab', { name: 'Payments', selected: true, includeHidden: true })).toBeVisible();
  await snapEveryWay(page, testInfo, 'visit-drawer', async (language) => {
    const list = page.getByRole('list', { name: language === 'EN' ? 'Payments and refunds' : 'Uplate i povraćaji' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.scrollIntoViewIfNeeded();
  });

  // Closed, it is the list again.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));
  await expect(paymentRow).toBeVisible();

  // A refund has nothing to give back: its row opens its visit at once.
  const refundRow = rows.filter({ hasText: clockIn(refund.createdAt, timeZone) }).filter({ hasText: /[-−]\s?\D*5[.,]00/ }).first();
  await openRow(testInfo, refundRow);
  await expect(page).toHaveURL(new RegExp(`/sales/transactions/order/${order.id}$`));
  await expect(page.getByRole('dialog', { name: `Appointment ${order.id}` }).getByRole('list', { name: 'Payments and refunds' }).getByRole('listitem')).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
});

test('"New appointment" on Sales → Payments books in the order drawer and comes back to the list', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const free = await freeTime(page, workspace.branchId);
  // A client of its own: the demo's first client may share a name with one online bookings made (other specs book as
  // "Mila …"), and the search would offer both.
  const client = await apiCall<{ id: number; firstName: string; lastName: string }>(page, 'POST', `branches/${workspace.branchId}/clients`, {
    firstName: 'Paula',
    lastName: `Payments ${testInfo.project.name} ${Date.now() % 100000}`,
  });

  const listPath = `/chain/${workspace.orgId}/branch/${workspace.branchId}/sales/transactions`;
  await page.goto(listPath);
  await expect(rowsOf(page, testInfo).first()).toBeVisible();
  await page.getByRole('link', { name: 'New appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/transactions/order/new$`));
  const drawer = page.getByRole('dialog', { name: 'New appointment' });

  await drawer.getByRole('combobox', { name: 'Client' }).fill(client.lastName);
  await page.getByRole('option', { name: new RegExp(`${client.firstName} ${client.lastName}`) }).click();
  await drawer.getByRole('combobox', { name: 'Service' }).fill(free.service.name);
  await page.getByRole('option', { name: free.service.name, exact: true }).click();
  await drawer.getByRole('combobox', { name: 'Team member' }).click();
  await page.getByRole('option', { name: new RegExp(`^${free.employee.firstName} ${free.employee.lastName}`) }).first().click();
  await typeDate(drawer.getByRole('group', { name: 'Date' }), free.date);
  const chip = drawer.getByTestId('time-suggestion').filter({ hasText: new RegExp(`^${free.time}$`) });
  await chip.click();
  await expect(drawer.getByLabel('Start')).toHaveValue(free.time);
  await snapBothThemes(page, testInfo, 'new-appointment-en');

  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/branches/${workspace.branchId}/orders`));
  await drawer.getByRole('button', { name: 'Book' }).click();
  expect((await booked).status()).toBe(201);
  const order = (await (await booked).json()) as Order;
  await expect(page.locator('[role=dialog]')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));
  await expect(page.getByRole('tab', { name: 'Payments', selected: true })).toBeVisible();
  expect(order).toMatchObject({ clientId: client.id, date: free.date, startTime: free.time });
  expect(order.services[0]).toMatchObject({ serviceId: free.service.id, employeeId: free.employee.id });
});
