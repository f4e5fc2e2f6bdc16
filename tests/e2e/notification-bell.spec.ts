import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import type { FeedPage } from '../../src/schema/messages/in-app-feed';
import type { Order } from '../../src/schema/schedule/order';
import { apiCall } from './crud/resource-flows';
import { inFullChromium } from './support/browsers';
import { isMobile, signedInElsewhere, signIn, snap, snapBothThemes } from './support/flows';
import { staffFreeTimes } from './support/free-times';
import { branchTimeZone, dateAhead } from './support/schedule-flows';

/**
 * In-app messages to staff (issue 17 "In-app" and "Web push to staff"): the owner books the demo's employee Marko
 * (Centre), the server's outbox worker sends him the message, and his bell counts it without a reload (the
 * branch's live channel). The popover and the Account `notifications` page list it, opening it shows the
 * appointment, "Mark all as read" clears the bell. Then the push card on a real service worker, and the worker
 * showing a message pushed to it.
 */

// The push card reads the browser's notification permission, which only the full browser leaves to the person.
test.use(inFullChromium);

type Listed<T> = { items: T[] };
type Organization = {
  id: number;
  name: string;
  branches: { id: number; name: string }[];
  teamMembers: { branchId: number; employeeId: number }[];
};
type Centre = { orgId: number; branchId: number; marko: number };

/** The demo chain's Centre and Marko's team member there, as his own account sees them. */
async function markoAtCentre(page: Page): Promise<Centre> {
  const { items } = await apiCall<Listed<Organization>>(page, 'GET', 'organizations');
  const chain = items.find((organization) => organization.name === 'Demo Salons')!;
  const centre = chain.branches.find((branch) => branch.name === 'Centre')!;
  return {
    orgId: chain.id,
    branchId: centre.id,
    marko: chain.teamMembers.find((member) => member.branchId === centre.id)!.employeeId,
  };
}

/**
 * Resolves once the page's live socket has asked for a branch's channel (after a load, the app opens it and subscribes
 * a moment later): a booking before that would reach the bell only by its minute's poll.
 */
const subscribesLive = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => String(frame.payload).includes('"subscribe"') && resolve()),
    );
  });

/** Earlier specs of the run may have booked Marko: every message so far is read, through the API. */
async function readEverything(page: Page) {
  const { items, unread } = await apiCall<FeedPage>(page, 'GET', 'me/notifications?limit=1');
  if (items[0] && unread > 0) await apiCall(page, 'POST', 'me/notifications/read', { upTo: items[0].id });
}

/**
 * The owner books Marko for the client at his first free time from `fromDays` ahead (the branch's calendar), a
 * service he performs, at its own length and price.
 */
async function ownerBooksMarko(
  owner: Page,
  { branchId, marko }: Centre,
  clientId: number,
  fromDays: number,
): Promise<Order> {
  const timeZone = await branchTimeZone(owner, branchId);
  const performed = (
    await apiCall<Listed<{ serviceId: number }>>(
      owner,
      'GET',
      `branches/${branchId}/employees/${marko}/services`,
    )
  ).items;
  for (let days = fromDays; days <= fromDays + 14; days++) {
    const date = dateAhead(timeZone, days);
    for (const { serviceId } of performed) {
      const free = await staffFreeTimes(owner, branchId, `serviceIds=${serviceId}&employeeId=${marko}&from=${date}&to=${date}`);
      const startTime = free.flatMap((item) => item.startTimes)[0];
      if (startTime === undefined) continue;
      const service = await apiCall<{ duration: number; price: string }>(
        owner,
        'GET',
        `branches/${branchId}/services/${serviceId}`,
      );
      const line = {
        serviceId,
        employeeId: marko,
        resourceId: null,
        date,
        startTime,
        duration: service.duration,
        price: service.price,
      };
      return apiCall<Order>(owner, 'POST', `branches/${branchId}/orders`, { clientId, services: [line] });
    }
  }
  throw new Error('Marko has no free time in the next two weeks');
}

