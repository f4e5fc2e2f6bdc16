import { expect, test, type Page } from '@playwright/test';
import type { PayAssignment, PayCalculation, PaySchemeRecord } from '../../src/schema/pay/pay-api';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snap, typeDate } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Staff pay end to end on the demo's Centre branch: a scheme of 30 000,00 a month, assigned on a member's card from
 * 1 January 2036, and January 2036's calculation showing that member's share (no sales or shifts that far ahead,
 * so the share is exactly the month). What an earlier run left in January 2036 is removed first.
 */
const period = { from: '2036-01-01', to: '2036-01-31' };

async function cleanUp(page: Page, branchId: number, employeeId: number) {
  const calculations = await apiCall<{ items: PayCalculation[] }>(
    page,
    'GET',
    `branches/${branchId}/pay-calculations?perPage=100`,
  );
  for (const calculation of calculations.items.filter(
    (row) => row.periodFrom.startsWith('2036-') && row.status === 'draft',
  )) {
    await apiCall(page, 'DELETE', `pay-calculations/${calculation.id}`);
  }
  const assignments = await apiCall<{ items: PayAssignment[] }>(
    page,
    'GET',
    `employees/${employeeId}/pay-assignments`,
  );
  for (const row of assignments.items.filter((assignment) => assignment.startsOn >= period.from))
    await apiCall(page, 'DELETE', `pay-assignments/${row.id}`);
  const schemes = await apiCall<{ items: PaySchemeRecord[] }>(
    page,
    'GET',
    `branches/${branchId}/pay-schemes?perPage=100`,
  );
  for (const scheme of schemes.items.filter((row) => row.name.startsWith('E2E pay')))
    await apiCall(page, 'DELETE', `pay-schemes/${scheme.id}`);
}

test('the owner creates a pay scheme, assigns it to a member and sees their share in a calculation', async ({
  page,
}, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const branch = `/chain/${orgId}/branch/${branchId}`;
  const { items: members } = await apiCall<{ items: { id: number; firstName: string; lastName: string }[] }>(
    page,
    'GET',
    `branches/${branchId}/employees?perPage=1&sort=id:asc`,
  );
  const member = members[0]!;
  await cleanUp(page, branchId, member.id);

  // The scheme: 30 000 a month and 40 % of services.
  await page.goto(`${branch}/team/salary`);
  await page.getByRole('link', { name: 'New scheme' }).first().click();
  await expect(page).toHaveURL(/team\/salary\/new$/);
  const name = `E2E pay ${testInfo.project.name}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Fixed pay').click();
  await page.getByRole('option', { name: 'Per month' }).click();
  await page.getByLabel('Fixed amount').fill('30000');
  await page.getByLabel('Share of services').fill('40');
  await snap(page, testInfo, 'pay-scheme-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/team\/salary$/);
  const row = page.getByRole('link', { name: new RegExp(name) });
  await expect(row).toContainText('a month');
  await expect(row).toContainText('services 40 %');
  await snapEveryWay(page, testInfo, 'pay-schemes', (language) =>
    expect(
      page.getByRole('heading', { name: language === 'EN' ? 'Pay schemes' : 'Šeme plata' }).first(),
    ).toBeVisible(),
  );

  // Assigned on the member's card from 1 January 2036.
  await page.goto(`${branch}/team/members/${member.id}/salaryScheme`);
  await page.getByLabel('Pay scheme', { exact: true }).click();
  await page.getByRole('option', { name }).click();
  await typeDate(page.getByRole('group', { name: 'From' }), period.from);
  await page.getByRole('button', { name: 'Assign' }).click();
  const history = page.getByRole('list', { name: 'Pay schemes by day' });
  await expect(history.getByRole('listitem').filter({ hasText: name })).toContainText(/upcoming/);
  await snap(page, testInfo, 'pay-member-scheme');

  // January 2036's calculation: the member's share is the month.
  await page.goto(`${branch}/team/calculation`);
  await page.getByRole('button', { name: 'New calculation' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New calculation' });
  await typeDate(dialog.getByRole('group', { name: 'From' }), period.from);
  await typeDate(dialog.getByRole('group', { name: 'To' }), period.to);
  await dialog.getByRole('button', { name: 'Calculate' }).click();
  const share = page.getByRole('region', { name: `${member.firstName} ${member.lastName}`.trim() });
  await expect(share).toContainText(/30[\s.,  ]?000[.,]00/);
  await expect(share).toContainText(/a month, for the period's days = .*30[\s.,  ]?000[.,]00/);
  await snap(page, testInfo, 'pay-calculation');

  // The member's documents list it with their share.
  await page.goto(`${branch}/team/members/${member.id}/salaryScheme/documents`);
  await expect(page.getByRole('list', { name: 'Pay slips' })).toContainText(/30[\s.,  ]?000[.,]00/);
  await snap(page, testInfo, 'pay-member-documents');
});
