import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { sentCode } from './support/booking-flows';
import { ownerInCentre, snapBothThemes } from './support/flows';
import { bookAfterHours } from './support/schedule-flows';

/**
 * Branch referrals (issue 20, deliverable 4; docs/client-referrals.md), as the front desk and a friend live it: the
 * owner switches Centre's programme on; a client's card gives their code and link (copied, sent by e-mail); a friend
 * books through the link on their own phone (Serbian), which records them as referred; the friend's first visit is
 * completed at checkout with the newcomer's discount; the referrer's card shows the reward on the balance, and the
 * referrer pays their next visit partly from it. The Referrals list shows the friend rewarded.
 */

type Created = { id: number };
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 2 });

test('a client refers a friend: the friend books through the link, gets the discount, and the referrer pays with the reward', async ({ page, browser, viewport, isMobile, hasTouch, baseURL, timezoneId }, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const { orgId, branchId } = await ownerInCentre(page);
  const base = `/chain/${orgId}/branch/${branchId}`;
  const stamp = `${testInfo.project.name} ${Date.now() % 100000}`;

  // The programme: 500 RSD to the referrer, 20 % off the friend's first visit.
  await page.goto(`${base}/referrals`);
  const programme = page.getByRole('form', { name: 'The programme' });
  await programme.getByLabel('Reward to the client’s balance').fill('500');
  await programme.getByLabel('Newcomer’s discount on the first visit, %').fill('20');
  const enabled = programme.getByRole('checkbox', { name: 'Programme on' });
  if (!(await enabled.isChecked())) await enabled.check();
  await programme.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The programme is saved.')).toBeVisible();
  await snapBothThemes(page, testInfo, 'client-referrals-programme');

  // The referrer's card: their code and link, copied and sent by e-mail.
  const referrer = await apiCall<Created>(page, 'POST', `branches/${branchId}/clients`, { firstName: 'Rada', lastName: `Referrer ${stamp}`, email: `rada.${Date.now()}@example.test` });
  await page.goto(`${base}/clients/${referrer.id}/transactions`);
  const section = page.getByRole('region', { name: 'Referrals' });
  const code = (await section.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-Z]{8}$/);
  const link = await section.getByTestId('referral-link').inputValue();
  expect(link).toMatch(new RegExp(`/book/centre\\?ref=${code}$`));
  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await section.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(section.getByText(/^Sent to rada\.\d+@example\.test\.$/)).toBeVisible();
  await expect(page.getByTestId('client-balance-empty')).toBeVisible();
  await snapBothThemes(page, testInfo, 'client-referrals-card');

  // The friend, on their own phone, opens the link and books.
  const friendContext = await browser.newContext({ viewport, isMobile, hasTouch, baseURL, locale: 'sr-RS', timezoneId });
  const friend = await friendContext.newPage();
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await friend.getByRole('checkbox', { name: /Men's haircut/ }).check();
  await friend.getByRole('button', { name: 'Dalje' }).click();
  await friend.getByRole('button', { name: /Bilo ko slobodan/ }).click();
  await friend.getByRole('button', { name: 'Sledeća nedelja' }).click();
  const times = friend.getByRole('group', { name: /^Slobodni termini – / });
  await times.getByRole('button').first().click();
  await expect(heading(friend, 'Vaši podaci')).toBeFocused();
  const phone = `064 ${String(1000000 + (Date.now() % 8999999)).slice(0, 3)} ${String(Date.now() % 10000).padStart(4, '0')}`;
  await friend.getByLabel('Ime', { exact: true }).fill('Filip');
  await friend.getByLabel('Prezime (nije obavezno)').fill(`Friend ${stamp}`);
  await friend.getByLabel('Mobilni telefon').fill(phone);
  await friend.getByRole('button', { name: 'Pošalji kod' }).click();
  await expect(heading(friend, 'Unesite kod')).toBeFocused();
  await friend.getByLabel('Kod', { exact: true }).fill(await sentCode(page, branchId, `+381${phone.replace(/\s/g, '').slice(1)}`));
  await friend.getByRole('button', { name: 'Potvrdi zakazivanje' }).click();
  await expect(heading(friend, 'Zakazano!')).toBeFocused();
  await friendContext.close();

  // The friend is on the referrer's list, waiting for the first visit.
  const friends = await apiCall<{ items: { referrer: Created; newcomer: Created & { name: string }; state: string }[] }>(page, 'GET', `branches/${branchId}/client-referrals`);
  const referral = friends.items.find((item) => item.referrer.id === referrer.id)!;
  expect(referral).toMatchObject({ state: 'signed_up', newcomer: { name: `Filip Friend ${stamp}` } });

  // Their first visit today, completed at checkout: priced with the discount (1 000 → 800).
  const visit = await bookAfterHours(page, branchId, { clientId: referral.newcomer.id, price: '1000.00' });
  await page.goto(`${base}/clients/${referral.newcomer.id}/order/${visit.order.id}`);
  const drawer = page.getByRole('dialog', { name: `Appointment ${visit.order.id}` });
  await drawer.getByRole('button', { name: 'Complete', exact: true }).click();
  const tender = drawer.getByRole('form', { name: 'Payment' });
  await expect(tender.getByTestId('newcomer-discount')).toHaveText(`A friend’s first visit: 20% off, referred by Rada Referrer ${stamp}.`);
  await expect(tender.getByTestId('payment-due')).toContainText(/800/);
  await snapBothThemes(page, testInfo, 'client-referrals-discount');
  await tender.getByRole('button', { name: 'Card' }).click();
  await tender.getByRole('button', { name: /^Take / }).click();
  await expect(drawer.getByRole('region', { name: 'Sale complete' }).getByTestId('receipt-total')).toContainText(/800/);

  // The referrer's balance shows the reward.
  await page.goto(`${base}/clients/${referrer.id}/transactions`);
  await expect(page.getByTestId('client-balance')).toContainText(/500/);
  await expect(page.getByTestId('client-balance-entry').first()).toContainText('Reward for a friend');
  await expect(page.getByRole('region', { name: 'Referrals' }).getByTestId('referral-count')).toHaveText('Brought 1 friend so far');
  await snapBothThemes(page, testInfo, 'client-referrals-balance');

  // The referrer's own visit: 300 from the balance, the rest by card.
  const own = await bookAfterHours(page, branchId, { clientId: referrer.id, price: '1000.00' });
  await page.goto(`${base}/clients/${referrer.id}/order/${own.order.id}`);
  const ownDrawer = page.getByRole('dialog', { name: `Appointment ${own.order.id}` });
  await ownDrawer.getByRole('button', { name: 'Complete', exact: true }).click();
  const pay = ownDrawer.getByRole('form', { name: 'Payment' });
  await pay.getByRole('button', { name: 'Card' }).click();
  const fromBalance = pay.getByLabel(/^From the client’s balance/);
  await fromBalance.fill('600');
  await expect(pay.getByText(/The balance holds only/)).toBeVisible();
  await fromBalance.fill('300');
  await expect(pay.getByLabel('Card amount')).toHaveValue(/700/);
  await snapBothThemes(page, testInfo, 'client-referrals-pay-with-balance');
  await pay.getByRole('button', { name: /^Take / }).click();
  const receipt = ownDrawer.getByRole('region', { name: 'Sale complete' });
  await expect(receipt.getByText('Balance', { exact: true })).toBeVisible();

  await page.goto(`${base}/clients/${referrer.id}/transactions`);
  await expect(page.getByTestId('client-balance')).toContainText(/200/);
  await expect(page.getByTestId('client-balance-entry').first()).toContainText('Paid at checkout');

  // The branch's list: the friend rewarded.
  await page.goto(`${base}/referrals/listOf`);
  await expect(page.getByTestId('client-referral').filter({ hasText: `Filip Friend ${stamp}` })).toContainText('Rewarded');
  await snapBothThemes(page, testInfo, 'client-referrals-list');
});
