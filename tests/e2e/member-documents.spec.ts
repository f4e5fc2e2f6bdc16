import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { PayAssignment, PayCalculation, PaySchemeRecord } from '../../src/schema/pay/pay-api';
import { pdfText } from '../helpers/pdf-text';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * A member's pay slip downloaded from their documents tab, and a client's consents changed on the About tab, on
 * the demo's Centre branch. The slip's calculation is March 2037 (nothing else is paid that far ahead); what an
 * earlier run left there is removed first.
 */
const period = { from: '2037-03-01', to: '2037-03-31' };
const schemeName = 'E2E slip';

async function slipWorld(page: Page, branchId: number, employeeId: number): Promise<number> {
  const calculations = await apiCall<{ items: PayCalculation[] }>(page, 'GET', `branches/${branchId}/pay-calculations?perPage=100`);
  for (const row of calculations.items.filter((calculation) => calculation.periodFrom.startsWith('2037-') && calculation.status === 'draft'))
    await apiCall(page, 'DELETE', `pay-calculations/${row.id}`);
  const assignments = await apiCall<{ items: PayAssignment[] }>(page, 'GET', `employees/${employeeId}/pay-assignments`);
  for (const row of assignments.items.filter((assignment) => assignment.startsOn >= period.from)) await apiCall(page, 'DELETE', `pay-assignments/${row.id}`);
  const schemes = await apiCall<{ items: PaySchemeRecord[] }>(page, 'GET', `branches/${branchId}/pay-schemes?perPage=100`);
  for (const row of schemes.items.filter((scheme) => scheme.name === schemeName)) await apiCall(page, 'DELETE', `pay-schemes/${row.id}`);

  const scheme = await apiCall<PaySchemeRecord>(page, 'POST', `branches/${branchId}/pay-schemes`, {
    name: schemeName,
    fixedAmount: '45000',
    fixedPer: 'month',
    servicePercent: '0',
    productPercent: '0',
    categoryPercents: [],
    minimum: '0',
  });
  await apiCall(page, 'POST', `employees/${employeeId}/pay-assignments`, { schemeId: scheme.id, startsOn: period.from });
  const calculation = await apiCall<PayCalculation>(page, 'POST', `branches/${branchId}/pay-calculations`, { periodFrom: period.from, periodTo: period.to });
  return calculation.id;
}

test("downloads a member's pay slip from their documents tab", async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const branch = `/chain/${orgId}/branch/${branchId}`;
  const { items: members } = await apiCall<{ items: { id: number; firstName: string; lastName: string }[] }>(
    page,
    'GET',
    `branches/${branchId}/employees?perPage=2&sort=id:asc`,
  );
  const member = members[1]!;
  const name = `${member.firstName} ${member.lastName}`.trim();
  const calculationId = await slipWorld(page, branchId, member.id);

  await page.goto(`${branch}/team/members/${member.id}/salaryScheme/documents`);
  const slips = page.getByRole('list', { name: 'Pay slips' });
  const row = slips.getByRole('listitem').filter({ hasText: /Mar 2037/ });
  await expect(row).toContainText(/45[\s.,  ]?000[.,]00/);
  await expect(page.getByRole('heading', { name: 'Contracts' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /Download the pay slip for .*Mar 2037/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`pay-slip-${period.from}-${period.to}-${member.id}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Pay slip');
  expect(text).toContain(name);
  expect(text).toContain('Demo Salons');
  expect(text).toMatch(/Subtotal\n.*45[\s.,  ]?000[.,]00/);
  await snapEveryWay(page, testInfo, 'member-documents', (language) =>
    expect(page.getByRole('list', { name: language === 'EN' ? 'Pay slips' : 'Platni listići' })).toBeVisible(),
  );

  // The calculation's page offers the same slip for each member.
  await page.goto(`${branch}/team/calculation?calculation=${calculationId}`);
  const share = page.getByRole('region', { name });
  const fromCalculation = page.waitForEvent('download');
  await share.getByRole('button', { name: `Download ${name}'s pay slip (PDF)` }).click();
  expect((await fromCalculation).suggestedFilename()).toBe(`pay-slip-${period.from}-${period.to}-${member.id}.pdf`);
  await snap(page, testInfo, 'member-documents-calculation');

  // The telegram tab says what it will do.
  await page.goto(`${branch}/team/members/${member.id}/telegram`);
  await expect(page.getByText('Linked by a one-time code')).toBeVisible();
  await snapEveryWay(page, testInfo, 'member-telegram', (language) =>
    expect(page.getByText(language === 'EN' ? "Tomorrow's schedule, every evening" : 'Raspored za sutra, svake večeri')).toBeVisible(),
  );
});

test("changes a client's consents on the About tab and shows who changed them", async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/clients`, {
    firstName: 'Consent',
    lastName: `Đurić ${testInfo.project.name}`,
    birthDate: '1990-05-17',
    description: 'Prefers mornings.',
  });
  await page.goto(`/chain/${orgId}/branch/${branchId}/clients/${client.id}/about`);
  await expect(page.getByText('17 May 1990')).toBeVisible();
  await expect(page.getByText('Prefers mornings.')).toBeVisible();
  const sms = page.getByRole('checkbox', { name: 'Marketing by SMS' });
  await expect(sms).not.toBeChecked();
  await expect(page.getByTestId('consent-changed-marketingSms')).toContainText(/off since the client was added|Set by/);
  await sms.click();
  await expect(sms).toBeChecked();
  await expect(page.getByTestId('consent-changed-marketingSms')).toContainText(/Changed by .+ on /);
  await expect(page.getByRole('checkbox', { name: 'Marketing by e-mail' })).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Marketing by SMS' })).toBeChecked();
  await snapEveryWay(page, testInfo, 'client-about', (language) =>
    expect(page.getByRole('checkbox', { name: language === 'EN' ? 'Marketing by SMS' : 'Marketing SMS porukama' })).toBeChecked(),
  );
});
