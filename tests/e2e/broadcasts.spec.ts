import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { isMobile, ownerInCentre, snapBothThemes } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Broadcasts (issue 17 item 5): the owner writes an SMS broadcast in the demo's Centre branch, picks its audience with
 * the clients list's filter bar and keeps it as a saved audience, sees who gets it and who is left out and why, previews
 * it with a real client, sends it, and finds it sent with its figures; the messages went to the log transport.
 */

type Limits = { version: number; source: string };

/** Any hour and a fast pace for the branch, so the run never waits for the morning; the limits follow the chain after. */
async function openLimits(page: Page, branchId: number) {
  const current = await apiCall<Limits>(page, 'GET', `branches/${branchId}/marketing-settings`);
  await apiCall(page, 'PUT', `branches/${branchId}/marketing-settings`, {
    frequencyCap: { max: 2, days: 7 },
    perSecond: { email: 20, sms: 10, telegram: 20 },
    quietHours: null,
    smsPartPrice: '0.05',
    version: current.source === 'branch' ? current.version : 0,
  });
}

test('an SMS broadcast to a filtered audience: counts, reasons, preview, sent with its figures', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { orgId, branchId } = await ownerInCentre(page);
  const branch = `/chain/${orgId}/branch/${branchId}`;
  await openLimits(page, branchId);
  const family = `Spring${testInfo.project.name === 'mobile' ? 'M' : 'D'}${Date.now() % 100000}`;
  for (const [firstName, phone, consent] of [
    ['Jovana', '+381641110001', true],
    ['Milica', '+381641110002', true],
    ['Nikola', '+381641110003', false],
  ] as const) {
    await apiCall(page, 'POST', `branches/${branchId}/clients`, { firstName, lastName: family, phone, marketingSms: consent });
  }

  try {
    // The SMS tab: the limits in words, and New broadcast offers SMS or Telegram.
    await page.goto(`${branch}/marketing/sms`);
    await expect(page.getByRole('heading', { name: 'SMS', level: 1 })).toBeVisible();
    await expect(page.getByTestId('marketing-limits')).toContainText('At most 2 marketing messages per client in 7 days');
    await page.getByRole('button', { name: 'New broadcast' }).click();
    await page.getByRole('menuitem', { name: 'SMS' }).click();
    await expect(page).toHaveURL(`${branch}/marketing/sms/new`);
    await expect(page.getByRole('heading', { name: 'New SMS broadcast', level: 1 })).toBeVisible();

    // The words, with a variable chip.
    await page.getByRole('textbox', { name: 'Name (only you see it)' }).fill(`Spring offer ${family}`);
    const body = page.getByRole('textbox', { name: 'Text' });
    await body.fill('Proleće je stiglo, ');
    await page.getByRole('button', { name: 'Insert the variable clientName' }).click();
    await expect(body).toHaveValue('Proleće je stiglo, {{clientName}}');

    // The audience: the clients list's filter bar, last name is the family.
    await page.getByRole('button', { name: 'Add condition' }).click();
    const condition = page.getByTestId('filter-condition');
    await condition.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'Last name' }).click();
    await condition.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'Is', exact: true }).click();
    await condition.getByRole('textbox', { name: 'Value of Last name' }).fill(family);
    await expect(page.getByTestId('audience-recipients')).toHaveText('2 clients will get it');
    await expect(page.getByTestId('audience-counts')).toContainText('3 clients match the filter');
    await expect(page.getByTestId('audience-left-out').locator('[data-reason="no_consent"]')).toHaveText('1 left out: did not agree to this channel');

    // Kept as a saved audience, chosen from then on.
    await page.getByRole('button', { name: 'Save this audience' }).click();
    await page.getByRole('textbox', { name: 'Name of the audience' }).fill(`Regulars ${family}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The audience was saved' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Saved audience' })).toHaveText(`Regulars ${family}`);

    // The preview with a real client of the audience; "ć" makes it UCS-2, Latin letters GSM-7; the cost at 0.05 a part.
    await expect(page.getByTestId('preview-client')).toHaveText('The preview is as Jovana ' + family + ' will get it.');
    await expect(page.getByTestId('preview-bubble')).toHaveText('Proleće je stiglo, Jovana');
    await expect(page.getByTestId('sms-count')).toContainText('UCS-2');
    await page.getByTestId('sms-unicode').getByRole('button', { name: 'Use Latin letters' }).click();
    await expect(body).toHaveValue('Prolece je stiglo, {{clientName}}');
    await expect(page.getByTestId('preview-bubble')).toHaveText('Prolece je stiglo, Jovana');
    await expect(page.getByTestId('sms-count')).toContainText('GSM-7');
    await expect(page.getByTestId('sms-cost')).toContainText('1 SMS part each, 2 in all: about');
    await snapBothThemes(page, testInfo, 'broadcast-new');

    // Sent now, after saying to how many.
    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send the broadcast now?' });
    await expect(confirm).toContainText('It goes to 2 clients at once');
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(new RegExp(`${branch}/marketing/sms/\\d+$`));
    await expect(page.getByRole('heading', { name: `Spring offer ${family}`, level: 1 })).toBeVisible();
    // The runner expands it and the worker sends both through the log transport; the page follows on its own.
    await expect(page.getByTestId('broadcast-status')).toHaveText('Sent', { timeout: 30_000 });
    const figures = page.getByTestId('broadcast-figures');
    await expect(figures.locator('[data-figure="recipients"] dd')).toHaveText('2');
    await expect(figures.locator('[data-figure="sent"] dd')).toHaveText('2');
    await expect(figures.locator('[data-figure="failed"] dd')).toHaveText('0');
    await expect(page.getByTestId('broadcast-left-out')).toContainText('1 left out: did not agree to this channel');
    await snapEveryWay(page, testInfo, 'broadcast-sent', async (language) => {
      await expect(page.getByTestId('broadcast-status')).toHaveText(language === 'EN' ? 'Sent' : 'Poslata');
    });

    // The list: sent, with its figures.
    await page.goto(`${branch}/marketing/sms`);
    const card = page.getByTestId('broadcast-card').filter({ hasText: `Spring offer ${family}` });
    await expect(card.getByTestId('broadcast-status')).toHaveText('Sent');
    await expect(card.locator('[data-figure="sent"] dd')).toHaveText('2');
    await snapBothThemes(page, testInfo, 'broadcasts-list');
    await page.getByRole('button', { name: 'Change limits' }).click();
    const limits = page.getByRole('dialog', { name: 'Marketing limits' });
    await expect(limits.getByRole('textbox', { name: 'Messages at most' })).toHaveValue('2');
    await snapBothThemes(page, testInfo, 'marketing-limits');
    await limits.getByRole('button', { name: 'Close' }).click();

    // An e-mail broadcast scheduled for tomorrow is cancelled before it goes.
    await page.goto(`${branch}/marketing/email`);
    await expect(page.getByRole('heading', { name: 'E-mail', level: 1 })).toBeVisible();
    await expect(page.getByText('No broadcasts yet')).toBeVisible();
    await snapBothThemes(page, testInfo, 'broadcasts-email-empty');
    const draft = await apiCall<{ id: number; version: number }>(page, 'POST', `branches/${branchId}/broadcasts`, { channel: 'email', name: `Autumn ${family}`, subject: 'Autumn at {{branchName}}', body: 'Hello {{clientName}}', audience: { q: family } });
    await apiCall(page, 'POST', `branches/${branchId}/broadcasts/${draft.id}/send`, { version: draft.version, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
    await page.goto(`${branch}/marketing/email/${draft.id}`);
    await expect(page.getByTestId('broadcast-status')).toHaveText('Scheduled');
    await snapBothThemes(page, testInfo, 'broadcast-scheduled');
    await page.getByRole('button', { name: 'Cancel broadcast' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this broadcast?' });
    await expect(cancel).toContainText('Nothing has been sent yet');
    await cancel.getByRole('button', { name: 'Cancel broadcast' }).click();
    await expect(page.getByTestId('broadcast-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel broadcast' })).toHaveCount(0);

    // What went, in the message log: the text each client got, by the log transport.
    const log = await apiCall<{ items: { recipient: string; body: string; status: string; broadcastId: number | null }[] }>(page, 'GET', `branches/${branchId}/messages?perPage=20`);
    const sent = log.items.filter((message) => message.broadcastId !== null && message.body.startsWith('Prolece je stiglo'));
    expect(sent.map((message) => [message.recipient, message.body, message.status]).sort()).toEqual([
      ['+381641110001', 'Prolece je stiglo, Jovana', 'sent'],
      ['+381641110002', 'Prolece je stiglo, Milica', 'sent'],
    ]);
    if (!isMobile(testInfo)) {
      // An unknown broadcast type is not a page.
      await page.goto(`${branch}/marketing/push/new`);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  } finally {
    await apiCall(page, 'DELETE', `branches/${branchId}/marketing-settings`);
  }
});
