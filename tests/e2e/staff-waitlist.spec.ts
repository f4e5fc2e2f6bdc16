import { expect, test } from '@playwright/test';
import type { BranchPage } from '../../src/schema/online-booking/booking-page';
import { apiCall } from './crud/resource-flows';
import { branchUrl, ownerInCentre, snapBothThemes } from './support/flows';
import { publicFreeTimes } from './support/free-times';

/**
 * The staff side of the waitlist (docs/online-booking.md "Built: the waitlist"): from the schedule's drawer the owner
 * puts a client of the chain on the waitlist for a day a team member has free time, presses "Offer now", and the
 * offer (a hold) goes out to the client's e-mail. An entry added at another desk shows at once (the live channel);
 * taking the entries off lets the hold go.
 */
test.use({ locale: 'en-GB' });

test('staff add a client to the waitlist from the drawer and offer them a time now', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const { branchId } = workspace;
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const email = `staff-waitlist-${stamp}@example.com`;
  const client = await apiCall<{ id: number }>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Walter', lastName: `Listed${stamp}`, email });

  // A day ahead when one of the haircut's team members has free time in the default window (09:00–18:00).
  const centre = (await (await page.request.get('/api/v1/public/book/centre/page')).json()) as BranchPage;
  const haircut = centre.categories.flatMap((category) => category.services).find((service) => service.name === "Men's haircut")!;
  let found: { date: string; employeeId: number } | null = null;
  for (let ahead = 8 + Math.floor(Math.random() * 20); !found && ahead < 50; ahead++) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    for (const employeeId of haircut.employeeIds) {
      const [times] = await publicFreeTimes(page.request, 'centre', `services=${haircut.id}&employee=${employeeId}&from=${day}&days=1`);
      if (times!.times.some((time) => time >= '09:00' && time < '18:00')) {
        found = { date: day, employeeId };
        break;
      }
    }
  }
  expect(found).not.toBeNull();
  const { date, employeeId } = found!;
  const employee = centre.employees.find((person) => person.id === employeeId)!;

  await page.goto(branchUrl(workspace, `schedule?d=${date}`));
  await page.getByRole('button', { name: /^Waitlist \(\d+\)$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Waitlist' });
  await drawer.getByRole('button', { name: 'Add to waitlist' }).click();
  const form = drawer.getByRole('form', { name: 'Add a client to the waitlist' });

  // Sent empty: the client and the services are asked for.
  await form.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Services' })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('combobox', { name: 'Client' }).fill(`Listed${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Walter Listed${stamp}`) }).click();
  await expect(form.getByText(`Walter Listed${stamp}`)).toBeVisible();
  await form.getByRole('combobox', { name: 'Services' }).fill("Men's haircut");
  await page.getByRole('option', { name: "Men's haircut", exact: true }).click();
  await form.getByRole('combobox', { name: 'With' }).click();
  await page.getByRole('option', { name: employee.name }).click();
  await snapBothThemes(page, testInfo, 'staff-waitlist-1-form');
  await form.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(form).toBeHidden();

  const entry = drawer.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Walter Listed${stamp}` }) });
  await expect(entry.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(entry).toContainText(employee.name);
  await snapBothThemes(page, testInfo, 'staff-waitlist-2-added');

  await entry.getByRole('button', { name: `Offer Walter Listed${stamp} the first free time now` }).click();
  await expect(entry.getByText('Offered', { exact: true })).toBeVisible();
  await expect(entry).toContainText('Offered, held until');
  await snapBothThemes(page, testInfo, 'staff-waitlist-3-offered');
  // The offer went to the client's e-mail with its accept link.
  await expect(async () => {
    const log = await apiCall<{ items: { event: string; recipient: string; body: string }[] }>(page, 'GET', `branches/${branchId}/messages?perPage=50`);
    expect(log.items.find((item) => item.event === 'customer.waitlistOffer' && item.recipient === email)?.body).toMatch(/\/book\/w\//);
  }).toPass({ timeout: 20_000 });

  // An entry added elsewhere (another desk, here the API) shows at once: the branch's live channel announces it.
  await apiCall(page, 'POST', `branches/${branchId}/waitlist`, { clientId: client.id, services: [haircut.id], fromDate: date, toDate: date, fromTime: '19:00', toTime: '20:00' });
  await expect(entry).toHaveCount(2);

  // Taken off the list: the offer is withdrawn and the entries go.
  for (const left of [1, 0]) {
    await entry.first().getByRole('button', { name: `Remove Walter Listed${stamp} from the waitlist` }).click();
    await expect(entry).toHaveCount(left);
  }
  await apiCall(page, 'DELETE', `branches/${branchId}/clients/${client.id}`).catch(() => undefined);
});
