import { expect, test } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { isMobile, signIn, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

type Organization = { id: number; name: string; branches: { id: number; name: string }[]; teamMembers: { branchId: number; employeeId: number }[] };
type Member = { id: number; firstName: string; lastName: string };

/**
 * The demo's employee, Marko of the Centre branch, on his own account (issue 15): the schedule opens on his own
 * column, his own pay opens on his card, a colleague's pay and the branch's money areas are closed to him.
 */
test('an employee signs in and sees their own day and pay, and nothing of others’ pay or the money areas', async ({ page }, testInfo) => {
  await signIn(page, 'employee@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/branch\/\d+\/dashboard$/);
  const { items } = await apiCall<{ items: Organization[] }>(page, 'GET', 'organizations');
  const chain = items.find((organization) => organization.name === 'Demo Salons')!;
  const centre = chain.branches.find((branch) => branch.name === 'Centre')!;
  const marko = chain.teamMembers.find((member) => member.branchId === centre.id)!.employeeId;
  const base = `/chain/${chain.id}/branch/${centre.id}`;

  // A phone opens on his own column; a wide screen shows the branch, and his column when he picks himself.
  await page.goto(isMobile(testInfo) ? `${base}/schedule` : `${base}/schedule?emp=${marko}`);
  const grid = page.getByRole('region', { name: 'Schedule' });
  await expect(grid.getByTestId('column-header').first()).toContainText('Marko Jovanović');
  await snapEveryWay(page, testInfo, 'employee-schedule', async () => {
    await expect(page.getByTestId('column-header').first()).toContainText('Marko Jovanović');
  });

  // His own pay, on his own card.
  await page.goto(`${base}/team/members/${marko}/salaryScheme`);
  await expect(page.getByRole('heading', { name: /Marko/ }).first()).toBeVisible();
  await expect(page.getByText('The pay details could not be loaded')).toHaveCount(0);
  await snap(page, testInfo, 'employee-own-pay');

  // A colleague's pay reads as not there; the branch's pay pages and money areas say the role may not open them.
  const { items: team } = await apiCall<{ items: Member[] }>(page, 'GET', `branches/${centre.id}/employees?perPage=50`);
  const colleague = team.find((member) => member.id !== marko)!;
  await page.goto(`${base}/team/members/${colleague.id}/salaryScheme`);
  await expect(page.getByText('The pay details could not be loaded')).toBeVisible();
  await expect(page.getByText(/Paid by|No pay scheme in force/)).toHaveCount(0);
  for (const path of ['team/calculation', 'team/salary', 'reports', 'sales']) {
    await page.goto(`${base}/${path}`);
    await expect(page.getByRole('heading', { name: 'No access' }), path).toBeVisible();
  }
  await snap(page, testInfo, 'employee-no-access');
});
