import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { isMobile, ownerInCentre, snapBothThemes } from './support/flows';
import { bookAfterHours, scrollToBlock } from './support/schedule-flows';

/**
 * Checkout beside the calendar (issue 16, items 4 and 5): a visit completed and paid in its own drawer, its receipt
 * printed and e-mailed, then the calendar on the visit's day showing it paid; a group class paid place by place
 * (partly, then fully paid) that says when it is full and takes one more place; tomorrow's visit offers neither
 * Start nor Complete.
 */

type Created = { id: number };

/**
 * The order's block on the grid behind the drawer says `label` (found outside the role tree: the open drawer is
 * modal). At 1440 px only: a phone's grid shows one person's column, not necessarily this one's.
 */
async function expectBlock(page: Page, testInfo: TestInfo, orderId: number, label: RegExp) {
  if (isMobile(testInfo)) return;
  const block = page.locator(`[data-order-id="${orderId}"]`).first();
  await scrollToBlock(page.locator('[aria-label="Schedule"]').first(), block);
  await expect(block).toHaveAttribute('aria-label', label);
}

test('complete a visit, pay it in the drawer, print and e-mail the receipt; the calendar shows its day, paid', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const stamp = `${testInfo.project.name} ${Date.now() % 100000}`;
  const client = await apiCall<Created>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Vera', lastName: `Till ${stamp}`, email: `vera.${Date.now()}@example.test` });
  const { order, service } = await bookAfterHours(page, branchId, { clientId: client.id, price: '1500.00' });

  // Opened from the client's card; completing the unpaid visit moves on to its payment.
  await page.goto(`/chain/${orgId}/branch/${branchId}/clients/${client.id}/order/${order.id}`);
  const drawer = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await drawer.getByRole('button', { name: 'Complete', exact: true }).click();
  const tender = drawer.getByRole('form', { name: 'Payment' });
  await expect(tender).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toContainText(service.name);
  await expect(drawer.getByTestId('sale-client')).toContainText(`Vera Till ${stamp}`);
  await snapBothThemes(page, testInfo, 'checkout-drawer-payment');

  await tender.getByRole('button', { name: 'Card' }).click();
  await tender.getByRole('button', { name: /^Take / }).click();
  const receipt = drawer.getByRole('region', { name: 'Sale complete' });
  await expect(receipt.getByTestId('receipt-total')).toContainText(/1[,.\s\u00a0]?500/);
  await snapBothThemes(page, testInfo, 'checkout-drawer-receipt');

  // The printable receipt at the paper chosen (remembered on this device), without the print dialog itself.
  await receipt.getByRole('button', { name: 'Print receipt' }).click();
  const print = page.getByRole('dialog', { name: 'Print the receipt' });
  const paper = print.getByTestId('printable-receipt');
  await expect(paper).toContainText(service.name);
  await expect(paper).toContainText('Receipt no.');
  await expect(paper).toContainText('Card');
  await print.getByLabel('Paper').selectOption({ label: 'Receipt roll 58 mm' });
  await expect(paper).toHaveAttribute('data-width', '58mm');
  await snapBothThemes(page, testInfo, 'checkout-receipt-print');
  await print.getByRole('button', { name: 'Close' }).click();
  await receipt.getByRole('button', { name: 'Print receipt' }).click();
  await expect(print.getByTestId('printable-receipt')).toHaveAttribute('data-width', '58mm');
  await print.getByRole('button', { name: 'Close' }).click();

  // E-mailed to the client's address on file.
  await receipt.getByRole('button', { name: 'E-mail receipt' }).click();
  await expect(receipt.getByLabel('Send to')).toHaveValue(/^vera\.\d+@example\.test$/);
  await receipt.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(receipt.getByText(/The receipt is on its way to vera\.\d+@example\.test\./)).toBeVisible();

  // Back to the appointment: the calendar on the visit's day, the drawer and the block reading it paid.
  await receipt.getByRole('button', { name: 'Back to the appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/order/${order.id}\\?d=${order.date}$`));
  const paid = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await expect(paid.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid.getByTestId('order-status')).toHaveText('Completed');
  await expectBlock(page, testInfo, order.id, /Paid/);
});

test('a group class is paid place by place and says when it is full; tomorrow’s visit offers neither Start nor Complete', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const stamp = `${testInfo.project.name} ${Date.now() % 100000}`;
  const [ana, bo] = await Promise.all(['Ana', 'Bo'].map((firstName) => apiCall<Created>(page, 'POST', `branches/${branchId}/clients`, { firstName, lastName: `Class ${stamp}` })));
  // The day after tomorrow, after hours: a class of two places, both taken.
  const booked = await bookAfterHours(page, branchId, { clientId: null, price: '800.00', daysAhead: 2, group: { capacity: 2, clientIds: [ana!.id, bo!.id] } });
  const classId = booked.order.id;

  await page.goto(`/chain/${orgId}/branch/${branchId}/schedule/order/${classId}?d=${booked.date}`);
  const drawer = page.getByRole('dialog', { name: `Appointment ${classId}` });
  await expect(drawer.getByTestId('class-places')).toHaveText('Full: 2 of 2');
  await expectBlock(page, testInfo, classId, /Full: 2 of 2/);
  const classPayment = drawer.getByRole('region', { name: 'Payment' });
  await expect(classPayment.getByText('Not paid', { exact: true })).toBeVisible();

  // Each place on its own sale: one paid is partly paid, both paid in full.
  for (const [client, state] of [[`Ana Class ${stamp}`, 'Partly paid'], [`Bo Class ${stamp}`, 'Paid']] as const) {
    await drawer.getByRole('button', { name: new RegExp(`^Take payment for ${client}`) }).click();
    await expect(drawer.getByRole('region', { name: new RegExp(`^Place of ${client}`) })).toBeVisible();
    if (state === 'Partly paid') await snapBothThemes(page, testInfo, 'checkout-drawer-class-place');
    const tender = drawer.getByRole('form', { name: 'Payment' });
    await tender.getByRole('button', { name: 'Card' }).click();
    await tender.getByRole('button', { name: /^Take / }).click();
    await drawer.getByRole('region', { name: 'Sale complete' }).getByRole('button', { name: 'Back to the appointment' }).click();
    await expect(classPayment.getByText(state, { exact: true })).toBeVisible();
    await expect(drawer.getByTestId('class-client').filter({ hasText: client }).getByText('Paid', { exact: true })).toBeVisible();
    if (state === 'Partly paid') await snapBothThemes(page, testInfo, 'checkout-drawer-class');
  }
  await expect(drawer.getByRole('button', { name: /^Take payment for/ })).toHaveCount(0);

  // One more place for whoever may change the class.
  await drawer.getByRole('button', { name: 'Add a place' }).click();
  await expect(drawer.getByTestId('class-places')).toHaveText('2 of 3 places taken');
  await expect(classPayment.getByText('Paid', { exact: true })).toBeVisible();

  // Tomorrow's visit: confirmed or cancelled, but not started or completed before its day.
  const { order: tomorrow, date } = await bookAfterHours(page, branchId, { clientId: ana!.id, daysAhead: 1 });
  await page.goto(`/chain/${orgId}/branch/${branchId}/schedule/order/${tomorrow.id}?d=${date}`);
  const next = page.getByRole('dialog', { name: `Appointment ${tomorrow.id}` });
  await expect(next.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
  await expect(next.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await expect(next.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
});
