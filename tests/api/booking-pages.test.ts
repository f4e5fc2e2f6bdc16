import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingIslandData } from '../../src/schema/online-booking/booking-island';
import { bookingSchema, holdSchema } from '../../src/schema/online-booking/public-booking';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { bookingAddresses } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderIdOfHold, sentCodeOf } from './online-booking-support';
import { workSlot } from './orders-support';
import { addEmployee, addService, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * The server-rendered booking pages (issue 18, docs/online-booking.md decision 8): `/book/{slug}` readable and
 * indexable without script, in the visitor's language, its data handed to the island safely; a chain's page; the 404;
 * and the manage link's page, which shows a booking and cancels it by a plain form.
 */
describe('the booking pages', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let slug: string;
  let chainSlug: string;
  let cut: number;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 5);
  const tricky = 'Cut </script><script>alert(1)</script>';
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const dataOf = (body: string) => JSON.parse(/<script type="application\/json" id="booking-data">(.*?)<\/script>/s.exec(body)![1]!) as BookingIslandData;

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Page Chain');
    const anna = await addEmployee(t.app, chain, 'Anna');
    cut = await addService(t.app, chain, tricky, 60, '2500.00');
    await performs(t.app, chain, anna, [cut]);
    await workSlot(t.app, chain, anna, day, '09:00', '17:00');
    const addresses = await t.app.db.select({ address: bookingAddresses.address, branchId: bookingAddresses.branchId }).from(bookingAddresses).where(eq(bookingAddresses.organizationId, chain.orgId));
    slug = addresses.find((row) => row.branchId === chain.branchId)!.address;
    chainSlug = addresses.find((row) => row.branchId === null)!.address;
  });
  afterAll(() => t.close());

  it('renders the branch for search engines and people without script, its data for the island, escaped', async () => {
    const res = await get(`/book/${slug}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toContain('accept-language');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const body = res.body;
    expect(body).toContain('<html lang="en">');
    expect(body).not.toContain('noindex');
    expect(body).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/book/${slug}\\?lang=EN">`));
    expect(body).toContain('<h2 id="services-title">Services</h2>');
    expect(body).toContain('Cut &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toMatch(/RSD\s2,500|€2,500/);
    // Every script is data or our own file: nothing inline runs, and no `</script>` inside data closes it early.
    const scripts = [...body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!.trim());
    for (const attributes of scripts) expect(attributes).toMatch(/^type="application\/(?:json|ld\+json)"|^type="module" src="\/assets\/book\/[^"]+\.js"$/);
    expect(body).not.toContain('<script>alert(1)');
    const business = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)![1]!);
    expect(business).toMatchObject({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Page Chain – Downtown' });
    expect(business.url).toMatch(new RegExp(`/book/${slug}$`));
    const page = (await get(`/api/v1/public/book/${slug}/page`)).json();
    if (body.includes('id="booking-data"')) expect(dataOf(body)).toMatchObject({ lang: 'EN', locale: 'en-GB', page, words: { servicesTitle: 'Choose services' } });
  });

  it("speaks the switcher's language, else the browser's, else the branch's country's", async () => {
    expect((await get(`/book/${slug}?lang=ru`, { 'accept-language': 'en' })).body).toContain('<html lang="ru">');
    expect((await get(`/book/${slug}`, { 'accept-language': 'tr-TR' })).body).toContain('<html lang="tr">');
    const serbian = await get(`/book/${slug}/`);
    expect(serbian.statusCode).toBe(200);
    expect(serbian.body).toContain('<html lang="sr-Latn">');
    expect(serbian.body).toContain('<h2 id="services-title">Usluge</h2>');
  });

  it("lists a chain's branches, and answers an unknown address with the 404 page", async () => {
    const res = await get(`/book/${chainSlug}?lang=EN`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<a href="/book/${slug}?lang=EN"><strong>Downtown</strong>`);
    const missing = await get('/book/no-such-salon', { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toContain('There is no booking page at this address.');
    expect(missing.body).toContain('noindex');
  });

  it('shows a booking behind its manage link and cancels it by a form, asking once more first', async () => {
    const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/public/book/${slug}/${path}`, payload });
    const hold = holdSchema.parse((await post('holds', { services: [cut], date: day, time: '10:00' })).json());
    expect((await post('code', { holdToken: hold.holdToken, channel: 'email', firstName: 'Mila', email: 'mila@example.com' })).statusCode).toBe(202);
    const code = await sentCodeOf(t.app.db, orderIdOfHold(hold.holdToken));
    const booking = bookingSchema.parse((await post('confirm', { holdToken: hold.holdToken, code })).json());
    const path = `/book/m/${booking.manageToken}`;

    const shown = await get(`${path}?lang=EN`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<h1>Your booking</h1>');
    expect(shown.body).toContain('Cut &lt;/script&gt;');
    expect(shown.body).toMatch(/10:00/);
    expect(shown.body).toContain('noindex');
    expect(shown.body).not.toContain('<script');

    const asking = await get(`${path}?lang=EN&cancel=1`);
    expect(asking.body).toContain('Cancel this booking?');
    expect(asking.body).toContain(`<form method="post" action="${path}/cancel">`);

    const cancelled = await t.app.inject({ method: 'POST', url: `${path}/cancel`, payload: 'lang=EN', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${path}?lang=EN&cancelled=1`);
    const after = await get(cancelled.headers.location as string);
    expect(after.body).toContain('Your booking has been cancelled.');
    expect(after.body).not.toContain('Cancel booking');
    expect((await get(`/api/v1/public/book/manage/${booking.manageToken}`)).json().status).toBe('canceled');

    const altered = await get(`${path.slice(0, -2)}xx?lang=EN`);
    expect(altered.statusCode).toBe(404);
    expect(altered.body).toContain('This link does not open a booking');
  });
});
