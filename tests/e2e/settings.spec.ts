import { expect, test } from '@playwright/test';
import { isMobile, ownerInCentre, snap } from './support/flows';

test('the owner renames the chain, adds a branch, sets its working hours and deletes it again', async ({ page }, testInfo) => {
  const { orgId } = await ownerInCentre(page);
  const branchName = `Harbour ${testInfo.project.name}`;

  await page.goto(`/chain/${orgId}/settings`);
  if (isMobile(testInfo)) {
    // A phone gets the menu of the sections; a wide screen has them as tabs and opens the first.
    await expect(page.getByRole('heading', { name: 'Chain settings' })).toBeVisible();
    await snap(page, testInfo, 'settings-menu');
    await page.getByRole('link', { name: /^General/ }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/chain/${orgId}/settings/general$`));

  // Rename: the chain switcher follows at once.
  const name = page.getByLabel('Chain name');
  await expect(name).toHaveValue('Demo Salons');
  await name.fill('Demo Salons Studio');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("The chain's name is saved")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Organisation' })).toContainText('Demo Salons Studio');
  await expect(page.getByText(/2 of 5 branches on your plan/)).toBeVisible();

  // Add a branch through the dialog.
  await page.getByRole('button', { name: 'Add branch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a branch' });
  await dialog.getByLabel('Branch name').fill(branchName);
  await dialog.getByLabel('Address').fill('Obala 1, Belgrade');
  await snap(page, testInfo, 'settings-add-branch');
  await dialog.getByRole('button', { name: 'Add branch' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Branch ${branchName} added`)).toBeVisible();
  await expect(page.getByText(/3 of 5 branches on your plan/)).toBeVisible();
  await snap(page, testInfo, 'settings-general');

  // Its settings: working hours, saved with the version, still there after a reload.
  await page.getByRole('link', { name: `Settings of ${branchName}` }).click();
  await expect(page).toHaveURL(/\/branch\/\d+\/settings$/);
  await expect(page.getByLabel('Branch name')).toHaveValue(branchName);
  await page.getByLabel('Opens').fill('10:00');
  await page.getByLabel('Closes').fill('18:30');
  // The page's own form (the cancellations and no-shows section below has its Save too).
  await page.getByRole('form', { name: 'Branch settings' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Branch settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Opens')).toHaveValue('10:00');
  await expect(page.getByLabel('Closes')).toHaveValue('18:30');
  await snap(page, testInfo, 'settings-branch');

  // Leave the demo as it was: delete the branch, restore the name.
  await page.goto(`/chain/${orgId}/settings/general`);
  await page.getByRole('button', { name: `Delete ${branchName}` }).click();
  await page.getByRole('dialog', { name: `Delete ${branchName}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Branch ${branchName} deleted`)).toBeVisible();
  await expect(page.getByText(/2 of 5 branches on your plan/)).toBeVisible();
  await page.getByLabel('Chain name').fill('Demo Salons');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Organisation' })).toContainText('Demo Salons');
});

test('the owner invites someone who signs up from the e-mail and lands in the chain', async ({ page, browser }, testInfo) => {
  const { orgId } = await ownerInCentre(page);
  // A demo address: the demo mailbox shows only the demo people's mail.
  const email = `new.${testInfo.project.name}.${Date.now()}@demo.test`;

  await page.goto(`/chain/${orgId}/settings/users`);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByText('admin@demo.test')).toBeVisible();
  await page.getByRole('link', { name: 'Invite' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/chain/${orgId}/settings/users/invite$`));
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('radio', { name: /Employee/ }).check();
  await page.getByRole('checkbox', { name: 'Riverside' }).check();
  await snap(page, testInfo, 'settings-invite');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await snap(page, testInfo, 'settings-invite-sent');

  await page.getByRole('link', { name: 'Back to users' }).click();
  await expect(page.getByRole('heading', { name: 'Pending invitations' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await snap(page, testInfo, 'settings-users');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, 'settings-users-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The invitee, in a browser of their own: the demo mailbox, the link, the sign-up form.
  const invitee = await browser.newContext({ viewport: page.viewportSize() });
  const inviteePage = await invitee.newPage();
  await inviteePage.goto('/id/mailbox');
  await inviteePage.locator('article', { hasText: email }).first().getByRole('link').click();
  await expect(inviteePage.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(inviteePage.getByText('Olivia Marković invited you to join Demo Salons as employee.')).toBeVisible();
  await snap(inviteePage, testInfo, 'invite-accept');
  await inviteePage.getByLabel('First name').fill('Nora');
  await inviteePage.getByLabel('Last name').fill(`Novak-${testInfo.project.name}`);
  await inviteePage.getByLabel('Password').fill('nora-secret-1');
  await inviteePage.getByRole('button', { name: 'Accept and create account' }).click();
  await expect(inviteePage).toHaveURL(new RegExp(`/chain/${orgId}/branch/\\d+/`));
  const riverside = /\/branch\/(\d+)\//.exec(new URL(inviteePage.url()).pathname)![1];
  // Signed in, with the chain among their workspaces (the account page does not depend on any area's screen).
  await inviteePage.goto('/account/workspaces');
  const chain = inviteePage.getByRole('region', { name: 'Demo Salons' });
  await expect(chain).toContainText('Employee');
  await expect(chain.getByRole('link', { name: /Riverside/ })).toBeVisible();
  await expect(chain.getByRole('link', { name: /Centre/ })).toHaveCount(0);
  await snap(inviteePage, testInfo, 'invitee-workspaces');
  await invitee.close();

  // The owner sees the new member instead of the invitation, in the chain's and in the branch's users.
  await page.reload();
  await expect(page.getByText(`Nora Novak-${testInfo.project.name}`)).toBeVisible();
  await page.goto(`/chain/${orgId}/branch/${riverside}/settings/users`);
  await expect(page.getByText(`Nora Novak-${testInfo.project.name}`)).toBeVisible();
  await expect(page.getByText('admin@demo.test')).toBeHidden();
  await snap(page, testInfo, 'settings-branch-users');

  // Make the new member an administrator of the branch.
  const nora = `Nora Novak-${testInfo.project.name}`;
  await page.getByRole('button', { name: `Change the access of ${nora}` }).click();
  const dialog = page.getByRole('dialog', { name: `Access of ${nora}` });
  await dialog.getByRole('radio', { name: /Administrator/ }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Riverside' })).toBeChecked();
  await snap(page, testInfo, 'settings-member-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Access of ${nora} changed`)).toBeVisible();
  await expect(dialog).toBeHidden();
});
