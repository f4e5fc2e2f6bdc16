import { expect, test } from '@playwright/test';
import type { EmployeeRules } from '../../src/schema/access';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

type Member = { id: number; firstName: string; lastName: string };

/** The owner invites a team member to sign in as themselves from the member's card, and sets what employees may do. */
test("the owner invites a team member from their card by e-mail and by phone, withdraws it, and changes the branch's employee rules", async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const base = `/chain/${orgId}/branch/${branchId}`;
  const { items: team } = await apiCall<{ items: Member[] }>(page, 'GET', `branches/${branchId}/employees?perPage=50`);
  const ana = team.find((member) => member.firstName === 'Ana')!;
  const marko = team.find((member) => member.firstName === 'Marko')!;

  // Marko already signs in as himself (the demo's employee).
  await page.goto(`${base}/team/members/${marko.id}/settings`);
  const account = page.getByRole('region', { name: 'Sign-in account' });
  await expect(account.getByText('Signs in', { exact: true })).toBeVisible();
  await expect(account).toContainText('employee@demo.test');

  await page.goto(`${base}/team/members/${ana.id}/settings`);
  await expect(account.getByText('No account', { exact: true })).toBeVisible();
  await account.getByRole('textbox', { name: 'E-mail' }).fill('ana.ilic@demo.test');
  await account.getByRole('button', { name: 'Send invitation' }).click();
  await expect(account.getByText('Invited', { exact: true })).toBeVisible();
  await expect(account).toContainText('Invitation sent to ana.ilic@demo.test');
  await snapEveryWay(page, testInfo, 'member-account-invited', async () => {
    await expect(page.getByRole('button', { name: /Send again|Pošalji ponovo/ })).toBeVisible();
  });
  await account.getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(account.getByText('No account', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'member-account-none');

  // By phone: no SMS provider delivers yet, so the card shows the link once, to copy and send by any messenger.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const language of ['EN', 'SR'] as const) {
    const words =
      language === 'EN'
        ? { region: 'Sign-in account', by: 'Send by', phone: 'Phone', send: 'Send invitation', copy: 'Copy link', withdraw: 'Withdraw invitation', none: 'No account' }
        : { region: 'Nalog za prijavu', by: 'Pošalji putem', phone: 'Telefon', send: 'Pošalji poziv', copy: 'Kopiraj link', withdraw: 'Povuci poziv', none: 'Nema nalog' };
    if (language === 'SR') {
      await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'SR' });
      await page.reload();
    }
    try {
      const region = page.getByRole('region', { name: words.region });
      await region.getByRole('combobox', { name: words.by }).click();
      await page.getByRole('option', { name: words.phone }).click();
      await region.getByRole('textbox', { name: words.phone }).fill('+381 64 123 4567');
      await region.getByRole('button', { name: words.send }).click();
      await expect(region.getByTestId('invitation-link')).toHaveValue(/\/id\/invite\?token=/);
      await expect(region).toContainText('+381 64 1234567');
      if (language === 'EN') {
        await region.getByRole('button', { name: words.copy }).click();
        await expect(region.getByRole('status')).toHaveText(/Link copied|Could not copy/);
      }
      const name = `member-account-phone-link-${language.toLowerCase()}`;
      await snap(page, testInfo, name);
      await page.emulateMedia({ colorScheme: 'dark' });
      await snap(page, testInfo, `${name}-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
      await region.getByRole('button', { name: words.withdraw }).click();
      await expect(region.getByText(words.none, { exact: true })).toBeVisible();
    } finally {
      if (language === 'SR') {
        await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'EN' });
        await page.reload();
      }
    }
  }

  await page.goto(`${base}/settings/users`);
  const rules = page.getByRole('region', { name: 'What employees may do' });
  const colleagues = rules.getByRole('checkbox', { name: "See colleagues' schedules" });
  await expect(colleagues).toBeChecked();
  await colleagues.click();
  await expect(colleagues).not.toBeChecked();
  await expect.poll(async () => (await apiCall<EmployeeRules>(page, 'GET', `branches/${branchId}/employee-rules`)).seeColleaguesSchedule).toBe(false);
  await snapEveryWay(page, testInfo, 'employee-rules', async () => {
    await expect(page.getByRole('region', { name: /What employees may do|Šta zaposleni smeju/ })).toBeVisible();
  });
  await colleagues.click();
  await expect(colleagues).toBeChecked();
});
