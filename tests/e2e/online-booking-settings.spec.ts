import { expect, test, type Page } from '@playwright/test';
import type { BranchOnlineBooking, RuleRow } from '../../src/schema/online-booking/settings';
import { apiCall, type Workspace } from './crud/resource-flows';
import { branchUrl, ownerInCentre, snapBothThemes, typeDate } from './support/flows';
import { publicFreeTimes } from './support/free-times';
import { branchTimeZone, dateAhead } from './support/schedule-flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Online booking → Settings (issue 18, slice 1), as the demo's owner in Centre: the branch page's address changed
 * (a reserved word and Riverside's address refused in words), a service switched off online and on again; a
 * minimum notice set for the branch, marked as set here, then inherited again; and "why not?" for a time too soon.
 * Everything changed is put back, whatever happens: other specs share the demo.
 */

type Settings = BranchOnlineBooking;
const settingsOf = (page: Page, branchId: number) => apiCall<Settings>(page, 'GET', `branches/${branchId}/online-booking`);

/** A time clients could book online now (tomorrow or later this week): a team member, a service, a day, a start. */
async function onlineFreeTime(page: Page, settings: Settings) {
  const timeZone = await branchTimeZone(page, settings.branchId);
  for (const employee of settings.employees.filter((candidate) => candidate.bookableOnline)) {
    for (const service of settings.services.filter((candidate) => candidate.bookableOnline)) {
      const times = await publicFreeTimes(page.request, settings.slug!, `services=${service.id}&employee=${employee.id}&from=${dateAhead(timeZone, 1)}&days=7`).catch(() => null);
      const day = times?.find((candidate) => candidate.times.length > 0);
      if (day) return { employee, service, date: day.date, time: day.times[0]! };
    }
  }
  throw new Error('Nobody in Centre has a time clients could book online this week');
}

/** The demo as it was: the branch's address, its own rules and the service switched. */
async function restore(page: Page, { branchId }: Workspace, before: Settings) {
  const now = await settingsOf(page, branchId);
  if (now.slug !== before.slug) await apiCall(page, 'PUT', `branches/${branchId}/online-booking/slug`, { slug: before.slug });
  const row = (rules: RuleRow[]) => rules.find((candidate) => candidate.level === 'branch');
  const current = row(now.rules);
  if (current && JSON.stringify(current.overrides) !== JSON.stringify(row(before.rules)?.overrides ?? {}))
    await apiCall(page, 'PUT', `branches/${branchId}/online-booking/rules`, { overrides: row(before.rules)?.overrides ?? {}, version: current.version });
  for (const service of now.services) {
    const was = before.services.find((candidate) => candidate.id === service.id);
    if (was && was.bookableOnline !== service.bookableOnline)
      await apiCall(page, 'PATCH', `branches/${branchId}/services/${service.id}`, { bookableOnline: was.bookableOnline, version: service.version });
  }
}

test('the booking address, a service switched, a minimum notice set here and inherited again, and why a time is too soon', async ({ page }, testInfo) => {
  const workspace = await ownerInCentre(page);
  const before = await settingsOf(page, workspace.branchId);
  try {
    // Basic settings: the branch is open online, at /book/centre; the chain's page is the owner's to change too.
    await page.goto(branchUrl(workspace, 'onlineBooking/settings/basic'));
    await expect(page.getByRole('heading', { name: 'Basic settings', level: 1 })).toBeVisible();
    const address = page.getByRole('region', { name: "This branch's booking page" });
    await expect(address.getByRole('link', { name: /\/book\/centre$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: "The chain's booking page" }).getByRole('textbox', { name: "Chain's address" })).toHaveValue(before.chainSlug!);
    await expect(page.getByRole('switch', { name: 'Clients can book this branch online' })).toBeChecked();
    await snapEveryWay(page, testInfo, 'online-booking-basic', async (language) => {
      await expect(page.getByRole('heading', { name: language === 'EN' ? 'Basic settings' : 'Osnovna podešavanja', level: 1 })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
    });

    // A reserved word and another page's address are refused in words; a free one is the page's new address.
    const field = address.getByRole('textbox', { name: "Branch's address" });
    const save = address.getByRole('button', { name: 'Save address' });
    await field.fill('api');
    await save.click();
    await expect(address.getByText("This word is kept for the product's own pages. Choose another address.")).toBeVisible();
    await field.fill('riverside');
    await save.click();
    await expect(address.getByText('The address /book/riverside is taken. Choose another.')).toBeVisible();
    const slug = `centre-e2e-${testInfo.project.name}`;
    await field.fill(slug);
    await save.click();
    await expect(address.getByRole('link', { name: new RegExp(`/book/${slug}$`) })).toBeVisible();
    expect((await settingsOf(page, workspace.branchId)).slug).toBe(slug);
    await field.fill('centre');
    await save.click();
    await expect(address.getByRole('link', { name: /\/book\/centre$/ })).toBeVisible();

    // A service switched off online, then on again: its own `bookableOnline`.
    const service = before.services.find((candidate) => candidate.bookableOnline)!;
    const serviceSwitch = page.getByRole('switch', { name: `${service.name} can be booked online` });
    await expect(serviceSwitch).toBeChecked();
    await serviceSwitch.click();
    await expect(serviceSwitch).not.toBeChecked();
    await expect(serviceSwitch).toBeEnabled();
    expect((await settingsOf(page, workspace.branchId)).services.find((candidate) => candidate.id === service.id)?.bookableOnline).toBe(false);
    await serviceSwitch.click();
    await expect(serviceSwitch).toBeChecked();
    await expect(serviceSwitch).toBeEnabled();

    // Booking rules: a time clients could book now, then a minimum notice of 20 days for the branch.
    const free = await onlineFreeTime(page, before);
    await page.goto(branchUrl(workspace, 'onlineBooking/settings/online-booking-rules'));
    await expect(page.getByRole('heading', { name: 'Booking rules', level: 1 })).toBeVisible();
    const notice = page.getByRole('group', { name: 'Minimum notice' });
    const inheritedSource = await notice.getByTestId('rule-source').innerText();
    expect(inheritedSource).not.toBe('Set here');
    await notice.getByRole('button', { name: 'Change Minimum notice here' }).click();
    await notice.getByRole('spinbutton', { name: 'Minimum notice' }).fill('20');
    await notice.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'days' }).click();
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The rules are saved' })).toBeVisible();
    await expect(notice.getByTestId('rule-source')).toHaveText('Set here');
    await expect(notice.getByRole('spinbutton', { name: 'Minimum notice' })).toHaveValue('20');
    const branchRow = (await settingsOf(page, workspace.branchId)).rules.find((row) => row.level === 'branch');
    expect(branchRow?.overrides.minNoticeMinutes).toBe(20 * 24 * 60);

    // Why not? That time is now too soon, and the sentence names the rule, its value and the level.
    const whyNot = page.getByRole('region', { name: 'Why is this time not bookable online?' });
    await whyNot.getByRole('combobox', { name: 'Team member' }).click();
    await page.getByRole('option', { name: free.employee.name, exact: true }).click();
    await whyNot.getByRole('combobox', { name: 'Services' }).click();
    await page.getByRole('option', { name: free.service.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await typeDate(whyNot.getByRole('group', { name: 'Date' }), free.date);
    await whyNot.getByLabel('Start time').fill(free.time);
    await whyNot.getByRole('button', { name: 'Check' }).click();
    const answer = whyNot.getByTestId('why-not-answer');
    await expect(answer).toHaveText('Minimum notice: bookings must start at least 20 days from now (set for this branch).');
    // The app bar stays where the page was scrolled to in a full-page capture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapBothThemes(page, testInfo, 'online-booking-rules');

    // Inherited again: the chip says where from, and the same time can be booked online again.
    await notice.getByRole('button', { name: /^Use the (default|chain's) Minimum notice$/ }).click();
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(notice.getByTestId('rule-source')).toHaveText(inheritedSource);
    await expect(answer).toHaveText('This time can be booked online.');

    // A team member's level: only what concerns them, inherited from the branch's level and above.
    await page.getByRole('combobox', { name: 'Rules of' }).click();
    await page.getByRole('option', { name: 'A team member…' }).click();
    await expect(page.getByRole('combobox', { name: 'Team member' }).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Buffer after' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Who may book' })).toHaveCount(0);
    await expect(notice.getByTestId('rule-source')).toHaveText(inheritedSource);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapBothThemes(page, testInfo, 'online-booking-rules-employee');
  } finally {
    await restore(page, workspace, before);
  }
});
