import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { apiCall, type Workspace } from './crud/resource-flows';
import { isMobile, ownerInCentre, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/** A client's face: chosen, cropped and sent from the card, then shown on the card and in the list. */

const branchUrl = ({ orgId, branchId }: Workspace, rest: string) => `/chain/${orgId}/branch/${branchId}/${rest}`;

/** A landscape photo as a phone would take it: a face-coloured disc on a blue background. */
const cameraPhoto = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6ea5' } })
    .composite([{ input: Buffer.from('<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#e0ac69"/></svg>'), top: 0, left: 0 }])
    .jpeg()
    .toBuffer();

/** The row (wide screens) or card (phones) of a client in the list. */
const listEntry = (page: Page, testInfo: TestInfo, lastName: string): Locator =>
  isMobile(testInfo) ? page.getByTestId('resource-card').filter({ hasText: lastName }) : page.getByRole('row').filter({ hasText: lastName });

async function searchClients(page: Page, workspace: Workspace, text: string) {
  await page.goto(branchUrl(workspace, `clients?q=${encodeURIComponent(text)}`));
}


async function choosePhoto(page: Page, opener: Locator) {
  const chooser = page.waitForEvent('filechooser');
  await opener.click();
  await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
}

test('a photo is chosen and cropped on the client card, then shown on the card and in the list; initials without one', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  // One surname per viewport project (both run on one server); both give the initials VF.
  const lastName = isMobile(testInfo) ? 'Fotić' : 'Fotin';
  const name = `Vera ${lastName}`;
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${workspace.branchId}/clients`, { firstName: 'Vera', lastName });
  await apiCall(page, 'POST', `branches/${workspace.branchId}/clients`, { firstName: 'Nada', lastName });

  // Without a photo: initials, in the list and on the card.
  await searchClients(page, workspace, lastName);
  const entry = listEntry(page, testInfo, lastName).filter({ hasText: 'Vera' });
  await expect(entry.locator('[data-photo="initials"]')).toHaveText('VF');
  await page.goto(branchUrl(workspace, `clients/${client.id}`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const addPhoto = page.getByRole('button', { name: `Add a photo of ${name}` });
  await expect(addPhoto.locator('[data-photo="initials"]')).toHaveText('VF');

  // Choose, crop, send.
  await choosePhoto(page, addPhoto);
  const dialog = page.getByRole('dialog', { name: `Photo of ${name}` });
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeVisible();
  await expect(dialog.locator('img')).toBeVisible();
  await dialog.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
  await snap(page, testInfo, 'photo-crop-en');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, 'photo-crop-en-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Photo saved')).toBeVisible();

  // On the card: the photo, and the button now changes or removes it.
  const change = page.getByRole('button', { name: `Change or remove the photo of ${name}` });
  await expect(change.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('src', /^blob:/);
  const stored = await apiCall<{ photoId: string | null; version: number }>(page, 'GET', `branches/${workspace.branchId}/clients/${client.id}`);
  expect(stored.photoId).toMatch(/^[0-9a-f-]{36}$/);
  expect(stored.version).toBe(2);
  // The history names the change; the photo's id means nothing to a person.
  await page.goto(branchUrl(workspace, `clients/${client.id}/history`));
  await expect(page.getByRole('list', { name: 'Changes' }).getByText('Photo: added')).toBeVisible();
  await page.goto(branchUrl(workspace, `clients/${client.id}`));
  await snapEveryWay(page, testInfo, 'photo-card', async (language) => {
    const label = language === 'EN' ? `Photo of ${name}` : `Fotografija: ${name}`;
    await expect(page.getByRole('img', { name: label })).toHaveAttribute('src', /^blob:/);
  });

  // In the list: the photo beside Vera, initials beside Nada.
  await searchClients(page, workspace, lastName);
  await expect(entry.locator('[data-photo="shown"] img')).toHaveAttribute('src', /^blob:/);
  await expect(listEntry(page, testInfo, lastName).filter({ hasText: 'Nada' }).locator('[data-photo="initials"]')).toHaveText('NF');
  await snapEveryWay(page, testInfo, 'photo-list', async () => {
    await expect(entry.locator('[data-photo="shown"] img')).toHaveAttribute('src', /^blob:/);
  });

  // The crop dialog in Serbian, reached through the menu of a card that has a photo; cancelled, nothing changes.
  await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'SR' });
  try {
    await page.goto(branchUrl(workspace, `clients/${client.id}`));
    await page.getByRole('button', { name: `Promeni ili ukloni fotografiju: ${name}` }).click();
    await choosePhoto(page, page.getByRole('menuitem', { name: 'Izaberi novu fotografiju' }));
    const serbian = page.getByRole('dialog', { name: `Fotografija: ${name}` });
    await expect(serbian.getByRole('slider', { name: 'Uvećanje' })).toBeVisible();
    await expect(serbian.locator('img')).toBeVisible();
    await snap(page, testInfo, 'photo-crop-sr');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, testInfo, 'photo-crop-sr-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await serbian.getByRole('button', { name: 'Otkaži' }).click();
    await expect(serbian).toBeHidden();

    // Removed through the same menu: the initials come back.
    await page.getByRole('button', { name: `Promeni ili ukloni fotografiju: ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Ukloni fotografiju' }).click();
    await expect(page.getByText('Fotografija je uklonjena')).toBeVisible();
    await expect(page.getByRole('button', { name: `Dodaj fotografiju: ${name}` }).locator('[data-photo="initials"]')).toHaveText('VF');
  } finally {
    await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'EN' });
  }
});

test("team members without a photo show their initials on their calendar colour, in the list and on their card", async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const lastName = isMobile(testInfo) ? 'Timić' : 'Tomić';
  const member = await apiCall<{ id: number }>(page, 'POST', `branches/${workspace.branchId}/employees`, { firstName: 'Tea', lastName, color: '#8e24aa' });

  await page.goto(branchUrl(workspace, `team/members?q=${encodeURIComponent(lastName)}`));
  const initials = listEntry(page, testInfo, lastName).locator('[data-photo="initials"]');
  await expect(initials).toHaveText('TT');
  await expect(initials).toHaveCSS('background-color', 'rgb(142, 36, 170)');
  await snap(page, testInfo, 'photo-team-list');

  await page.goto(branchUrl(workspace, `team/members/${member.id}`));
  const add = page.getByRole('button', { name: `Add a photo of Tea ${lastName}` });
  await expect(add.locator('[data-photo="initials"]')).toHaveCSS('background-color', 'rgb(142, 36, 170)');
});
