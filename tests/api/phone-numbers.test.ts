import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertStoredPhoneNumbers } from '../../server/db/phone-numbers-step';
import { clients, employees, users, vacancies, vacancyReplies } from '../../server/db/tables';
import { invalidPhoneMessage } from '../../src/schema/phone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newChain, userWithToken } from './account-support';
import { addBranch, type Chain } from './settings-support';

/**
 * Phone numbers as people write them (src/schema/phone.ts, server/crud/crud-phones.ts): any form in, one E.164
 * number stored, read with the branch's country (its time zone), found by any form, imported from CSV in any form,
 * and the numbers stored before E.164 converted by the data step that runs after the migrations.
 */
describe('phone numbers', () => {
  let t: TestApp;
  let serbian: Chain;
  let lisbon: number;
  const forms = ['064 123 4567', '0641234567', '+381 64 123 4567', '00381 64 123 4567', '(064) 123-45-67'];

  beforeAll(async () => {
    t = await createTestApp();
    const { userId, auth } = await userWithToken(t.app, { firstName: 'Olga', lastName: 'Owner' });
    const chain = { ...newChain, name: 'Salon Beograd', branch: { ...newChain.branch, name: 'Vračar', ISOCurrency: 'RSD', timeZone: 'Europe/Belgrade' } };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/organizations', headers: auth, payload: chain });
    expect(created.statusCode).toBe(201);
    serbian = { orgId: created.json().id, branchId: created.json().branches[0].id, ownerId: userId, owner: auth };
    lisbon = await addBranch(t.app, serbian, 'Lisboa');
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, query?: Record<string, string>) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: serbian.owner, ...(payload ? { payload } : {}), ...(query ? { query } : {}) });
  const clientsOf = (branchId: number) => `/branches/${branchId}/clients`;
  const newClient = (branchId: number, phone: unknown, extra: object = {}) =>
    api('POST', clientsOf(branchId), { firstName: 'Phone', lastName: `Person ${Math.random()}`, phone, ...extra });

  it('stores every form of a Serbian number once, in E.164, with the dial code that follows it', async () => {
    for (const form of forms) {
      const answer = await newClient(serbian.branchId, form);
      expect(answer.statusCode, form).toBe(201);
      expect(answer.json(), form).toMatchObject({ phone: '+381641234567', dialCode: '+381' });
    }
  });

  it("reads a number without its country code as the branch's country's: Lisbon's are Portuguese", async () => {
    expect((await newClient(lisbon, '912 345 678')).json()).toMatchObject({ phone: '+351912345678', dialCode: '+351' });
    expect((await newClient(lisbon, '+381 64 123 4567')).json()).toMatchObject({ phone: '+381641234567', dialCode: '+381' });
    // The earlier form of the API, digits with the dial code beside them, still says which country.
    expect((await newClient(lisbon, '641234567', { dialCode: '+381' })).json()).toMatchObject({ phone: '+381641234567', dialCode: '+381' });
    // A dial code that does not match a number written with its own country code follows the number.
    expect((await newClient(serbian.branchId, '+7 912 345 67 89', { dialCode: '+381' })).json()).toMatchObject({ phone: '+79123456789', dialCode: '+7' });
  });

  it('refuses what is no phone number with 400 naming the field, and writes nothing', async () => {
    for (const phone of ['064 12', '12345678901234567', 'call me', '+381 1', '=1+1']) {
      const answer = await newClient(serbian.branchId, phone);
      expect(answer.statusCode, phone).toBe(400);
      expect(answer.json().issues, phone).toEqual([{ path: ['phone'], message: invalidPhoneMessage }]);
    }
    const created = await newClient(serbian.branchId, null);
    expect(created.json()).toMatchObject({ phone: null, dialCode: null });
  });

  it('edits a number in any form; the dial code always follows the stored number', async () => {
    const { id } = (await newClient(serbian.branchId, '064 111 2233')).json();
    const edited = await api('PATCH', `${clientsOf(serbian.branchId)}/${id}`, { version: 1, phone: '0659998877' });
    expect(edited.json()).toMatchObject({ phone: '+381659998877', dialCode: '+381', version: 2 });
    const dialOnly = await api('PATCH', `${clientsOf(serbian.branchId)}/${id}`, { version: 2, dialCode: '+7' });
    expect(dialOnly.json()).toMatchObject({ phone: '+381659998877', dialCode: '+381' });
    const wrong = await api('PATCH', `${clientsOf(serbian.branchId)}/${id}`, { version: 3, phone: '065 99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: ['phone'], message: invalidPhoneMessage }]);
    const cleared = await api('PATCH', `${clientsOf(serbian.branchId)}/${id}`, { version: 3, phone: null });
    expect(cleared.json()).toMatchObject({ phone: null, dialCode: null });
  });

  it('does the same for team members and (chain-wide) vacancy replies, read with the chain\'s first branch', async () => {
    const member = await api('POST', `/branches/${serbian.branchId}/employees`, { firstName: 'Ana', phone: '063 456 7890' });
    expect(member.statusCode).toBe(201);
    expect(member.json()).toMatchObject({ phone: '+381634567890', dialCode: '+381' });
    const [vacancy] = await t.app.db.insert(vacancies).values({ organizationId: serbian.orgId, title: 'Stylist' }).returning();
    const reply = await api('POST', `/organizations/${serbian.orgId}/vacancyReplies`, { vacancyId: vacancy!.id, candidateName: 'Mila', phone: '062 333 4444' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ phone: '+381623334444', dialCode: '+381' });
  });

  describe('search', () => {
    let wanted: number;
    let other: number;
    beforeAll(async () => {
      wanted = (await api('POST', clientsOf(serbian.branchId), { firstName: 'Searched', lastName: 'Number', phone: '066 765 4321' })).json().id;
      other = (await api('POST', clientsOf(serbian.branchId), { firstName: 'Other', lastName: 'Number', phone: '+7 912 765 4321' })).json().id;
    });
    const ids = async (query: Record<string, string>) => {
      const answer = await api('GET', clientsOf(serbian.branchId), undefined, { perPage: '100', ...query });
      expect(answer.statusCode, JSON.stringify(query)).toBe(200);
      return (answer.json().items as { id: number }[]).map((item) => item.id).filter((id) => id === wanted || id === other);
    };
    const filter = (matchMode: string, value: string) => ({ filters: JSON.stringify({ combiner: 'and', conditions: [{ field: 'phone', matchMode, value }] }) });

    it('finds a client by any form of the number with q', async () => {
      for (const q of ['066 765 4321', '0667654321', '+381 66 765 4321', '00381667654321', '066 76', '+38166']) {
        expect(await ids({ q }), q).toEqual([wanted]);
      }
      // Digits both numbers hold find both; a word of letters looks in names only.
      expect((await ids({ q: '765 4321' })).sort()).toEqual([wanted, other].sort());
      expect(await ids({ q: 'Searched' })).toEqual([wanted]);
    });

    it('filters the phone column by any form', async () => {
      expect(await ids(filter('contains', '066 765'))).toEqual([wanted]);
      expect(await ids(filter('equals', '066 765 4321'))).toEqual([wanted]);
      expect(await ids(filter('equals', '+381 66 765 4321'))).toEqual([wanted]);
      expect(await ids(filter('startsWith', '066'))).toEqual([wanted]);
      expect(await ids(filter('startsWith', '+7 912'))).toEqual([other]);
      // A national value is the number after its country code, whichever country that is.
      expect(await ids(filter('startsWith', '912 765'))).toEqual([other]);
      expect(await ids(filter('equals', '765 4321'))).toEqual([]);
      expect(await ids(filter('contains', 'abc'))).toEqual([]);
    });
  });

  it('imports a CSV of mixed forms, reporting the row that is no number', async () => {
    const rows = [
      { firstName: 'Csv', lastName: 'One', phone: '064 555 1234' },
      { firstName: 'Csv', lastName: 'Two', phone: '+7 912 345 67 89' },
      { firstName: 'Csv', lastName: 'Three', phone: '00351 912 345 678' },
      { firstName: 'Csv', lastName: 'Four', phone: '064 5' },
      { firstName: 'Csv', lastName: 'Five', phone: '+381 (64) 555-12-35' },
    ];
    const answer = await api('POST', `${clientsOf(serbian.branchId)}/import`, { rows });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ created: 4, errors: [{ row: 3, issues: [{ path: ['phone'], message: invalidPhoneMessage }] }] });
    const stored = await t.app.db.select({ lastName: clients.lastName, phone: clients.phone, dialCode: clients.dialCode }).from(clients).where(eq(clients.firstName, 'Csv'));
    expect(stored.sort((a, b) => a.lastName.localeCompare(b.lastName))).toEqual([
      { lastName: 'Five', phone: '+381645551235', dialCode: '+381' },
      { lastName: 'One', phone: '+381645551234', dialCode: '+381' },
      { lastName: 'Three', phone: '+351912345678', dialCode: '+351' },
      { lastName: 'Two', phone: '+79123456789', dialCode: '+7' },
    ]);
  });

  it('stores the account\'s own number in E.164 too (PATCH /me)', async () => {
    const me = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: serbian.owner, payload: { phone: '064 123 4567', dialCode: '+381' } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ phone: '+381641234567', dialCode: '+381' });
    const wrong = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: serbian.owner, payload: { phone: '064 1', dialCode: '+381' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: ['phone'], message: invalidPhoneMessage }]);
  });

  it('converts numbers stored before E.164 once, per table, and leaves what it cannot read', async () => {
    const scope = { organizationId: serbian.orgId };
    const old = await t.app.db
      .insert(clients)
      .values([
        { ...scope, branchId: serbian.branchId, firstName: 'Old', lastName: 'Digits', phone: '641234567', dialCode: '+381' },
        { ...scope, branchId: serbian.branchId, firstName: 'Old', lastName: 'NoDial', phone: '0641234568', dialCode: null },
        { ...scope, branchId: lisbon, firstName: 'Old', lastName: 'Lisbon', phone: '912345678', dialCode: null },
        { ...scope, branchId: serbian.branchId, firstName: 'Old', lastName: 'LostPlus', phone: '381641234569', dialCode: null },
        { ...scope, branchId: lisbon, firstName: 'Old', lastName: 'Foreign', phone: '79123456789', dialCode: null },
        { ...scope, branchId: serbian.branchId, firstName: 'Old', lastName: 'Unreadable', phone: '12', dialCode: '+381' },
      ])
      .returning({ id: clients.id, lastName: clients.lastName, version: clients.version });
    const [member] = await t.app.db.insert(employees).values({ ...scope, branchId: serbian.branchId, firstName: 'Old', color: '#336699', phone: '601112233', dialCode: '+381' }).returning();
    const [vacancy] = await t.app.db.insert(vacancies).values({ ...scope, title: 'Old opening' }).returning();
    const [reply] = await t.app.db.insert(vacancyReplies).values({ ...scope, vacancyId: vacancy!.id, candidateName: 'Old', phone: '0622223333', dialCode: null }).returning();
    const { userId } = await userWithToken(t.app, { phone: '912345678', dialCode: '+351' });

    const first = await convertStoredPhoneNumbers(t.app.db);
    expect(first).toMatchObject({ clients: { converted: 5, unreadable: 1 }, employees: { converted: 1 }, vacancy_replies: { converted: 1 }, users: { converted: 1 } });
    const stored = await t.app.db.select().from(clients).where(inArray(clients.id, old.map((row) => row.id)));
    const byName = Object.fromEntries(stored.map((row) => [row.lastName, { phone: row.phone, dialCode: row.dialCode, version: row.version }]));
    expect(byName).toEqual({
      Digits: { phone: '+381641234567', dialCode: '+381', version: 1 },
      NoDial: { phone: '+381641234568', dialCode: '+381', version: 1 },
      Lisbon: { phone: '+351912345678', dialCode: '+351', version: 1 },
      LostPlus: { phone: '+381641234569', dialCode: '+381', version: 1 },
      Foreign: { phone: '+79123456789', dialCode: '+7', version: 1 },
      Unreadable: { phone: '12', dialCode: '+381', version: 1 },
    });
    expect((await t.app.db.select().from(employees).where(eq(employees.id, member!.id)))[0]).toMatchObject({ phone: '+381601112233', dialCode: '+381' });
    expect((await t.app.db.select().from(vacancyReplies).where(eq(vacancyReplies.id, reply!.id)))[0]).toMatchObject({ phone: '+381622223333', dialCode: '+381' });
    expect((await t.app.db.select().from(users).where(eq(users.id, userId)))[0]).toMatchObject({ phone: '+351912345678', dialCode: '+351' });

    // Run again (every start does): nothing left to convert but the unreadable number.
    const second = await convertStoredPhoneNumbers(t.app.db);
    expect(second).toEqual({
      clients: { converted: 0, unreadable: 1 },
      employees: { converted: 0, unreadable: 0 },
      vacancy_replies: { converted: 0, unreadable: 0 },
      users: { converted: 0, unreadable: 0 },
    });
  });
});
