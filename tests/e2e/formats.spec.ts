import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './crud/resource-flows';
import { ownerInCentre, snapBothThemes } from './support/flows';
import { freeTime } from './support/schedule-flows';

/**
 * Times in the person's language and the branch's country (src/i18n/formats.ts): the demo branches are Serbian,
 * so English reads 24-hour times too, in the grid, the drawer's chips and inputs, and the working hours; Serbian
 * dates are Latin script. Dates are written day first in both (British English on a Serbian branch), and the
 * pickers' weeks start on Monday, as in Serbia.
 */

const twelveHour = /\d\s?(AM|PM)/;
const cyrillic = /\p{Script=Cyrillic}/u;

async function inLanguage(page: Page, language: 'EN' | 'SR') {
  await apiCall(page, 'PATCH', 'me', { ISOLanguage: language });
  await page.reload();
}

test('the schedule, its drawer and the working hours write 24-hour times in English and Serbian on a Serbian branch', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const free = await freeTime(page, branchId);
  const branch = `/chain/${orgId}/branch/${branchId}`;

  try {
    for (const language of ['EN', 'SR'] as const) {
      await page.goto(`${branch}/schedule/order/new?employeeId=${free.employee.id}&date=${free.date}&time=${free.time}&d=${free.date}&emp=${free.employee.id}`);
      await inLanguage(page, language);
      const drawer = page.getByRole('dialog');
      const start = drawer.getByLabel(language === 'EN' ? 'Start' : 'Početak');
      await expect(start).toHaveValue(free.time);
      // The visit's date in the language's order, not as the browser's own date input would (11/25/2026); the
      // picker's field writes day and month with two digits in both languages (01. 12. 2026.).
      const [year, month, day] = free.date.split('-') as [string, string, string];
      await expect(drawer.locator('input[name="date"]')).toHaveValue(language === 'EN' ? `${day}/${month}/${year}` : `${day}. ${month}. ${year}.`);
      if (language === 'EN') {
        await drawer.getByRole('button', { name: /^Choose date/ }).click();
        await expect(page.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'Monday');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('grid')).toHaveCount(0);
      }
      await drawer.getByRole('combobox', { name: language === 'EN' ? 'Service' : 'Usluga' }).fill(free.service.name);
      await page.getByRole('option', { name: free.service.name, exact: true }).click();
      const chips = drawer.getByTestId('time-suggestion');
      await expect(chips.first()).toHaveText(/^\d\d:\d\d$/);
      await expect(drawer).not.toContainText(twelveHour);
      await snapBothThemes(page, testInfo, `formats-schedule-drawer-${language.toLowerCase()}`);
      await drawer.getByRole('button', { name: language === 'EN' ? 'Close' : 'Zatvori' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The grid's hours and blocks, the same way.
      const grid = page.getByRole('region', { name: language === 'EN' ? 'Schedule' : 'Raspored' });
      await expect(grid.getByText(/^09:00$/).first()).toBeVisible();
      await expect(grid).not.toContainText(twelveHour);
      if (language === 'SR') await expect(page.getByRole('main')).not.toContainText(cyrillic);

      // One person's week starts on Monday, as in Serbia, in English too.
      await page.goto(`${branch}/schedule?d=${free.date}&view=week&emp=${free.employee.id}`);
      await expect(page.getByTestId('column-header').first()).toContainText(language === 'EN' ? /^Mon/ : /^pon/);

      // Branch settings: the working hours as the chain settings list them.
      await page.goto(`${branch}/settings`);
      const opens = page.getByLabel(language === 'EN' ? 'Opens' : 'Otvara se');
      await expect(opens).toHaveValue(/^\d\d:\d\d$/);
      await snapBothThemes(page, testInfo, `formats-branch-hours-${language.toLowerCase()}`);
      const hours = `${await opens.inputValue()}–${await page.getByLabel(language === 'EN' ? 'Closes' : 'Zatvara se').inputValue()}`;
      await page.goto(`/chain/${orgId}/settings/general`);
      await expect(page.getByRole('main')).toContainText(hours);
      await expect(page.getByRole('main')).not.toContainText(twelveHour);
    }
  } finally {
    await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'EN' });
  }
});
