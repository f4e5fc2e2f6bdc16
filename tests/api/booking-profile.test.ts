import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileAboutSchema, profileContactsSchema, profileLocationSchema } from '../../src/schema/online-booking/profile';
import { profileHoursSchema } from '../../src/schema/online-booking/profile-hours';
import { publicTimesSchema } from '../../src/schema/online-booking/public-times';
import { whyNotAnswerSchema } from '../../src/schema/online-booking/settings';
import { availabilitySchema } from '../../src/schema/schedule/availability';
import { startTimesOf } from '../../src/schema/schedule/availability-intervals';
import { addDays } from '../../src/schema/schedule/calendar';
import { scheduleSchema } from '../../src/schema/schedule/schedule-read';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pageSlugOf } from './online-booking-support';
import { workSlot } from './orders-support';
import { addEmployee, addService, call, issuePaths, performs, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * Online booking → Presence → About, Contacts, Location and Hours (issue 18 deliverables 1 and 5): each part saved
 * and read with its version (409 when stale), 400 naming the fields, one chain never reaching another's; a closed
 * day removes its public times and staff availability and "why not" says the branch is closed; the page and its
 * JSON-LD show the profile.
 */
describe('online booking: the branch profile', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let anna: number;
  let cut: number;
  let slug: string;
  const today = instantToZoned(Date.now(), 'Europe/Belgrade').date;
  const closedDay = addDays(today, 8);
  const shortDay = addDays(today, 9);
  const base = (c: ScheduleChain) => `/branches/${c.branchId}/online-booking/presence`;
  const put = (part: string, body: object, c = chain) => call(t.app, 'PUT', `${base(c)}/${part}`, c.owner, body);
  const page = async () => (await t.app.inject({ method: 'GET', url: `/book/${slug}`, headers: { 'accept-language': 'en' } })).body;
  const jsonLd = (body: string) => JSON.parse(body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!) as Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Profile Chain');
    other = await scheduleChain(t.app, 'Profile Other');
    anna = await addEmployee(t.app, chain, 'Anna');
    cut = await addService(t.app, chain, 'Cut', 60);
    await performs(t.app, chain, anna, [cut]);
    for (const day of [closedDay, shortDay]) await workSlot(t.app, chain, anna, day, '09:00', '18:00');
    slug = await pageSlugOf(t.app.db, chain.orgId, chain.branchId);
  });
  afterAll(() => t.close());

  it('saves and reads about: the branch name by default, 400 naming fields, 409 when stale', async () => {
    const first = profileAboutSchema.parse((await call(t.app, 'GET', `${base(chain)}/about`, chain.owner)).json());
    expect(first).toMatchObject({ publicName: '', description: '', categories: [], version: 0, branchName: expect.any(String) });
    const bad = await put('about', { publicName: 'x'.repeat(101), description: 'y'.repeat(2001), categories: ['tattoo'], version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json()).sort()).toEqual(['categories.0', 'description', 'publicName']);
    const saved = await put('about', { publicName: '  Studio Anna ', description: 'Cuts and colour.\n\nSince 2010.', categories: ['hair_salon', 'nails'], version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ publicName: 'Studio Anna', version: 1 });
    expect((await put('about', { publicName: 'Late', description: '', categories: [], version: 0 })).statusCode).toBe(409);
  });

  it('saves contacts in E.164 with the branch country, validates links and handles', async () => {
    const bad = await put('contacts', { phones: ['12'], email: 'nope', whatsapp: 'x', viber: '', telegram: 'a', website: 'not a site', instagram: 'bad name!', facebook: '', tiktok: '', version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json()).sort()).toEqual(['email', 'instagram', 'phones.0', 'telegram', 'website', 'whatsapp']);
    const saved = await put('contacts', {
      phones: ['064 123 4567'],
      email: 'Salon@Example.com',
      whatsapp: '+381 64 123 4567',
      viber: '',
      telegram: '@studio_anna',
      website: 'studio-anna.example',
      instagram: 'https://www.instagram.com/studio.anna/',
      facebook: '',
      tiktok: '@studioanna',
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(profileContactsSchema.parse(saved.json())).toMatchObject({
      phones: ['+381641234567'],
      email: 'salon@example.com',
      whatsapp: '+381641234567',
      telegram: 'studio_anna',
      website: 'https://studio-anna.example',
      instagram: 'studio.anna',
      tiktok: 'studioanna',
      version: 1,
      phoneCountry: 'RS',
    });
  });

  it('saves the location with the branch address; coordinates both or neither and in range', async () => {
    const half = await put('location', { address: 'Knez Mihailova 1, Beograd', area: 'Stari grad', latitude: 44.8, longitude: null, version: 0 });
    expect(issuePaths(half.json())).toEqual(['longitude']);
    const far = await put('location', { address: '', area: '', latitude: 91, longitude: 200, version: 0 });
    expect(issuePaths(far.json()).sort()).toEqual(['latitude', 'longitude']);
    const saved = await put('location', { address: 'Knez Mihailova 1, Beograd', area: 'Stari grad', latitude: 44.8176, longitude: 20.4569, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(profileLocationSchema.parse(saved.json())).toEqual({ address: 'Knez Mihailova 1, Beograd', area: 'Stari grad', latitude: 44.8176, longitude: 20.4569, version: 1 });
    expect((await put('location', { address: null, area: '', latitude: null, longitude: null, version: 0 })).statusCode).toBe(409);
  });

  it('keeps one chain out of another', async () => {
    for (const part of ['about', 'contacts', 'location', 'hours']) expect((await call(t.app, 'GET', `${base(chain)}/${part}`, other.owner)).statusCode, part).toBe(404);
    expect((await put('hours', { exceptions: [], version: 0 }, { ...other, branchId: chain.branchId })).statusCode).toBe(404);
  });

  it('a closed day offers no times, staff availability is empty, why-not says closed; special hours narrow the day', async () => {
    // The page's closed day and short day, each as the start times its stretches offer.
    const publicDays = async () => {
      const answer = publicTimesSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/public/book/${slug}/times?services=${cut}&from=${closedDay}&days=2` })).json());
      return answer.days.map((d) => startTimesOf(d.free, answer.stepMinutes));
    };
    const timesBefore = await publicDays();
    expect(timesBefore.map((times) => times.length > 0)).toEqual([true, true]);
    const past = await put('hours', { exceptions: [{ date: addDays(today, -1), hours: null, note: '' }], version: 0 });
    expect(issuePaths(past.json())).toEqual(['exceptions.0.date']);
    const twice = await put('hours', { exceptions: [{ date: closedDay, hours: null, note: '' }, { date: closedDay, hours: null, note: '' }], version: 0 });
    expect(issuePaths(twice.json())).toEqual(['exceptions.1.date']);
    const backwards = await put('hours', { exceptions: [{ date: shortDay, hours: { start: '14:00', end: '10:00' }, note: '' }], version: 0 });
    expect(issuePaths(backwards.json())).toEqual(['exceptions.0.hours.end']);
    const saved = await put('hours', {
      exceptions: [
        { date: shortDay, hours: { start: '10:00', end: '14:00' }, note: 'New Year’s Eve' },
        { date: closedDay, hours: null, note: 'Holiday' },
      ],
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hours = profileHoursSchema.parse(saved.json());
    expect(hours.exceptions.map((e) => e.date)).toEqual([closedDay, shortDay]);
    expect(hours.version).toBe(1);
    expect((await put('hours', { exceptions: [], version: 0 })).statusCode).toBe(409);

    // The save dropped the kept times: the closed day has none at once, the short day only inside 10–14.
    const after = await publicDays();
    expect(after[0]).toEqual([]);
    expect(after[1]!.length).toBeGreaterThan(0);
    expect(after[1]!.every((time) => time >= '10:00' && time <= '13:00')).toBe(true);

    const staff = await call(t.app, 'GET', `/branches/${chain.branchId}/availability?serviceIds=${cut}&from=${closedDay}&to=${shortDay}`, chain.owner);
    expect(staff.statusCode, staff.body).toBe(200);
    const { stepMinutes, items } = availabilitySchema.parse(staff.json());
    const staffTimes = (date: string) => items.filter((item) => item.date === date).flatMap((item) => startTimesOf(item.free, stepMinutes));
    expect(staffTimes(closedDay)).toEqual([]);
    expect(staffTimes(shortDay).every((time) => time >= '10:00' && time <= '13:00')).toBe(true);

    const whyNot = whyNotAnswerSchema.parse(
      (await call(t.app, 'GET', `/branches/${chain.branchId}/online-booking/why-not?employeeId=${anna}&serviceIds=${cut}&date=${closedDay}&time=11:00`, chain.owner)).json(),
    );
    expect(whyNot).toMatchObject({ bookable: false, code: 'branch_closed' });

    // The staff schedule's day says it, over the grid.
    const closedSchedule = scheduleSchema.parse((await call(t.app, 'GET', `/branches/${chain.branchId}/schedule?d=${closedDay}`, chain.owner)).json());
    expect(closedSchedule.hoursExceptions).toEqual([{ date: closedDay, opens: null, closes: null, note: 'Holiday' }]);
    const shortSchedule = scheduleSchema.parse((await call(t.app, 'GET', `/branches/${chain.branchId}/schedule?d=${shortDay}`, chain.owner)).json());
    expect(shortSchedule.hoursExceptions).toEqual([{ date: shortDay, opens: '10:00', closes: '14:00', note: 'New Year’s Eve' }]);
  });

  it('shows the profile on the public page and in its JSON-LD', async () => {
    const body = await page();
    expect(body).toContain('<h1>Studio Anna</h1>');
    expect(body).toContain('<p>Since 2010.</p>');
    expect(body).toContain('Hair salon');
    expect(body).toContain('href="tel:+381641234567"');
    expect(body).toContain('href="https://wa.me/381641234567"');
    expect(body).toContain('href="https://t.me/studio_anna"');
    expect(body).toContain('Knez Mihailova 1, Beograd');
    expect(body).toContain('https://www.openstreetmap.org/?mlat=44.8176&amp;mlon=20.4569');
    expect(body).toContain('geo:44.8176,20.4569');
    expect(body).toContain('Holiday');
    expect(body).not.toMatch(/leaflet/i);
    const ld = jsonLd(body);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: '+381641234567',
      geo: { '@type': 'GeoCoordinates', latitude: 44.8176, longitude: 20.4569 },
      openingHoursSpecification: [{ opens: '09:00', closes: '18:00' }],
      sameAs: ['https://studio-anna.example', 'https://www.instagram.com/studio.anna/', 'https://www.tiktok.com/@studioanna'],
    });
    expect(ld.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: closedDay, validThrough: closedDay, opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: shortDay, validThrough: shortDay, opens: '10:00', closes: '14:00' },
    ]);
  });

  it("groups the chain page's branches by area, with coordinates for 'Nearest to me'", async () => {
    const chainSlug = await pageSlugOf(t.app.db, chain.orgId, null);
    const body = (await t.app.inject({ method: 'GET', url: `/book/${chainSlug}`, headers: { 'accept-language': 'en' } })).body;
    expect(body).toContain('<h2>Stari grad</h2>');
    expect(body).toContain('data-lat="44.8176" data-lng="20.4569"');
    expect(body).toContain('<script src="/book/nearest.js" defer></script>');
    const script = await t.app.inject({ method: 'GET', url: '/book/nearest.js' });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'application/javascript; charset=utf-8']);
  });
});
