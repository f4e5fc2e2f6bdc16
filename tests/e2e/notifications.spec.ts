import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, signedInAtCentre, snap, snapBothThemes } from './support/flows';
import { bookAfterHours, clock, minutes } from './support/schedule-flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Automated notifications (issue 17): the owner opens Marketing → Automations in the demo's Centre branch, sets the
 * reminder two hours ahead, writes its SMS words with a variable chip (preview and part count as typed), turns
 * Serbian "ć" into Latin letters, and sees the reminder a booking plans on the client's card.
 */

type Listed<T> = { items: T[] };
type Client = { id: number; firstName: string; lastName: string; phone: string | null };

/** The branch follows the defaults again for what the test changes, so a second run starts from the same place. */
async function resetReminder(page: Page, branchId: number) {
  await apiCall(page, 'DELETE', `branches/${branchId}/notification-rules/customer.reminder`);
  await apiCall(page, 'DELETE', `branches/${branchId}/message-templates/customer.reminder/sms/SR`);
}

test('the reminder goes 2 h ahead in Latin letters, and the client card shows it planned', async ({
  page,
}, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await resetReminder(page, branchId);
  const branch = `/chain/${orgId}/branch/${branchId}`;

  // The matrix: the reminder follows the default, a day ahead, by SMS.
  await page.goto(`${branch}/marketing/automations`);
  await expect(page.getByRole('heading', { name: 'Automations', level: 1 })).toBeVisible();
  const reminder = page.locator('[data-rule="customer.reminder"]');
  await expect(reminder).toContainText('24 h before the visit');
  await expect(reminder.getByTestId('rule-source')).toHaveText('Default');
  await expect(reminder.locator('[data-channel="sms"][data-on="true"]')).toBeVisible();
  await expect(reminder.getByRole('switch', { name: 'Send “Reminder”' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Message log' })).toBeVisible();
  await snapEveryWay(page, testInfo, 'notifications-matrix', async (language) => {
    await expect(page.locator('[data-rule="customer.reminder"]')).toContainText(
      language === 'EN' ? 'Reminder' : 'Podsetnik',
    );
  });

  // Its settings: two hours ahead instead of a day.
  await reminder.getByRole('link', { name: 'Reminder' }).click();
  await expect(page).toHaveURL(`${branch}/marketing/notifications/customer/reminder/settings`);
  await expect(page.getByRole('heading', { name: 'Reminder', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Settings of “Reminder”' });
  await expect(form.getByLabel('Lead time 1')).toHaveValue('24');
  await form.getByLabel('Lead time 1').fill('2');
  await snapBothThemes(page, testInfo, 'notification-settings');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByTestId('rule-source')).toHaveText("Branch's own");
  await expect(form.getByRole('button', { name: "Use the chain's setting" })).toBeVisible();

  // Its SMS words, in the branch's language (Centre is in Belgrade: Serbian).
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page).toHaveURL(`${branch}/marketing/notifications/customer/reminder/templates`);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('Serbian');
  const channels = page.getByRole('tablist', { name: 'Channel' });
  await expect(channels.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.fill('Vidimo se u {{time}}, ');
  await page.getByRole('button', { name: 'Insert the variable clientName' }).click();
  await expect(body).toHaveValue('Vidimo se u {{time}}, {{clientName}}');
  await expect(page.getByTestId('preview-bubble')).toHaveText('Vidimo se u 10:30, Ana');
  await expect(page.getByTestId('sms-count')).toHaveText('22 characters · 1 part · GSM-7');

  // An unknown variable is named as it is typed, and nothing is saved with it.
  await body.fill('Vidimo se {{when}}');
  await expect(page.getByText('Unknown variable {{when}}.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // "ć" makes the SMS Unicode; Latin letters make it GSM-7 again.
  await body.fill('Podsećamo vas na termin u {{time}}, {{clientName}}.');
  await expect(page.getByTestId('sms-count')).toContainText('UCS-2');
  const unicode = page.getByTestId('sms-unicode');
  await expect(unicode).toContainText('ć');
  await snapBothThemes(page, testInfo, 'notification-templates-unicode');
  await unicode.getByRole('button', { name: 'Use Latin letters' }).click();
  await expect(body).toHaveValue('Podsecamo vas na termin u {{time}}, {{clientName}}.');
  await expect(page.getByTestId('sms-count')).toHaveText('37 characters · 1 part · GSM-7');
  await expect(page.getByTestId('sms-unicode')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByTestId('rule-source')).toHaveText("Branch's own");
  await expect(page.getByRole('button', { name: 'Use the default words' })).toBeVisible();
  await snapBothThemes(page, testInfo, 'notification-templates');
  // The e-mail's preview is its HTML, in a frame that may do nothing.
  await channels.getByRole('tab', { name: 'E-mail' }).click();
  await expect(page.getByTestId('preview-email')).toHaveAttribute('sandbox', '');
  await expect(
    page.frameLocator('[data-testid="preview-email"]').getByText('Centre', { exact: true }),
  ).toBeVisible();
  // A frame of another origin (the sandbox gives it none) is painted in a full-page shot only once it has been in view.
  await page.getByTestId('preview-email').scrollIntoViewIfNeeded();
  await snapBothThemes(page, testInfo, 'notification-templates-email');

  // The matrix says so.
  await page.goto(`${branch}/marketing/automations`);
  await expect(reminder).toContainText('2 h before the visit');
  await expect(reminder.getByTestId('rule-source')).toHaveText("Branch's own");

  // A booking three days ahead plans the reminder two hours before it, in the saved words.
  const client = (
    await apiCall<Listed<Client>>(page, 'GET', `branches/${branchId}/clients?perPage=20`)
  ).items.find((c) => c.phone);
  if (!client) throw new Error('The demo branch has no client with a phone');
  const { order } = await bookAfterHours(page, branchId, { clientId: client.id, daysAhead: 3 });
  const startTime = order.services[0]!.startTime;
  await page.goto(`${branch}/clients/${client.id}/notifications`);
  // This visit's reminder: the client may have others planned for the demo's own visits.
  const planned = page
    .locator('[data-testid="message-entry"][data-status="pending"][data-event="customer.reminder"]')
    .filter({ hasText: new RegExp(`Planned for .+, ${clock(minutes(startTime) - 120)}`) });
  await expect(planned).toBeVisible();
  await expect(planned.getByTestId('message-status')).toHaveText('Planned');
  await expect(planned).toContainText('Reminder');
  // Two hours before the visit's start, on the branch's clock.
  await expect(planned).toContainText(new RegExp(`Planned for .+, ${clock(minutes(startTime) - 120)}`));
  await planned.getByRole('button', { name: 'Show the text' }).click();
  await expect(planned).toContainText(`Podsecamo vas na termin u ${startTime}, ${client.firstName}.`);
  await expect(page.getByTestId('consent-sms')).toBeVisible();
  await snapBothThemes(page, testInfo, 'client-notifications');

  await apiCall(page, 'PATCH', `orders/${order.id}/cancel`, {});
  await resetReminder(page, branchId);
});

test('an unknown notification is not found', async ({ page }) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await page.goto(`/chain/${orgId}/branch/${branchId}/marketing/notifications/owner/reminder/settings`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an employee opening a client’s notifications is told calmly who sees them', async ({
  page,
}, testInfo) => {
  const { orgId, branchId } = await signedInAtCentre(page, 'employee@demo.test');
  const [client] = (await apiCall<Listed<Client>>(page, 'GET', `branches/${branchId}/clients?perPage=1`))
    .items;
  await page.goto(`/chain/${orgId}/branch/${branchId}/clients/${client!.id}/notifications`);
  await expect(page.getByTestId('messages-forbidden')).toHaveText(
    "Messages to clients are shown to the branch's administrators and the owner.",
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await snap(page, testInfo, 'client-notifications-employee');
});
