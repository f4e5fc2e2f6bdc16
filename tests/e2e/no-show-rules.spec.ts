import { expect, test } from '@playwright/test';
import type { NoShowCharge } from '../../src/schema/orders/no-show-rules';
import type { Order } from '../../src/schema/schedule/order';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre } from './support/flows';
import { markMissedByApi } from './support/missed-visit';
import { snapEveryWay } from './support/snap-every-way';

type Listed<T> = { items: T[] };

/**
 * Issue 19's no-show rules as the owner uses them: a no-show fee set in branch settings, a past visit marked missed,
 * the fee in the visit's drawer and on the client's card, waived with a reason. The branch's rules are put back to "nothing" at the end, so
 * the demo's other visits are never charged.
 */
test('a no-show fee set in branch settings reaches the client card and is waived with a reason', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const { branchId } = workspace;

  await page.goto(`/chain/${workspace.orgId}/branch/${branchId}/settings`);
  const section = page.getByRole('region', { name: 'Cancellations and no-shows' });
  await expect(section).toBeVisible();
  const noShow = section.getByRole('group', { name: 'No-show' });
  await noShow.getByRole('combobox', { name: 'What it costs' }).click();
  await page.getByRole('option', { name: 'Charge a fee' }).click();
  await noShow.getByRole('textbox', { name: 'Fee' }).fill('15');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cancellation and no-show rules saved.')).toBeVisible();
  // A service of its own: started from the branch's rules, saved, then removed again.
  await section.getByRole('combobox', { name: 'Add rules for a service' }).click();
  const serviceName = (await page.getByRole('option').first().textContent())!;
  await page.getByRole('option').first().click();
  const own = section.getByRole('form', { name: `Rules for ${serviceName}` });
  await own.getByRole('textbox', { name: 'Fee' }).fill('20');
  await own.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('These services have rules of their own', { exact: false })).toBeVisible();
  await snapEveryWay(page, testInfo, 'no-show-rules', async (language) => {
    await expect(page.getByRole('region', { name: language === 'EN' ? 'Cancellations and no-shows' : 'Otkazivanja i nedolasci' })).toBeVisible();
  });

  await section.getByRole('form', { name: `Rules for ${serviceName}` }).getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('Every service follows the branch’s rules.')).toBeVisible();

  try {
    // A new client's visit last year, marked missed as the front desk would.
    const client = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Nadia', lastName: `No-show ${Date.now()}` });
    const { items: services } = await apiCall<Listed<{ id: number; duration: number }>>(page, 'GET', `branches/${branchId}/services?perPage=1`);
    const { items: employees } = await apiCall<Listed<{ id: number }>>(page, 'GET', `branches/${branchId}/employees?perPage=1`);
    const service = services[0]!;
    const order = await apiCall<Order>(page, 'POST', `branches/${branchId}/orders`, {
      clientId: client.id,
      services: [{ serviceId: service.id, employeeId: employees[0]!.id, resourceId: null, date: '2025-03-04', startTime: '10:00', duration: service.duration, price: '30.00' }],
      confirmOutsideWorkingHours: true,
    });
    await markMissedByApi(page, order);
    const [charge] = await apiCall<NoShowCharge[]>(page, 'GET', `branches/${branchId}/no-show-charges?clientId=${client.id}`);
    expect(charge).toMatchObject({ kind: 'no_show', amount: '15.00', state: 'applied' });

    // The visit's drawer says what the miss cost.
    const card = `/chain/${workspace.orgId}/branch/${branchId}/clients/${client.id}`;
    await page.goto(`${card}/order/${order.id}`);
    await expect(page.getByTestId('order-no-show-line')).toContainText('No-show');
    await snapEveryWay(page, testInfo, 'no-show-drawer', async () => {
      await expect(page.getByTestId('order-no-show-line')).toBeVisible();
    });

    await page.goto(`${card}/transactions`);
    const charges = page.getByRole('region', { name: 'No-shows and late cancellations' });
    const row = charges.getByTestId('no-show-charge');
    await expect(row).toContainText('No-show');
    await expect(row).toContainText('Applied');
    await snapEveryWay(page, testInfo, 'no-show-charge', async () => {
      await expect(page.getByTestId('no-show-charge')).toBeVisible();
    });

    await row.getByRole('button', { name: 'Waive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Waive this charge' });
    await dialog.getByRole('button', { name: 'Waive' }).click();
    await expect(dialog.getByText('Enter the reason.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Called in sick');
    await dialog.getByRole('button', { name: 'Waive' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Waived');
    await expect(row).toContainText('Called in sick');
    await expect(row.getByRole('button', { name: 'Waive' })).toHaveCount(0);
  } finally {
    const nothing = { outcome: 'nothing', fee: '0', forgiveFirstTime: false };
    await apiCall(page, 'PUT', `branches/${branchId}/no-show-rules`, { cancelWindowHours: 24, lateCancel: nothing, noShow: nothing });
  }
});
