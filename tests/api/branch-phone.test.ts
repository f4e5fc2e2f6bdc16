import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidPhoneMessage } from '../../src/schema/phone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { clientOf, planAt, plannedOf, setRule, type Place } from './daily-messages-support';
import { api, book, branchRecords, line } from './orders-support';
import { issuePaths } from './schedule-support';
import { auditOf, chainWithOwner } from './settings-support';

/**
 * The branch's phone (issue 17): edited with the branch's settings and stored in E.164, a number without its country
 * code read as one of the branch's country (its time zone's), refused with 400 naming the field when it is no number;
 * and `{{branchPhone}}` in messages written as the app shows the branch's numbers. The chain's branch is in Lisbon.
 */
describe('branch phone', () => {
  let t: TestApp;
  let lisbon: Place;
  beforeAll(async () => {
    t = await createTestApp();
    const chain = await chainWithOwner(t.app, 'Phone Chain');
    lisbon = { ...chain, ...(await branchRecords(t.app, chain.owner, chain.branchId)), guid: '', zone: 'Europe/Lisbon' };
  });
  afterAll(() => t.close());

  const branchPath = () => `/branches/${lisbon.branchId}`;
  const current = async () => (await api(t.app, 'GET', branchPath(), lisbon.owner)).json();

  it("stores a number written the branch's way in E.164, shows it with the branch, and keeps it in the audit trail", async () => {
    const saved = await api(t.app, 'PATCH', branchPath(), lisbon.owner, { phone: '21 123 4567', version: (await current()).version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+351211234567' });
    const listed = (await api(t.app, 'GET', '/organizations', lisbon.owner)).json().items[0].branches[0];
    expect(listed).toMatchObject({ id: lisbon.branchId, phone: '+351211234567' });
    const audit = await auditOf(t.app, lisbon.orgId, 'branch', lisbon.branchId);
    expect(audit.at(-1)).toMatchObject({ action: 'update', changes: { phone: { from: null, to: '+351211234567' } } });
  });

  it('reads a number with the country of the time zone sent beside it, and takes one with its country code anywhere', async () => {
    const { version } = await current();
    const moved = await api(t.app, 'PATCH', branchPath(), lisbon.owner, { timeZone: 'Europe/Belgrade', phone: '011 3234567', version });
    expect(moved.json()).toMatchObject({ timeZone: 'Europe/Belgrade', phone: '+381113234567' });
    const back = await api(t.app, 'PATCH', branchPath(), lisbon.owner, { timeZone: 'Europe/Lisbon', phone: '+351 21 123 4567', version: version + 1 });
    expect(back.json()).toMatchObject({ timeZone: 'Europe/Lisbon', phone: '+351211234567' });
    const added = await api(t.app, 'POST', `/organizations/${lisbon.orgId}/branches`, lisbon.owner, { name: 'Novi Sad', ISOCurrency: 'RSD', timeZone: 'Europe/Belgrade', phone: '021 455 6677' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ phone: '+381214556677' });
  });

  it('refuses what is no phone number with 400 naming the field, and changes nothing', async () => {
    const { version, phone } = await current();
    for (const bad of ['12', 'call us', '+351 21']) {
      const refused = await api(t.app, 'PATCH', branchPath(), lisbon.owner, { phone: bad, version });
      expect(refused.statusCode, bad).toBe(400);
      expect(issuePaths(refused.json())).toEqual(['phone']);
      expect(refused.json().issues[0].message).toBe(invalidPhoneMessage);
    }
    const added = await api(t.app, 'POST', `/organizations/${lisbon.orgId}/branches`, lisbon.owner, { name: 'Nowhere', ISOCurrency: 'EUR', timeZone: 'Europe/Lisbon', phone: '12' });
    expect(added.statusCode).toBe(400);
    expect(issuePaths(added.json())).toEqual(['phone']);
    expect(await current()).toMatchObject({ version, phone });
    const cleared = await api(t.app, 'PATCH', branchPath(), lisbon.owner, { phone: null, version });
    expect(cleared.json()).toMatchObject({ phone: null });
    await api(t.app, 'PATCH', branchPath(), lisbon.owner, { phone: phone, version: version + 1 });
  });

  it("names it in a template's preview and in a planned message, the way the app shows the branch's numbers", async () => {
    const preview = await api(t.app, 'POST', `${branchPath()}/message-templates/preview`, lisbon.owner, {
      event: 'customer.bookingCancelled',
      channel: 'sms',
      language: 'EN',
      subject: '',
      body: 'To book again, call {{branchPhone}} ({{branchName}})',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().body).toBe('To book again, call 21 123 4567 (Downtown)');

    const words = { subject: '', body: 'Happy birthday, {{clientName}}! Call {{branchPhone}} for your gift.', version: 0 };
    const template = await api(t.app, 'PUT', `${branchPath()}/message-templates/customer.birthday/sms/PT`, lisbon.owner, words);
    expect(template.statusCode, template.body).toBe(200);
    await setRule(t.app, lisbon, 'customer.birthday', { enabled: true, channels: ['sms'], settings: { atTime: '10:00', quietHours: null } });
    const rita = await clientOf(t.app, lisbon, { firstName: 'Rita', phone: '+351912345678', birthDate: '1990-03-01', marketingSms: true });
    await planAt(t.app, lisbon, '2031-03-01', '10:00');
    const [greeting] = await plannedOf(t.app, lisbon.branchId, 'customer.birthday', { clientIds: [rita] });
    expect(greeting).toMatchObject({ status: 'pending', body: 'Happy birthday, Rita! Call 21 123 4567 for your gift.' });
  });

  it("names it in a booking's confirmation, planned with the order", async () => {
    const words = { subject: '', body: 'Até {{date}} às {{time}}. Dúvidas: {{branchPhone}}', version: 0 };
    const template = await api(t.app, 'PUT', `${branchPath()}/message-templates/customer.bookingMade/sms/PT`, lisbon.owner, words);
    expect(template.statusCode, template.body).toBe(200);
    const rui = await clientOf(t.app, lisbon, { firstName: 'Rui', phone: '+351912345679' });
    const booked = await book(t.app, lisbon, [line(lisbon, { date: '2031-06-10', startTime: '11:00' })], { clientId: rui, confirmOutsideWorkingHours: true });
    expect(booked.statusCode, booked.body).toBe(201);
    const [confirmation] = await plannedOf(t.app, lisbon.branchId, 'customer.bookingMade', { clientIds: [rui] });
    expect(confirmation?.body).toMatch(/às 11:00\. Dúvidas: 21 123 4567$/);
  });
});
