import { expect, test, type Page } from '@playwright/test';
import { apiCall, type Workspace } from './crud/resource-flows';
import { branchUrl, ownerInCentre, snapBothThemes, typeDate } from './support/flows';
import { publicFreeTimes } from './support/free-times';

/**
 * Online booking → Presence → About, Contacts, Location and Hours (issue 18 deliverables 1 and 5): the owner fills
 * Centre's profile and closes a day; the public page shows them and offers no times that day. Everything is put back
 * at the end, so other specs see Centre as the demo made it.
 */
const closedDay = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

async function putBack(page: Page, workspace: Workspace, address: string | null) {
  const base = `branches/${workspace.branchId}/online-booking/presence`;
  const version = async (part: string) => (await apiCall<{ version: number }>(page, 'GET', `${base}/${part}`)).version;
  await apiCall(page, 'PUT', `${base}/about`, { publicName: '', description: '', categories: [], version: await version('about') });
  await apiCall(page, 'PUT', `${base}/contacts`, { phones: [], email: '', whatsapp: '', viber: '', telegram: '', website: '', instagram: '', facebook: '', tiktok: '', version: await version('contacts') });
  await apiCall(page, 'PUT', `${base}/location`, { address, area: '', latitude: null, longitude: null, version: await version('location') });
  await apiCall(page, 'PUT', `${base}/hours`, { exceptions: [], version: await version('hours') });
}

test('the owner fills about, contacts and location and closes a day; the public page shows them and offers no times that day', async ({ page }, testInfo) => {
  const centre = await ownerInCentre(page);
  const { address } = await apiCall<{ address: string | null }>(page, 'GET', `branches/${centre.branchId}/online-booking/presence/location`);
  try {
    await page.goto(branchUrl(centre, 'onlineBooking/presence/about'));
    await page.getByRole('textbox', { name: 'Name on the page', exact: true }).fill('Demo Salons Centre');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Cuts, colour and nails in the centre.\n\nOpen every day.');
    await page.getByLabel('Hair salon').check();
    await page.getByLabel('Nails').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('About saved')).toBeVisible();
    await snapBothThemes(page, testInfo, 'profile-about');

    await page.goto(branchUrl(centre, 'onlineBooking/presence/contacts'));
    await page.getByRole('button', { name: 'Add a phone' }).click();
    await page.getByRole('textbox', { name: 'Phone 1', exact: true }).fill('064 123 4567');
    await page.getByRole('textbox', { name: 'Instagram', exact: true }).fill('not a handle!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Use an Instagram username: letters, digits, . or _')).toBeVisible();
    await page.getByRole('textbox', { name: 'Instagram', exact: true }).fill('@demo.centre');
    await page.getByRole('textbox', { name: 'Telegram username', exact: true }).fill('@demo_centre');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contacts saved')).toBeVisible();
    await snapBothThemes(page, testInfo, 'profile-contacts');

    await page.goto(branchUrl(centre, 'onlineBooking/presence/location'));
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Knez Mihailova 1, Beograd');
    await page.getByRole('textbox', { name: 'Area or city', exact: true }).fill('Stari grad');
    await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('44.8176');
    await page.getByRole('textbox', { name: 'Longitude', exact: true }).fill('20.4569');
    await expect(page.getByRole('link', { name: 'Check on OpenStreetMap' })).toHaveAttribute('href', /mlat=44.8176&mlon=20.4569/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Location saved')).toBeVisible();
    await snapBothThemes(page, testInfo, 'profile-location');

    await page.goto(branchUrl(centre, 'onlineBooking/presence/hours'));
    await expect(page.getByText('No closed days or special hours coming.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a date' }).click();
    const row = page.getByRole('group', { name: /^Exception on/ });
    await typeDate(row.getByRole('group', { name: 'Date' }), closedDay);
    await row.getByRole('textbox', { name: 'Note for clients' }).fill('Staff training');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Hours saved')).toBeVisible();
    await expect(page.getByRole('group', { name: `Exception on ${closedDay}` }).getByLabel('Closed all day')).toBeChecked();
    await snapBothThemes(page, testInfo, 'profile-hours');

    await page.goto('/book/centre?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Salons Centre' })).toBeVisible();
    await expect(page.getByText('Open every day.')).toBeVisible();
    await expect(page.getByRole('link', { name: '@demo.centre' })).toHaveAttribute('href', 'https://www.instagram.com/demo.centre/');
    await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toBeVisible();
    await expect(page.getByText('Staff training')).toBeVisible();
    const description = await (await page.request.get('/api/v1/public/book/centre/page')).json();
    const serviceId = description.categories[0].services[0].id as number;
    const times = await publicFreeTimes(page.request, 'centre', `services=${serviceId}&from=${closedDay}&days=1`);
    expect(times).toEqual([{ date: closedDay, times: [] }]);
    await snapBothThemes(page, testInfo, 'profile-public-page');

    // The staff schedule of that day says the branch is closed, with the note.
    await page.goto(branchUrl(centre, `schedule?d=${closedDay}`));
    await expect(page.getByRole('alert').filter({ hasText: 'The branch is closed on this day. Staff training' })).toBeVisible();
    await snapBothThemes(page, testInfo, 'profile-schedule-closed');

    // The chain page: Centre under its area; "Nearest to me" puts it first with its distance.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 44.8186, longitude: 20.4569 });
    await page.goto('/book/demo-salons?lang=en');
    await expect(page.getByRole('heading', { level: 2, name: 'Stari grad' })).toBeVisible();
    await page.getByRole('button', { name: 'Nearest to me' }).click();
    await expect(page.locator('ul.branches > li').first()).toContainText(/Centre.*0\.1 km/s);
    await snapBothThemes(page, testInfo, 'profile-chain-page');
  } finally {
    await page.goto(branchUrl(centre, 'onlineBooking/presence/about'));
    await putBack(page, centre, address);
  }
});
