import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snap, snapBothThemes } from './support/flows';

/**
 * Webhooks (issue 19, docs/webhooks.md): the owner adds an endpoint pointing at this test's own receiver (a plain
 * node HTTP server; the e2e server runs with WEBHOOKS_ALLOW_PRIVATE=1), copies the secret shown once, adds a client,
 * and sees the delivery in the log, delivered, with the receiver's answer; the receiver checks the signature with the
 * standardwebhooks package; Redeliver sends the same message again.
 */

type Received = { headers: IncomingHttpHeaders; body: string };
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const signatureHeaders = (one: Received) => ({ 'webhook-id': String(one.headers['webhook-id']), 'webhook-timestamp': String(one.headers['webhook-timestamp']), 'webhook-signature': String(one.headers['webhook-signature']) });
const languages = ['EN', 'SR', 'RU', 'TR', 'PT'] as const;

test('an owner subscribes the chain’s client events and sees a signed delivery in the log', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  // A run before (the other width) left its endpoint: each run starts from none.
  const before = await apiCall<{ items: { id: number }[] }>(page, 'GET', `organizations/${orgId}/webhooks`);
  for (const endpoint of before.items) await apiCall(page, 'DELETE', `organizations/${orgId}/webhooks/${endpoint.id}`);

  await page.goto(`/chain/${orgId}/branch/${branchId}/integrations`);
  const card = page.getByRole('region', { name: 'Webhooks' });
  await expect(card).toContainText('Not set up');
  await card.getByRole('link', { name: 'Set up Webhooks' }).click();
  await expect(page).toHaveURL(/\/integrations\/webhooks$/);
  await expect(page.getByText("No addresses yet: add one below to receive this chain's events.")).toBeVisible();

  const form = page.getByRole('form', { name: 'New webhook' });
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByText('Choose at least one event.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Address (URL)' }).fill(`${receiverUrl}/hooks`);
  await form.getByRole('textbox', { name: 'What it is (optional)' }).fill('Our CRM');
  await form.getByRole('checkbox', { name: 'Client added' }).check();
  await form.getByRole('button', { name: 'Add address' }).click();
  const secretBox = page.getByRole('region', { name: 'Signing secret' });
  await expect(secretBox).toBeVisible();
  const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  const endpoint = page.getByRole('region', { name: `${receiverUrl}/hooks` });
  await expect(endpoint).toContainText('Working');

  // A change anywhere in the chain: the request answers at once, the worker delivers after.
  received.length = 0;
  await apiCall(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Webhook', lastName: 'Spec' });
  const log = page.getByRole('list', { name: 'Delivery log' });
  const row = log.getByRole('button', { name: /Client added/ }).first();
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('last answer: 204');
  expect(received).toHaveLength(1);
  const payload = new Webhook(secret).verify(received[0]!.body, signatureHeaders(received[0]!)) as { type: string; data: { object: { firstName: string } } };
  expect(payload).toMatchObject({ type: 'client.created', data: { object: { firstName: 'Webhook' } } });
  await snapBothThemes(page, testInfo, 'webhooks-page');

  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Client added' });
  await expect(dialog.getByRole('region', { name: 'Attempts' })).toContainText('answer 204');
  await expect(dialog.getByRole('region', { name: 'Sent' })).toContainText('"firstName": "Webhook"');
  await snapBothThemes(page, testInfo, 'webhooks-delivery');
  await dialog.getByRole('button', { name: 'Redeliver' }).click();
  await expect(dialog.getByRole('region', { name: 'Attempts' })).toContainText('by hand');
  expect(received).toHaveLength(2);
  expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A new secret: shown once; for 24 hours each delivery is signed by both, so the receiver may switch at leisure.
  page.once('dialog', (confirm) => void confirm.accept());
  await endpoint.getByRole('button', { name: 'New secret' }).click();
  await expect(page.getByTestId('webhook-secret')).not.toHaveText(secret);
  const fresh = (await page.getByTestId('webhook-secret').textContent())!.trim();
  expect(fresh).toMatch(/^whsec_/);
  await expect(endpoint).toContainText('The previous secret signs too until');
  received.length = 0;
  await apiCall(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Rotated', lastName: 'Spec' });
  await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
  for (const key of [secret, fresh]) expect(new Webhook(key).verify(received[0]!.body, signatureHeaders(received[0]!))).toMatchObject({ type: 'client.created' });
  await snapBothThemes(page, testInfo, 'webhooks-rotated');
  // The events a chain can choose include sales cancelled and memberships sold or cancelled.
  for (const name of ['Sale cancelled', 'Membership sold', 'Membership cancelled']) await expect(form.getByRole('checkbox', { name })).toBeVisible();

  // The screens in every language, then the list with its card.
  try {
    for (const language of languages) {
      await apiCall(page, 'PATCH', 'me', { ISOLanguage: language });
      await page.reload();
      await expect(page.getByRole('list', { name: /.+/ }).first()).toBeVisible();
      await snap(page, testInfo, `webhooks-page-${language.toLowerCase()}`);
    }
  } finally {
    await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'EN' });
  }
  await page.goto(`/chain/${orgId}/branch/${branchId}/integrations`);
  await expect(card).toContainText('Sending events to 1 address.');
  await snapBothThemes(page, testInfo, 'webhooks-list');
});
