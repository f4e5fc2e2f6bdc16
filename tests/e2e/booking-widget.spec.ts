import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import type { Widget } from '../../src/schema/online-booking/widget';
import { apiCall, type Workspace } from './crud/resource-flows';
import { branchUrl, ownerInCentre, snap } from './support/flows';
import { snapEveryWay } from './support/snap-every-way';

/**
 * Online booking's widget (issue 18, decision 9), as the demo's owner in Centre: a site is listed on Settings → Widget;
 * a salon's page served from that origin (a local server started here) frames Centre's booking with the script tag,
 * the frame grows to its content and a client picks a service inside it; the floating button opens the pop-up, which
 * Esc closes; the same page from an origin not listed gets no booking (the browser refuses the frame). The widget's
 * settings are put back, whatever happens.
 */

/** A salon's page on its own origin: the embed code and some text of its own. */
async function salonSite(body: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Salon site</title></head><body><h1>Our salon</h1>${body()}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const widgetOf = (page: Page, { branchId }: Workspace) =>
  apiCall<Widget>(page, 'GET', `branches/${branchId}/online-booking/widget`);

test('a listed site frames the booking, sized to its content, and a client picks a service in it; an unlisted one gets nothing', async ({
  page,
  browser,
  viewport,
  isMobile,
  hasTouch,
  baseURL,
}, testInfo) => {
  const workspace = await ownerInCentre(page);
  const before = await widgetOf(page, workspace);
  let mode = 'inline';
  const tag = () => `<script src="${before.scriptUrl}" data-mode="${mode}" async></script>`;
  const listed = await salonSite(() => `<div id="branchbook-booking"></div>${tag()}`);
  const unlisted = await salonSite(() => `<div id="branchbook-booking"></div>${tag()}`);
  const client = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    baseURL,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  try {
    // The owner lists the salon's site.
    await page.goto(branchUrl(workspace, 'onlineBooking/settings/widget'));
    await expect(page.getByRole('heading', { name: 'Widget', level: 1 })).toBeVisible();
    if (before.allowedSites.length === 0)
      await expect(page.getByText('No site is listed, so no site can show the booking yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a site' }).click();
    const field = page.getByRole('textbox', { name: `Site ${before.allowedSites.length + 1}` });
    await field.fill('127.0.0.1/book');
    await page.getByRole('button', { name: 'Save widget settings' }).click();
    await expect(page.getByText('Enter an address such as https://salon.example.')).toBeVisible();
    await field.fill(`${listed.origin}/`);
    await page.getByRole('button', { name: 'Save widget settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The widget settings are saved' })).toBeVisible();
    expect((await widgetOf(page, workspace)).allowedSites).toContain(listed.origin);
    await expect(page.getByTestId('embed-code')).toContainText(
      `<script src="${before.scriptUrl}" data-mode="inline" async></script>`,
    );
    await snapEveryWay(page, testInfo, 'online-booking-widget', async (language) => {
      await expect(
        page.getByRole('heading', { name: language === 'EN' ? 'Widget' : 'Vidžet', level: 1 }),
      ).toBeVisible();
      await expect(page.getByTestId('embed-code')).toBeVisible();
    });

    // Inline on the listed site: the booking grows to its content, and a service is picked inside it.
    const visitor = await client.newPage();
    await visitor.goto(listed.origin);
    const frame = visitor.frameLocator('#branchbook-booking iframe');
    await expect(frame.getByRole('heading', { name: 'Centre', level: 1 })).toBeVisible();
    const iframe = visitor.locator('#branchbook-booking iframe');
    const contentHeight = () =>
      frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
    await expect
      .poll(async () => Math.abs((await iframe.boundingBox())!.height - (await contentHeight())))
      .toBeLessThanOrEqual(1);
    expect((await iframe.boundingBox())!.height).not.toBe(600);
    await frame.getByRole('checkbox', { name: /Men's haircut/ }).check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect(frame.getByRole('button', { name: /Anyone available/ })).toBeVisible();
    await expect
      .poll(async () => Math.abs((await iframe.boundingBox())!.height - (await contentHeight())))
      .toBeLessThanOrEqual(1);
    await snap(visitor, testInfo, 'booking-widget-inline');

    // The floating button opens the pop-up with the booking; Esc closes it and the focus is back on the button.
    mode = 'button';
    await visitor.goto(listed.origin);
    const button = visitor.getByRole('button', { name: 'Book online' });
    await button.click();
    const dialog = visitor.getByRole('dialog', { name: 'Book online' });
    await expect(dialog).toBeVisible();
    const popupFrame = visitor.frameLocator('[role=dialog] iframe');
    await expect(popupFrame.getByRole('heading', { name: 'Centre', level: 1 })).toBeVisible();
    await visitor.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // Esc with the focus inside the booking closes it too (the page passes it on).
    await button.click();
    await popupFrame.getByRole('checkbox', { name: /Men's haircut/ }).focus();
    await visitor.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // An origin not listed: the browser refuses the frame, so no booking shows there.
    mode = 'inline';
    await visitor.goto(unlisted.origin);
    const refused = await visitor.locator('#branchbook-booking iframe').elementHandle();
    const refusedFrame = await refused!.contentFrame();
    await refusedFrame!.waitForLoadState();
    await expect(
      visitor.frameLocator('#branchbook-booking iframe').getByRole('heading', { name: 'Centre' }),
    ).toHaveCount(0);
    expect(refusedFrame!.url()).not.toContain('/book/');
  } finally {
    await client.close();
    listed.server.close();
    unlisted.server.close();
    const now = await widgetOf(page, workspace);
    await apiCall(page, 'PUT', `branches/${workspace.branchId}/online-booking/widget`, {
      allowedSites: before.allowedSites,
      accentColor: before.accentColor,
      mode: before.mode,
      buttonText: before.buttonText,
      version: now.version,
    });
  }
});
