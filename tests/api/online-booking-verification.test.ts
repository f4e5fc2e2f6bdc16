import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchPageSchema } from '../../src/schema/online-booking/booking-page';
import { holdSchema } from '../../src/schema/online-booking/public-booking';
import { termsSchema } from '../../src/schema/online-booking/terms';
import { verificationSchema } from '../../src/schema/online-booking/verification';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { auditLog, orders } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { oneServiceBranch, orderIdOfHold, sentCodeOf } from './online-booking-support';
import { call, issuePaths, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * Online booking → Settings → Verification and Terms (issue 18, "Verification and abuse" and the terms of deliverable
 * 5): a branch's code channels and SMS countries, its terms with their version, each saved with the version read; and
 * the booking page's code request judged by them, the terms version accepted kept with the booking.
 */
describe('online booking: verification and terms', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let slug: string;
  let cut: number;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 4);
  let address = 0;

  const verificationUrl = (c: ScheduleChain) => `/branches/${c.branchId}/online-booking/verification`;
  const termsUrl = (c: ScheduleChain) => `/branches/${c.branchId}/online-booking/terms`;
  const verification = async () => verificationSchema.parse((await call(t.app, 'GET', verificationUrl(chain), chain.owner)).json());
  const terms = async () => termsSchema.parse((await call(t.app, 'GET', termsUrl(chain), chain.owner)).json());
  const putVerification = (body: object) => call(t.app, 'PUT', verificationUrl(chain), chain.owner, body);
  const putTerms = (body: object) => call(t.app, 'PUT', termsUrl(chain), chain.owner, body);
  const page = async () => branchPageSchema.parse((await t.app.inject({ url: `/api/v1/public/book/${slug}/page` })).json());
  // Each call from its own client address, as the page's visitors are: the per-address limits stay out of the way.
  const post = (path: string, payload: object, language = 'en') =>
    t.app.inject({ method: 'POST', url: `/api/v1/public/book/${slug}/${path}`, payload, headers: { 'accept-language': language }, remoteAddress: `10.1.0.${++address}` });
  let slot = 9 * 60;
  const hold = async () => {
    const time = `${String(Math.floor(slot / 60)).padStart(2, '0')}:${String(slot % 60).padStart(2, '0')}`;
    slot += 30;
    const res = await post('holds', { services: [cut], date: day, time });
    expect(res.statusCode, res.body).toBe(201);
    return holdSchema.parse(res.json()).holdToken;
  };
  const byEmail = (holdToken: string, email: string, extra: object = {}) => ({ holdToken, channel: 'email', firstName: 'Mila', email, ...extra });
  const bySms = (holdToken: string, phone: string, extra: object = {}) => ({ holdToken, channel: 'sms', firstName: 'Mila', phone, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Verify Chain');
    other = await scheduleChain(t.app, 'Other Chain');
    ({ serviceId: cut, slug } = await oneServiceBranch(t.app, chain, { day, minutes: 30, until: '18:00' }));
  });
  afterAll(() => t.close());

  it('reads the defaults before anything is saved: both channels, SMS to the branch’s own country, no terms', async () => {
    expect(await verification()).toEqual({ channels: ['sms', 'email'], smsCountries: ['RS'], version: 0, branchCountry: 'RS', telegramBot: null });
    expect(await terms()).toEqual({ text: '', version: 0, savedAt: null });
    expect(await page()).toMatchObject({ channels: ['sms', 'email'], smsCountries: [{ country: 'RS', dialCode: '+381' }], terms: null });
  });

  it('saves the channels and countries with the version read: a stale save is 409, bad sets 400 naming the field', async () => {
    for (const [body, field] of [
      [{ channels: [], smsCountries: ['RS'], version: 0 }, 'channels'],
      [{ channels: ['sms', 'sms'], smsCountries: ['RS'], version: 0 }, 'channels'],
      [{ channels: ['sms'], smsCountries: [], version: 0 }, 'smsCountries'],
      [{ channels: ['email'], smsCountries: ['RS', 'RS'], version: 0 }, 'smsCountries'],
      [{ channels: ['email'], smsCountries: ['XX'], version: 0 }, 'smsCountries.0'],
      [{ channels: ['pigeon'], smsCountries: ['RS'], version: 0 }, 'channels.0'],
      // Telegram needs the chain's bot first (online-booking-telegram-codes.test.ts).
      [{ channels: ['telegram'], smsCountries: ['RS'], version: 0 }, 'channels'],
    ] as const) {
      const refused = await putVerification(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(issuePaths(refused.json()), JSON.stringify(body)).toEqual([field]);
    }
    const saved = await putVerification({ channels: ['sms', 'email'], smsCountries: ['RS', 'ME'], version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ channels: ['sms', 'email'], smsCountries: ['RS', 'ME'], version: 1, branchCountry: 'RS', telegramBot: null });
    const stale = await putVerification({ channels: ['email'], smsCountries: ['RS'], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: 'Someone changed these settings meanwhile. Reload them and try again.' });
    expect(await verification()).toMatchObject({ smsCountries: ['RS', 'ME'], version: 1 });
    // SMS off keeps its countries, so turning it on again restores them; an empty list is allowed then.
    expect((await putVerification({ channels: ['email'], smsCountries: ['RS', 'ME'], version: 1 })).json()).toMatchObject({ channels: ['email'], version: 2 });
    expect((await putVerification({ channels: ['sms', 'email'], smsCountries: ['RS', 'ME'], version: 2 })).json()).toMatchObject({ version: 3 });
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, chain.orgId), eq(auditLog.entity, 'online_booking_settings'))).orderBy(auditLog.id).limit(1);
    expect(entry).toMatchObject({ entityId: chain.branchId, actorUserId: chain.ownerId, changes: { smsCountries: { from: ['RS'], to: ['RS', 'ME'] } } });
  });

  it('saves the terms: a changed text is the next version, the same text none; stale 409, too long 400', async () => {
    const first = await putTerms({ text: '  Cancel a day ahead.\r\n\r\nLate by 15 minutes: we may shorten the visit.  ', version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ text: 'Cancel a day ahead.\n\nLate by 15 minutes: we may shorten the visit.', version: 1 });
    expect(Date.parse(first.json().savedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The same text again, even from a stale screen, is no change.
    expect((await putTerms({ text: 'Cancel a day ahead.\n\nLate by 15 minutes: we may shorten the visit.', version: 0 })).json()).toMatchObject({ version: 1 });
    const stale = await putTerms({ text: 'Another text', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const tooLong = await putTerms({ text: 'x'.repeat(20_001), version: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(issuePaths(tooLong.json())).toEqual(['text']);
    const second = await putTerms({ text: 'Cancel a day ahead.\n\nLate by 15 minutes: we may shorten the visit.\n\nPay at the salon.', version: 1 });
    expect(second.json()).toMatchObject({ version: 2 });
    // Each part keeps its own version: the terms saved, the verification screen is not stale.
    expect((await verification()).version).toBe(3);
    expect((await page()).terms).toEqual({ version: 2, text: 'Cancel a day ahead.\n\nLate by 15 minutes: we may shorten the visit.\n\nPay at the salon.' });
    // The audit trail keeps the text each version had.
    const entries = await t.app.db.select({ changes: auditLog.changes }).from(auditLog).where(and(eq(auditLog.organizationId, chain.orgId), eq(auditLog.entity, 'online_booking_settings'))).orderBy(auditLog.id);
    expect(entries.at(-1)!.changes).toMatchObject({ termsVersion: { from: 1, to: 2 }, termsText: { from: 'Cancel a day ahead.\n\nLate by 15 minutes: we may shorten the visit.' } });
  });

  it("answers another chain's branch as unknown, reading or writing", async () => {
    for (const [method, url, body] of [
      ['GET', verificationUrl(chain), undefined],
      ['PUT', verificationUrl(chain), { channels: ['email'], smsCountries: [], version: 3 }],
      ['GET', termsUrl(chain), undefined],
      ['PUT', termsUrl(chain), { text: 'Theirs', version: 2 }],
    ] as const) {
      expect((await call(t.app, method, url, other.owner, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await verification()).version).toBe(3);
    expect((await terms()).version).toBe(2);
    expect((await call(t.app, 'GET', verificationUrl(other), other.owner)).json()).toMatchObject({ smsCountries: ['RS'], version: 0 });
  });

  it('needs the terms accepted in the version in force, and keeps that version with the booking', async () => {
    const holdToken = await hold();
    const missing = await post('code', byEmail(holdToken, 'mila@example.com'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: ['termsVersion'], message: 'Accept the salon’s terms to book.' }]);
    const old = await post('code', byEmail(holdToken, 'mila@example.com', { termsVersion: 1 }), 'sr');
    expect(old.statusCode).toBe(400);
    expect(old.json().issues).toEqual([{ path: ['termsVersion'], message: 'Uslovi salona su se promenili dok ste zakazivali. Učitajte stranicu ponovo, pročitajte ih i prihvatite ponovo.' }]);
    const sent = await post('code', byEmail(holdToken, 'mila@example.com', { termsVersion: 2 }));
    expect(sent.statusCode, sent.body).toBe(202);
    const confirmed = await post('confirm', { holdToken, code: await sentCodeOf(t.app.db, orderIdOfHold(holdToken)) });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const [order] = await t.app.db.select({ termsVersion: orders.termsVersion }).from(orders).where(eq(orders.id, orderIdOfHold(holdToken)));
    expect(order!.termsVersion).toBe(2);
  });

  it('sends SMS only to the listed countries, saying which in the page’s language', async () => {
    const holdToken = await hold();
    const montenegro = await post('code', bySms(holdToken, '+382 68 123 456', { termsVersion: 2 }));
    expect(montenegro.statusCode, montenegro.body).toBe(202);
    const british = await post('code', bySms(holdToken, '+44 7700 900123', { termsVersion: 2 }));
    expect(british.statusCode).toBe(400);
    expect(british.json().issues).toEqual([{ path: ['phone'], message: 'This is not a phone number we can send a code to.' }]);
    const croatian = await post('code', bySms(holdToken, '+385 91 234 5678', { termsVersion: 2 }));
    expect(croatian.json().issues).toEqual([{ path: ['phone'], message: 'Codes by SMS go only to phone numbers from: Serbia (+381) and Montenegro (+382). Use your e-mail instead.' }]);
    const inSerbian = await post('code', bySms(holdToken, '+385 91 234 5678', { termsVersion: 2 }), 'sr');
    expect(inSerbian.json().issues[0].message).toBe('Kodovi SMS-om idu samo na brojeve iz: Srbija (+381) i Crna Gora (+382). Umesto toga upotrebite e-poštu.');
  });

  it('asks for the phone or e-mail the channel needs in a sentence of the page’s language, not a code', async () => {
    const holdToken = await hold();
    const noPhone = await post('code', { holdToken, channel: 'sms', firstName: 'Mila', termsVersion: 2 });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().issues).toEqual([{ path: ['phone'], message: 'Enter a phone number to get the code by SMS.' }]);
    const noEmail = await post('code', { holdToken, channel: 'email', firstName: 'Mila', termsVersion: 2 }, 'sr');
    expect(noEmail.json().issues).toEqual([{ path: ['email'], message: 'Unesite e-mail adresu da biste dobili kod e-poštom.' }]);
  });

  it('offers only the channels turned on: the page says so, and a code by another is refused naming the channel', async () => {
    expect((await putVerification({ channels: ['email'], smsCountries: ['RS', 'ME'], version: 3 })).statusCode).toBe(200);
    expect(await page()).toMatchObject({ channels: ['email'], smsCountries: [] });
    const holdToken = await hold();
    const sms = await post('code', bySms(holdToken, '064 123 4567', { termsVersion: 2 }), 'ru');
    expect(sms.statusCode).toBe(400);
    expect(sms.json().issues).toEqual([{ path: ['channel'], message: 'Этот салон не отправляет коды таким способом. Обновите страницу и выберите другой.' }]);
    expect((await post('code', byEmail(holdToken, 'vera@example.com', { termsVersion: 2 }))).statusCode).toBe(202);
    // SMS alone: e-mail is refused, and a foreign number is not told to use it.
    expect((await putVerification({ channels: ['sms'], smsCountries: ['RS'], version: 4 })).statusCode).toBe(200);
    expect(issuePaths((await post('code', byEmail(holdToken, 'vera@example.com', { termsVersion: 2 }))).json())).toEqual(['channel']);
    const foreign = await post('code', bySms(holdToken, '+382 68 123 456', { termsVersion: 2 }));
    expect(foreign.json().issues).toEqual([{ path: ['phone'], message: 'Codes by SMS go only to phone numbers from: Serbia (+381).' }]);
  });

  it('books without terms once they are emptied, keeping no terms version', async () => {
    expect((await putTerms({ text: '', version: 2 })).json()).toMatchObject({ text: '', version: 3 });
    expect((await page()).terms).toBeNull();
    const holdToken = await hold();
    expect((await post('code', bySms(holdToken, '064 765 4321', { termsVersion: 2 }))).statusCode).toBe(202);
    expect((await post('confirm', { holdToken, code: await sentCodeOf(t.app.db, orderIdOfHold(holdToken)) })).statusCode).toBe(201);
    const [order] = await t.app.db.select({ termsVersion: orders.termsVersion }).from(orders).where(eq(orders.id, orderIdOfHold(holdToken)));
    expect(order!.termsVersion).toBeNull();
  });
});