test('a booking lights the employee’s bell; the popover and the feed list it, Mark all as read clears it, opening one shows the appointment', async ({
  page,
  browser,
  viewport,
  isMobile: mobile,
  hasTouch,
  baseURL,
  locale,
  timezoneId,
}, testInfo) => {
  const phone = isMobile(testInfo);
  await signIn(page, 'employee@demo.test');
  await expect(page).toHaveURL(/\/chain\/\d+\/branch\/\d+\/dashboard$/);
  const centre = await markoAtCentre(page);
  const dashboard = `/chain/${centre.orgId}/branch/${centre.branchId}/dashboard`;
  await readEverything(page);
  let live = subscribesLive(page);
  await page.reload();
  await live;
  // A phone's bell is a link to the feed page; a wider screen's opens the popover.
  const bell = (name: string) => page.getByRole(phone ? 'link' : 'button', { name, exact: true });
  await expect(bell('Notifications')).toBeVisible();

  const device: BrowserContextOptions = { viewport, isMobile: mobile, hasTouch, baseURL, locale, timezoneId };
  const { context: ownerContext, page: owner } = await signedInElsewhere(browser, device, 'owner@demo.test');
  try {
    const lastName = `Zvono ${testInfo.project.name}`;
    const client = await apiCall<{ id: number }>(owner, 'POST', `branches/${centre.branchId}/clients`, {
      firstName: 'Bela',
      lastName,
    });
    const first = await ownerBooksMarko(owner, centre, client.id, 1);

    // Sent by the worker a moment after the booking; the booking's live event has the bell read its count again.
    await expect(bell('Notifications, 1 unread')).toBeVisible();
    await snapBothThemes(page, testInfo, 'notification-bell');

    if (!phone) {
      await bell('Notifications, 1 unread').click();
      const popover = page.getByRole('dialog', { name: 'Notifications' });
      const item = popover.getByRole('button', { name: /^Unread: New booking: .*Bela Zvono/ });
      await expect(item).toBeVisible();
      await snapBothThemes(page, testInfo, 'notification-bell-popover');
      await popover.getByRole('link', { name: 'See all' }).click();
    } else {
      await bell('Notifications, 1 unread').click();
    }

    // The feed page: today's message, unread, and the bell still counting it (reading the page marks nothing).
    await expect(page).toHaveURL('/account/notifications');
    const today = page.getByRole('list', { name: 'Today' });
    await expect(
      today.getByRole('button', { name: new RegExp(`^Unread: New booking: .*Bela ${lastName}`) }),
    ).toBeVisible();
    await expect(bell('Notifications, 1 unread')).toBeVisible();
    // Service workers are blocked in this test's browser, so nothing here could receive a push.
    await expect(page.getByRole('region', { name: 'Push notifications on this device' })).toContainText(
      'This browser cannot receive push notifications.',
    );
    await snapBothThemes(page, testInfo, 'notifications-page');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell('Notifications')).toBeVisible();
    await expect(
      today.getByRole('button', { name: new RegExp(`^New booking: .*Bela ${lastName}`) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    const feed = await apiCall<FeedPage>(page, 'GET', 'me/notifications?limit=5');
    expect(feed.unread).toBe(0);
    expect(feed.items[0]).toMatchObject({
      event: 'employee.bookingMade',
      orderId: first.id,
      branchId: centre.branchId,
      read: true,
    });
    await snap(page, testInfo, 'notifications-page-read');

    // Back on the branch: another booking, and opening its message shows that appointment in the schedule.
    live = subscribesLive(page);
    await page.goto(dashboard);
    await live;
    const second = await ownerBooksMarko(owner, centre, client.id, 2);
    await expect(bell('Notifications, 1 unread')).toBeVisible();
    await bell('Notifications, 1 unread').click();
    const list = phone
      ? page.getByRole('list', { name: 'Today' })
      : page.getByRole('dialog', { name: 'Notifications' });
    await list.getByRole('button', { name: /^Unread: New booking/ }).click();
    // The schedule on the appointment's day, its drawer open; closing it leaves that day on screen.
    await expect(page).toHaveURL(
      `/chain/${centre.orgId}/branch/${centre.branchId}/schedule/order/${second.id}?d=${second.date}`,
    );
    const drawer = page.getByRole('dialog', { name: `Appointment ${second.id}` });
    await expect(drawer).toContainText(`Bela ${lastName}`);
    await snap(page, testInfo, 'notification-opens-appointment');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule\\?d=${second.date}`));
    await expect(bell('Notifications')).toBeVisible();
  } finally {
    await ownerContext.close();
  }
});

test.describe('push on this device', () => {
  // The other specs block service workers (playwright.config.ts); push needs the app's own.
  test.use({ serviceWorkers: 'allow' });

  /** The feed page once the app's worker is active, so the card can ask it about a subscription. */
  async function feedPageWithWorker(page: Page) {
    await signIn(page, 'employee@demo.test');
    await expect(page).toHaveURL(/\/chain\/\d+\/branch\/\d+\/dashboard$/);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'))
      .toBe('activated');
    await page.goto('/account/notifications');
    return page.getByRole('region', { name: 'Push notifications on this device' });
  }

  test('the card offers to turn push on, and says where to allow it once the browser refused', async ({
    page,
  }, testInfo) => {
    const card = await feedPageWithWorker(page);
    await expect(card).toContainText('Get a notification on this device about new bookings');
    await expect(card.getByRole('button', { name: 'Turn on' })).toBeEnabled();
    await snapBothThemes(page, testInfo, 'push-card-off');

    // Nobody answers the browser's question in a test: Chromium refuses it, as a person's "Block" would.
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expect(card).toContainText(
      'Notifications are blocked for this site. Allow them in the browser’s site settings',
    );
    await expect(card.getByRole('button')).toHaveCount(0);
    await snap(page, testInfo, 'push-card-refused');
  });

  test('the worker shows a pushed message as the server sends it: title, body, tag and the address to open', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await feedPageWithWorker(page);
    // The push service's part, which a test cannot reach: Chromium hands the payload to the worker itself.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => registrations.find((registration) => !registration.isDeleted)?.registrationId)
      .toBeTruthy();
    const { registrationId, scopeURL } = registrations.find((registration) => !registration.isDeleted)!;
    const payload = {
      title: 'New booking: 12 Mar 10:00',
      body: 'Bela Zvono, Haircut',
      url: '/account/notifications',
      tag: 'order-1',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(scopeURL).origin,
      registrationId,
      data: JSON.stringify(payload),
    });

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(
          ({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }),
        ),
      );
    await expect
      .poll(shown)
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
  });
});
