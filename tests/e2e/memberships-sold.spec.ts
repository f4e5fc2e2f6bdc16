import { expect, test } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snap } from './support/flows';
import { bookAfterHours, freeTime } from './support/schedule-flows';
import { snapEveryWay } from './support/snap-every-way';

type Created = { id: number };

test('a sold membership is listed, shown, drawn down by the next visit and its instalment paid', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const branch = `/chain/${orgId}/branch/${branchId}`;

  // A client, and a membership of 3 visits of a service someone can do tomorrow.
  const free = await freeTime(page, branchId);
  const service = free.service as typeof free.service & { duration: number; price: string };
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const client = await apiCall<Created>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Mila', lastName: `Pass ${stamp}` });
  const name = `3 visits ${stamp}`;
  const membership = await apiCall<Created>(page, 'POST', `branches/${branchId}/memberships`, { name, kind: 'visits', visits: 3, serviceIds: [service.id], price: '90.00' });

  // Sold at checkout in two instalments, the first paid by card now.
  const today = new Date().toISOString().slice(0, 10);
  await apiCall(page, 'POST', `branches/${branchId}/sales`, {
    clientId: client.id,
    items: [{ uid: 'pass', kind: 'membership', refId: membership.id, price: '90.00', startsAt: today, instalments: 2 }],
    tender: { card: '45.00' },
  });
  // Today's visit of that service (complete is offered from the appointment's day on).
  const { order } = await bookAfterHours(page, branchId, { clientId: client.id });

  // The list, filtered to the client.
  await page.goto(`${branch}/sales/sold-memberships?clientId=${client.id}`);
  const row = page.getByTestId('sold-membership-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('membership-status')).toHaveText('Active');
  await snap(page, testInfo, 'memberships-list');

  // The details: all three visits left, the second instalment still to pay.
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('membership-left')).toHaveText('Visits left: 3 of 3');
  await expect(page.getByTestId('membership-instalment')).toHaveCount(2);
  const detailsUrl = page.url();

  // The next visit, completed from its drawer, draws one visit.
  await page.goto(`${branch}/sales/services-overview/order/${order.id}`);
  const drawer = page.getByRole('dialog', { name: `Appointment ${order.id}` });
  await drawer.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(drawer.getByTestId('order-status')).toHaveText('Completed');
  await page.goto(detailsUrl);
  await expect(page.getByTestId('membership-left')).toHaveText('Visits left: 2 of 3');
  await expect(page.getByTestId('membership-visit')).toHaveCount(1);
  await snapEveryWay(page, testInfo, 'memberships-details', (language) =>
    expect(page.getByTestId('membership-left')).toHaveText(language === 'EN' ? 'Visits left: 2 of 3' : 'Preostalo poseta: 2 od 3'),
  );

  // The second instalment, paid in cash with 50.00: 5.00 change (into the open shift; one is opened with no float, so the drawer's figures stay the test's own).
  const register = await apiCall<{ settings: { enabled: boolean }; openShift: unknown }>(page, 'GET', `branches/${branchId}/cash-register`);
  if (register.settings.enabled && !register.openShift) await apiCall(page, 'POST', `branches/${branchId}/cash-shifts`, { openingFloat: '0' });
  await page.getByRole('link', { name: /^Pay / }).click();
  await expect(page.getByTestId('instalment-due')).toContainText('45.00');
  await page.getByLabel('Cash given').fill('50');
  await expect(page.getByTestId('payment-change')).toContainText('5.00');
  await snap(page, testInfo, 'memberships-payment');
  await page.getByRole('button', { name: /^Take / }).click();
  await expect(page.getByText('Payment recorded.')).toBeVisible();
  await expect(page.getByTestId('payment-change')).toContainText('5.00');

  // The client card: the membership with what is left, and no debt.
  await page.goto(`${branch}/clients/${client.id}/overview`);
  const summary = page.getByTestId('client-memberships');
  await expect(summary).toContainText(name);
  await expect(summary).toContainText('Visits left: 2 of 3');
  await expect(page.getByTestId('client-debt')).toContainText(/\b0[.,]00\b/);
  await snap(page, testInfo, 'memberships-client-card');
});
