import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snapBothThemes } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * The Integrations screens (issue 17) in the demo's Centre branch, as the owner: SMS with nothing set up writes its
 * test to the message log; Infobip set up (at an address where nothing answers) says what went wrong there and on
 * the list; the Telegram bot and ManyChat pages say what to set up (the branch's push settings: push-settings.spec.ts).
 */

/** What a test set up is taken away again, so a second run starts from the same place. */
async function forget(page: Page, path: string) {
  await apiCall(page, 'DELETE', path).catch(() => undefined);
}

async function openCentre(page: Page) {
  const { orgId, branchId } = await ownerInCentre(page);
  return { orgId, branchId, branch: `/chain/${orgId}/branch/${branchId}` };
}

test('SMS: with nothing set up a test goes to the log; set up Infobip, its test and the list say what failed', async ({ page }, testInfo) => {
  const { orgId, branch } = await openCentre(page);
  for (const provider of ['infobip', 'twilio']) await forget(page, `organizations/${orgId}/integrations/${provider}`);

  await page.goto(`${branch}/integrations`);
  await expect(page.getByRole('heading', { name: 'Message channels' })).toBeVisible();
  const infobipCard = page.getByRole('region', { name: 'SMS by Infobip' });
  await expect(infobipCard.getByText('Not set up')).toBeVisible();
  await expect(page.getByRole('region', { name: 'ManyChat (Instagram)' }).getByText('Instagram messages go to the message log until ManyChat is set up.')).toBeVisible();
  await snapEveryWay(page, testInfo, 'integrations-list', async (language) => {
    await expect(page.getByRole('heading', { name: language === 'EN' ? 'Message channels' : 'Kanali poruka' })).toBeVisible();
  });

  await infobipCard.getByRole('link', { name: 'Set up SMS by Infobip' }).click();
  await expect(page).toHaveURL(`${branch}/integrations/sms`);
  await expect(page.getByRole('region', { name: 'SMS are not set up' })).toBeVisible();
  const test = page.getByRole('region', { name: 'Send a test message' });
  await test.getByLabel('Phone number').fill('+381641234567');
  await test.getByRole('button', { name: 'Send test' }).click();
  await expect(test.getByRole('status')).toHaveText('Written to the message log: nothing is set up, so nothing left BranchBook.');

  // A sender no phone network takes is named on its field; nothing is saved.
  const form = page.getByRole('form', { name: 'SMS provider' });
  await form.getByLabel('API address').fill('https://127.0.0.1:59999');
  await form.getByLabel('Sender', { exact: true }).fill('A name far too long');
  await form.getByLabel(/^API key/).fill('e2e-infobip-key');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Use a name of up to 11 letters and digits, or a number such as +381641234567.')).toBeVisible();
  await form.getByLabel('Sender', { exact: true }).fill('Centre');
  await form.getByLabel('Sender for Centre').fill('CentreSalon');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // The key is kept and never shown: the field says it is saved and stays empty.
  await expect(form.getByLabel(/^API key/)).toHaveValue('');
  await expect(form.getByText('Saved. Leave blank to keep it, or type a new one to replace it.')).toBeVisible();
  await expect(page.getByRole('region', { name: "Addresses for the provider's console" }).getByText('Replies (STOP, confirmations)')).toBeVisible();

  await test.getByLabel('Phone number').fill('+381641234567');
  await test.getByRole('button', { name: 'Send test' }).click();
  await expect(test.getByRole('status')).toHaveText('Not sent through SMS by Infobip: Infobip could not be reached (ECONNREFUSED)');
  await expect(page.getByRole('region', { name: 'In use now' }).getByText('Failing', { exact: true })).toBeVisible();
  await snapBothThemes(page, testInfo, 'integrations-sms');

  await page.goto(`${branch}/integrations`);
  await expect(infobipCard.getByText('Failing', { exact: true })).toBeVisible();
  await expect(infobipCard.getByText('Chain default')).toBeVisible();
  await expect(page.getByRole('region', { name: 'SMS by Twilio' }).getByText("This branch's SMS go through SMS by Infobip.")).toBeVisible();
  await snapBothThemes(page, testInfo, 'integrations-list-failing');
  await forget(page, `organizations/${orgId}/integrations/infobip`);
});

test('the e-mail, Telegram bot and ManyChat pages say what to set up', async ({ page }, testInfo) => {
  const { branch } = await openCentre(page);

  await page.goto(`${branch}/integrations/email`);
  await expect(page.getByRole('region', { name: 'E-mail is not set up' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'SMTP server' }).getByLabel('Port', { exact: true })).toHaveValue('587');
  await snapBothThemes(page, testInfo, 'integrations-email');

  await page.goto(`${branch}/integrations/telegram-bot`);
  const telegram = page.getByRole('region', { name: "The chain's Telegram bot is not set up" });
  await expect(telegram.getByText('In Telegram, open @BotFather, send /newbot and choose the bot\'s name and username.')).toBeVisible();
  await expect(page.getByText('https://t.me/your_bot?start=one-time-code')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Telegram bot' }).getByLabel(/^Bot token/)).toBeVisible();
  await snapEveryWay(page, testInfo, 'integrations-telegram', async (language) => {
    await expect(page.getByRole('region', { name: language === 'EN' ? "The chain's Telegram bot is not set up" : 'Telegram bot lanca nije podešen' })).toBeVisible();
  });

  await page.goto(`${branch}/integrations/manychat`);
  await expect(page.getByRole('region', { name: 'ManyChat is not set up' }).getByText('In ManyChat, open Settings → API, generate the API key and paste it below.')).toBeVisible();
  await expect(page.getByText(/by the ManyChat subscriber ID on their card \(Clients → the client → Details\)/)).toBeVisible();
  await snapBothThemes(page, testInfo, 'integrations-manychat');

  await page.goto(`${branch}/integrations/manychat/templates`);
  await expect(page.getByRole('switch', { name: 'Send “Appointment booked” by Instagram' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Text' })).not.toHaveValue('');
  await snapBothThemes(page, testInfo, 'integrations-manychat-templates');

  await page.goto(`${branch}/integrations/manychat/services`);
  await expect(page.getByText('Set up ManyChat first')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up ManyChat' })).toHaveAttribute('href', `${branch}/integrations/manychat`);
  await snapBothThemes(page, testInfo, 'integrations-manychat-services');
});
