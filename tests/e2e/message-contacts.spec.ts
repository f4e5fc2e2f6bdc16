import { expect, test } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { branchUrl, isMobile, ownerInCentre, snapBothThemes } from './support/flows';

/**
 * What messages need to reach people (issue 17): the branch's phone, which they name, edited with the branch's
 * settings; a client's ManyChat subscriber id, which Instagram messages go to, edited with the client's details and
 * shown among their contacts.
 */

test("the branch's phone: refused when it is no number, saved and shown as the branch's country writes it", async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  await page.goto(branchUrl(workspace, 'settings'));
  // The page holds other forms too (cancellations and no-shows): the branch's own form has its Save.
  const form = page.getByRole('form', { name: 'Branch settings' });
  const phone = form.getByLabel('Phone', { exact: true });
  // The demo's Centre has a Belgrade number, written as Serbia writes it.
  await expect(phone).toHaveValue('011 3234567');
  await expect(page.getByText('Shown to clients in messages that ask them to call, such as a cancellation.')).toBeVisible();

  await phone.fill('12');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Not a phone number. Check the digits, or choose the country it is from.')).toBeVisible();

  await phone.fill('+381 11 2620481');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Branch settings saved')).toBeVisible();
  await page.reload();
  await expect(phone).toHaveValue('011 2620481');
  await snapBothThemes(page, testInfo, 'settings-branch-phone');

  // Leave the demo as it was.
  await phone.fill('011 3234567');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Branch settings saved')).toBeVisible();
});

test("a client's ManyChat subscriber id: checked, kept to one client of the chain, and shown among the contacts", async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const subscriber = isMobile(testInfo) ? '770001' : '770002';
  const [vera, iva] = await Promise.all(
    ['Vera', 'Iva'].map((firstName) => apiCall<{ id: number }>(page, 'POST', `branches/${workspace.branchId}/clients`, { firstName, lastName: `Insta ${testInfo.project.name}` })),
  );

  await page.goto(branchUrl(workspace, `clients/${vera!.id}/details`));
  const field = page.getByLabel('ManyChat subscriber ID');
  await field.fill('@vera');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A ManyChat subscriber ID is a number: copy it from the contact’s profile in ManyChat')).toBeVisible();
  await field.fill(subscriber);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A ManyChat subscriber ID is a number: copy it from the contact’s profile in ManyChat')).toBeHidden();
  await snapBothThemes(page, testInfo, 'client-card-details-manychat');

  // The card's contacts name it (phones on the card's main page, wide screens on its overview).
  await page.goto(branchUrl(workspace, `clients/${vera!.id}`));
  const contacts = page.getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByRole('row', { name: `ManyChat subscriber ID ${subscriber}` })).toBeVisible();
  await snapBothThemes(page, testInfo, isMobile(testInfo) ? 'client-card-main-manychat' : 'client-card-overview-manychat');

  // Another client of the chain cannot take it.
  await page.goto(branchUrl(workspace, `clients/${iva!.id}/details`));
  await page.getByLabel('ManyChat subscriber ID').fill(subscriber);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`A client with the manychat subscriber id “${subscriber}” already exists in this chain.`).first()).toBeVisible();
  await snapBothThemes(page, testInfo, 'client-card-details-manychat-taken');
});
