import { expect, test, type Page } from '@playwright/test';
import { formatsFor } from '../../src/i18n/formats';
import { decimal, moneyText } from '../../src/schema/money/decimal';
import type { CashFlow, SalesByDay } from '../../src/schema/reports/reports';
import type { Sale } from '../../src/schema/sales/checkout';
import { apiCall } from './crud/resource-flows';
import { isMobile, ownerInCentre, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/** The demo's Centre branch is Serbian: English there writes days the British way and amounts in RSD. */
const formats = formatsFor('EN', 'RS');
const amount = (value: string) => formats.money(value, 'RSD');
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The branch's figures of one day, from the same API the screens read (the demo sells every day too). */
async function dayFigures(page: Page, branchId: number, day: string) {
  const period = `from=${shift(day, -1)}&to=${shift(day, 1)}`;
  const sales = await apiCall<SalesByDay>(page, 'GET', `branches/${branchId}/reports/sales-by-day?${period}`);
  const cash = await apiCall<CashFlow>(page, 'GET', `branches/${branchId}/reports/cash-flow?${period}`);
  return { sales, cash };
}

const salesOn = (report: SalesByDay, day: string) => report.rows.find((row) => row.date === day);
const cardOn = (report: CashFlow, day: string) => report.rows.find((row) => row.date === day && row.method === 'card');

test('Sales by Day and the cash inflow summary show the amounts of a sale made now', async ({ page }, testInfo) => {
  const { orgId, branchId } = await ownerInCentre(page);
  const utcToday = new Date().toISOString().slice(0, 10);
  const before = await dayFigures(page, branchId, utcToday);

  // A walk-in buys a service at 1 234.56 paid by card; 34.56 of it is refunded.
  const { items } = await apiCall<{ items: { id: number }[] }>(page, 'GET', `branches/${branchId}/services?perPage=1`);
  const receipt = await apiCall<{ sale: Sale }>(page, 'POST', `branches/${branchId}/sales`, {
    items: [{ uid: 'reports-e2e', kind: 'service', refId: items[0]!.id, price: '1234.56', startsAt: utcToday }],
    tender: { card: '1234.56' },
  });
  const day = receipt.sale.date;
  await apiCall(page, 'POST', `transactions/${receipt.sale.transactions[0]!.id}/refunds`, { amount: '34.56' });
  // The day before reads one day either side of UTC's today, whichever day the branch's clock is on.
  const beforeSales = salesOn(before.sales, day);
  const beforeCard = cardOn(before.cash, day);
  const total = moneyText(decimal(beforeSales?.total ?? '0').plus('1234.56'));
  const payments = moneyText(decimal(beforeCard?.payments ?? '0').plus('1234.56'));
  const refunds = moneyText(decimal(beforeCard?.refunds ?? '0').plus('34.56'));
  const after = await dayFigures(page, branchId, day);
  expect(salesOn(after.sales, day)?.total).toBe(total);
  expect(cardOn(after.cash, day)).toMatchObject({ payments, refunds });

  // Sales by Day: the day's row carries the new total; this month is the default period.
  await page.goto(`/chain/${orgId}/branch/${branchId}/reports/sales`);
  const salesRow = page.getByRole('table', { name: 'Sales by Day' }).getByRole('row').filter({ hasText: formats.date(day) });
  await expect(salesRow).toContainText(amount(total));
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  // The chart's code comes in a chunk of its own, after the table.
  const chart = page.locator('svg.MuiChartsSurface-root').first();
  await snapEveryWay(page, testInfo, 'reports-sales-by-day', async (language) => {
    await expect(page.getByRole('table', { name: language === 'EN' ? 'Sales by Day' : 'Prodaja po danima' })).toBeVisible();
    await expect(chart).toBeVisible();
  });
  if (!isMobile(testInfo)) {
    // At 1440 px every column shows, Debt included; the chart writes its last day whole; and the navigation's
    // panel reaches the end of this long page.
    const dayLabels = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await expect(dayLabels.first()).toBeVisible();
    expect((await dayLabels.allTextContents()).filter((label) => label.includes('…'))).toEqual([]);
    const scroller = page.getByRole('table', { name: 'Sales by Day' }).locator('..');
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await navigation.evaluate((nav) => document.documentElement.scrollHeight - (nav.getBoundingClientRect().bottom + window.scrollY))).toBeLessThanOrEqual(1);
  }

  // The CSV holds the same figures as plain decimals.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv).toContain(`${day},RSD,`);
  expect(csv.split('\r\n').find((line) => line.startsWith(`${day},`))).toContain(`,${total},`);

  // The cash inflow summary: the card row of the day, payments in and refunds out.
  await page.goto(`/chain/${orgId}/branch/${branchId}/reports/cash-flow`);
  const cashRow = page.getByRole('table', { name: 'Cash inflow summary' }).getByRole('row').filter({ hasText: formats.date(day) }).filter({ hasText: 'Card' });
  await expect(cashRow).toContainText(amount(payments));
  await expect(cashRow).toContainText(amount(refunds));
  await expect(chart).toBeVisible();
  await snap(page, testInfo, 'reports-cash-flow');

  // The whole chain, then printing: the navigation goes, the period stays.
  await page.getByRole('button', { name: 'Whole chain' }).click();
  await expect(page.getByRole('table', { name: 'Cash inflow summary' })).toBeVisible();
  await expect(chart).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/Demo Salons, all branches ·/)).toBeVisible();
  await snap(page, testInfo, 'reports-cash-flow-print');
  await page.emulateMedia({ media: 'screen' });

  // All reports, the key indicators under Sales (with the cash shift) and both dashboards.
  await page.goto(`/chain/${orgId}/branch/${branchId}/reports`);
  await expect(page.getByRole('link', { name: /Sales by Day/ })).toBeVisible();
  await snap(page, testInfo, 'reports-all');
  await page.goto(`/chain/${orgId}/branch/${branchId}/sales/key-indicators`);
  await expect(page.getByRole('region', { name: 'Key indicators' }).getByText('Revenue')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cash shift' })).toBeVisible();
  await snapEveryWay(page, testInfo, 'reports-key-indicators', (language) =>
    expect(page.getByText(language === 'EN' ? 'Average check' : 'Prosečan račun')).toBeVisible(),
  );
  await page.goto(`/chain/${orgId}/branch/${branchId}/dashboard`);
  await expect(page.getByText('Team occupancy')).toBeVisible();
  await snap(page, testInfo, 'reports-branch-dashboard');
  await page.goto(`/chain/${orgId}/dashboard`);
  await expect(page.getByText('Returning clients')).toBeVisible();
  await snap(page, testInfo, 'reports-chain-dashboard');
});
