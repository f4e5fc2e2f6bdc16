import { expect, test } from '@playwright/test';
import { apiCall, demoWorkspace } from './crud/resource-flows';
import { isMobile, ownerInCentre, signedInElsewhere, snapBothThemes } from './support/flows';

/**
 * Issue 17: the clients list keeps its search and filters as a saved audience (for whoever manages marketing) and
 * offers a broadcast to it, which opens with that audience chosen. With a real SMTP server (the chain's integration)
 * and this run's plain-http address, the e-mail form warns before sending that every e-mail would be refused.
 */

test('the clients list saves its filters as an audience, and a broadcast to it opens with it chosen', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const { orgId, branchId } = await ownerInCentre(page);
  const branch = `/chain/${orgId}/branch/${branchId}`;
  const family = `Audience${isMobile(testInfo) ? 'M' : 'D'}${Date.now() % 100000}`;
  for (const [firstName, email] of [
    ['Ivana', `ivana.${family.toLowerCase()}@example.com`],
    ['Petar', null],
  ] as const) {
    await apiCall(page, 'POST', `branches/${branchId}/clients`, { firstName, lastName: family, email, marketingEmail: email !== null });
  }

  // Another audience already holds a name this run will try.
  await apiCall(page, 'POST', `branches/${branchId}/client-segments`, { name: `Taken ${family}`, audience: { q: `someone else ${family}` } });

  // The list, searched: saved under a name; a name already taken is refused with a sentence on the name.
  await page.goto(`${branch}/clients`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(family);
  await expect(page.getByText(`Ivana ${family}`).or(page.getByRole('gridcell', { name: family })).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save as audience' }).click();
  const saving = page.getByRole('dialog', { name: 'Save as audience' });
  const name = saving.getByRole('textbox', { name: 'Name of the audience' });
  await name.fill(`Taken ${family}`);
  await saving.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saving.getByText('This branch already has a saved audience with this name.')).toBeVisible();
  await snapBothThemes(page, testInfo, 'clients-save-audience-taken');
  await name.fill(`Family ${family}`);
  await snapBothThemes(page, testInfo, 'clients-save-audience');
  await saving.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Audience saved' });
  await expect(saved).toContainText(`“Family ${family}” is one of the branch’s saved audiences now.`);
  await snapBothThemes(page, testInfo, 'clients-audience-saved');

  // "Send a broadcast to it": the e-mail form, with the audience chosen and counted.
  await saved.getByRole('link', { name: 'By e-mail' }).click();
  await expect(page).toHaveURL(new RegExp(`${branch}/marketing/email/new\\?audience=\\d+$`));
  await expect(page.getByRole('heading', { name: 'New e-mail broadcast', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Saved audience' })).toHaveText(`Family ${family}`);
  await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue(family);
  await expect(page.getByTestId('audience-counts')).toContainText('2 clients match the filter');
  await expect(page.getByTestId('audience-recipients')).toHaveText('1 client will get it');
  await expect(page.getByTestId('broadcast-refusal')).toHaveCount(0);

  // The chain's own SMTP server, and this run's http address: the form warns before anything is sent.
  const smtp = `organizations/${orgId}/integrations/smtp`;
  await apiCall(page, 'PUT', smtp, { settings: { host: '127.0.0.1', port: 2, secure: false, user: 'mailer', fromAddress: 'salon@example.test' }, secrets: { password: 'pa55-word' }, version: 0 });
  try {
    await page.reload();
    const warning = page.getByTestId('broadcast-refusal');
    await expect(warning).toContainText('These e-mails would not go out');
    await expect(warning).toContainText('PUBLIC_URL');
    await page.getByRole('textbox', { name: 'Name (only you see it)' }).fill(`Family news ${family}`);
    await snapBothThemes(page, testInfo, 'broadcast-refusal');
  } finally {
    await apiCall(page, 'DELETE', smtp);
  }

  if (!isMobile(testInfo)) {
    // An employee cannot manage marketing: the list offers no audience to save.
    const device = { viewport: page.viewportSize()!, baseURL: testInfo.project.use.baseURL };
    const { context, page: employee } = await signedInElsewhere(browser, device, 'employee@demo.test');
    try {
      const workspace = await demoWorkspace(employee);
      await employee.goto(`/chain/${workspace.orgId}/branch/${workspace.branchId}/clients`);
      await expect(employee.getByRole('searchbox', { name: 'Search' })).toBeVisible();
      await expect(employee.getByRole('button', { name: 'Save as audience' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  }
});
