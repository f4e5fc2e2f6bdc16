import { expect, test, type Page } from '@playwright/test';
import { apiCall, demoWorkspace, type Workspace } from './crud/resource-flows';
import { isMobile, ownerInCentre, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * A phone number typed as people write it (src/schema/phone.ts): a new client's country code starts from the
 * branch's country (the demo's Centre is in Belgrade: +381), the number is formatted while typed, saved once in
 * E.164 and shown in the country's format; what is no phone number is refused with a sentence.
 */

const invalidSentence = 'Not a phone number. Check the digits, or choose the country it is from.';

async function clientsOfCentre(page: Page, query = ''): Promise<Workspace> {
  const workspace = await ownerInCentre(page);
  await page.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/clients${query}`);
  return workspace;
}


test('a new client: the country code starts at +381, "064 123 4567" is saved once and shown as Serbians write it', async ({ page }, testInfo) => {
  await clientsOfCentre(page);
  const lastName = `Phoneentry ${testInfo.project.name} ${Date.now()}`;
  await page.getByRole('button', { name: 'New client' }).click();
  const form = page.getByRole('form', { name: 'New client' });
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveText('+381');
  await form.getByLabel('First name').fill('Nada');
  await form.getByLabel('Last name').fill(lastName);
  const phone = form.getByRole('textbox', { name: 'Phone' });
  await phone.pressSequentially('064 123 4567');
  await expect(phone).toHaveValue('064 1234567');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Created: Nada ${lastName}`)).toBeVisible();

  // The list shows it in the national format; the API holds it once, in E.164.
  await expect(page.getByText(lastName).first()).toBeVisible();
  await expect(page.getByText('064 1234567').first()).toBeVisible();
  const found = await apiCall<{ items: { phone: string; dialCode: string }[] }>(page, 'GET', `branches/${(await demoWorkspace(page)).branchId}/clients?q=${encodeURIComponent(lastName)}`);
  expect(found.items).toEqual([expect.objectContaining({ phone: '+381641234567', dialCode: '+381' })]);

  // Found again by another form of the number.
  await page.goto(`${new URL(page.url()).pathname}?q=${encodeURIComponent('+381 64 123 4567')}`);
  await expect(page.getByText(lastName).first()).toBeVisible();
  await snapEveryWay(page, testInfo, 'phone-client-list', () => expect(page.getByText(lastName).first()).toBeVisible());
});

test('a number that is no phone number is refused with a sentence; another country is picked by its code', async ({ page }, testInfo) => {
  await clientsOfCentre(page);
  await page.getByRole('button', { name: 'New client' }).click();
  const form = page.getByRole('form', { name: 'New client' });
  await form.getByLabel('First name').fill('Wrong');
  const phone = form.getByRole('textbox', { name: 'Phone' });
  await phone.pressSequentially('064 12');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(invalidSentence)).toBeVisible();

  // "+7 …" typed picks Russia beside the number, and the number is a good one.
  await phone.fill('');
  await phone.pressSequentially('+7 912 345 67 89');
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveText('+7');
  await expect(form.getByText(invalidSentence)).toBeHidden();
  if (!isMobile(testInfo)) await snap(page, testInfo, 'phone-client-form-foreign');

  await snapEveryWay(page, testInfo, 'phone-client-form-invalid', async () => {
    const open = page.getByRole('form');
    if (!(await open.isVisible())) await page.getByRole('button', { name: /^(New client|Novi klijent)$/ }).click();
    const input = page.getByRole('form').getByRole('textbox', { name: /^(Phone|Telefon)/ });
    await input.fill('');
    await input.pressSequentially('064 12');
    await page.getByRole('form').getByRole('button', { name: /^(Save|Sačuvaj)$/ }).click();
    await expect(page.getByRole('form').locator('.Mui-error').first()).toBeVisible();
  });
});
