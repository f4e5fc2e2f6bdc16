import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snapBothThemes } from './support/flows';

/**
 * The chain's default notifications (issue 17): the owner goes from the Centre branch's automations to the chain's
 * defaults, sets "Come back" per service at 14:00, sees Centre follow it (marked as the chain's), and overrides the
 * hour in Centre. The membership's thresholds are shown on the chain's form too.
 */

const events = ['customer.comeBack', 'customer.membershipEnding'] as const;

/** Both levels follow the catalog again for what the test changes, so a second run starts from the same place. */
async function reset(page: Page, orgId: number, branchId: number) {
  for (const event of events) {
    await apiCall(page, 'DELETE', `branches/${branchId}/notification-rules/${event}`);
    await apiCall(page, 'DELETE', `organizations/${orgId}/notification-rules/${event}`);
  }
}

/** A time field of the form: its hours and minutes typed over what it holds. */
async function typeTime(field: Locator, time: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(time.replace(':', ''));
  await expect(field).toHaveValue(time);
}

test('the chain sets come back per service at 14:00, a branch follows it, then keeps its own hour', async ({
  page,
}, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  await reset(page, orgId, branchId);
  const branch = `/chain/${orgId}/branch/${branchId}`;
  const chain = `/chain/${orgId}`;

  // Centre follows the product's default; the owner opens the chain's defaults from its page.
  await page.goto(`${branch}/marketing/automations`);
  const comeBack = page.locator('[data-rule="customer.comeBack"]');
  await expect(comeBack.getByTestId('rule-source')).toHaveText('Default');
  await expect(comeBack).toContainText('6 weeks after the last visit, at 10:00');
  await page.getByRole('link', { name: "Edit the chain's defaults" }).click();
  await expect(page).toHaveURL(`${chain}/marketing/automations`);
  await expect(page.getByRole('heading', { name: 'Chain defaults' })).toBeVisible();
  // The chain's page has no message log: messages are a branch's.
  await expect(page.getByRole('heading', { name: 'Message log' })).toHaveCount(0);
  await expect(comeBack.getByTestId('rule-source')).toHaveText('Default');

  // Come back for the chain: on, counted per service, eight weeks, at 14:00.
  await comeBack.getByRole('link', { name: 'Come back' }).click();
  await expect(page).toHaveURL(`${chain}/marketing/notifications/customer/comeBack/settings`);
  const form = page.getByRole('form', { name: 'Settings of “Come back”' });
  await expect(form.getByText('Sent this many weeks after the client')).toBeVisible();
  await expect(form.getByText('even if they came for another one since')).toBeVisible();
  // Come back has no lead time and a reminder no "per service".
  await expect(form.getByLabel('Lead time 1')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Send this notification' }).check();
  const perService = form.getByRole('checkbox', { name: 'Count for each service' });
  await expect(perService).not.toBeChecked();
  await perService.check();
  // A value the API refuses is named on its field before anything is sent.
  await form.getByLabel('Weeks since the last visit').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('From 1 to 104 weeks')).toBeVisible();
  await form.getByLabel('Weeks since the last visit').fill('8');
  await typeTime(form.getByLabel('Time of day'), '14:00');
  await expect(form.getByText("In each branch's time zone")).toBeVisible();
  await snapBothThemes(page, testInfo, 'chain-rule-come-back');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByTestId('rule-source')).toHaveText('Set for the chain');
  await expect(form.getByRole('button', { name: 'Use the default' })).toBeVisible();

  // The chain's words: first in the language of its first branch (Centre, in Belgrade), previewed with samples.
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page).toHaveURL(`${chain}/marketing/notifications/customer/comeBack/templates`);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('Serbian');
  await expect(page.getByText('With sample details of a branch and a client.')).toBeVisible();
  await expect(page.getByTestId('preview-bubble')).not.toBeEmpty();
  await expect(page.getByTestId('rule-source')).toHaveText('Default');
  await snapBothThemes(page, testInfo, 'chain-templates');

  // The chain's matrix says so.
  await page.goto(`${chain}/marketing/automations`);
  await expect(comeBack).toContainText('8 weeks after a service was last done, at 14:00');
  await expect(comeBack.getByTestId('rule-source')).toHaveText('Set for the chain');
  await expect(comeBack.getByRole('switch', { name: 'Send “Come back”' })).toBeChecked();
  await snapBothThemes(page, testInfo, 'chain-matrix');

  // A membership's thresholds, each with what it does.
  await page.locator('[data-rule="customer.membershipEnding"]').getByRole('link', { name: 'Membership running out' }).click();
  const membership = page.getByRole('form', { name: 'Settings of “Membership running out”' });
  await expect(membership.getByLabel('Visits left')).toHaveValue('1');
  await expect(membership.getByLabel('Days before it ends')).toHaveValue('7');
  await expect(membership.getByText('0: on its last day')).toBeVisible();
  await expect(membership.getByRole('checkbox', { name: 'Count for each service' })).toHaveCount(0);
  await membership.getByLabel('Days before it ends').fill('400');
  await membership.getByRole('button', { name: 'Save' }).click();
  await expect(membership.getByText('From 0 to 365 days')).toBeVisible();
  await snapBothThemes(page, testInfo, 'chain-rule-membership');

  // Centre follows the chain's setting, marked as the chain's, and says where it is kept.
  await page.goto(`${branch}/marketing/automations`);
  await expect(comeBack).toContainText('8 weeks after a service was last done, at 14:00');
  await expect(comeBack.getByTestId('rule-source')).toHaveText('Chain default');
  await expect(page.locator('[data-rule="customer.birthday"]').getByTestId('rule-source')).toHaveText('Default');
  await comeBack.getByRole('link', { name: 'Come back' }).click();
  await expect(page).toHaveURL(`${branch}/marketing/notifications/customer/comeBack/settings`);
  // The matrix stays on screen until the settings have loaded.
  await expect(page.getByRole('heading', { name: 'Come back', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rule-source')).toHaveText('Chain default');
  await expect(page.getByRole('link', { name: "Open the chain's default" })).toHaveAttribute(
    'href',
    `${chain}/marketing/notifications/customer/comeBack/settings`,
  );
  await expect(form.getByRole('checkbox', { name: 'Count for each service' })).toBeChecked();
  await expect(form.getByLabel('Time of day')).toHaveValue('14:00');

  // Centre keeps its own hour.
  await typeTime(form.getByLabel('Time of day'), '09:30');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByTestId('rule-source')).toHaveText("Branch's own");
  await page.goto(`${branch}/marketing/automations`);
  await expect(comeBack).toContainText('8 weeks after a service was last done, at 09:30');
  await expect(comeBack.getByTestId('rule-source')).toHaveText("Branch's own");
  await snapBothThemes(page, testInfo, 'branch-matrix-over-chain');
  // The chain's default is as it was.
  const chainRules = await apiCall<{ items: { event: string; settings: { atTime?: string } }[] }>(
    page,
    'GET',
    `organizations/${orgId}/notification-rules`,
  );
  expect(chainRules.items.find((rule) => rule.event === 'customer.comeBack')?.settings.atTime).toBe('14:00');

  await reset(page, orgId, branchId);
});
