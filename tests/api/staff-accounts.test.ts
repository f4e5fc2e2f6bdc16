import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, outbox } from '../../server/db/tables';
import { staffAccountSchema } from '../../src/schema/staff-account';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, form, freshAddress, refresh, sessionFrom } from './id-support';
import { api, book, line, orderWorld, type Auth, type World } from './orders-support';
import { created, scheme } from './pay-support';
import { memberOf } from './settings-support';

/**
 * Staff accounts (issue 15): a team member invited from their card signs in as themselves, and the employee role
 * then reaches their own schedule, work slots and pay, the branch's rules deciding how much more.
 */
describe('staff accounts and the employee role', () => {
  let t: TestApp;
  let w: World;
  let other: World;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://book.example.com' });
    w = await orderWorld(t.app, 'Staff Salons');
    other = await orderWorld(t.app, 'Other Salons');
  });
  afterAll(() => t.close());

  const account = async (employeeId: number, auth: Auth = w.owner) => {
    const res = await api(t.app, 'GET', `/employees/${employeeId}/account`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return staffAccountSchema.parse(res.json());
  };
  const tokenTo = async (email: string) => {
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
    return new URL(/https:\/\/\S+/.exec(mail!.body)![0]).searchParams.get('token')!;
  };
  /** Accepts the member's invitation as a new person and answers their bearer header. */
  async function acceptAsNew(email: string, firstName: string): Promise<Auth> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/id/invite',
      remoteAddress: freshAddress(),
      ...form({ lang: 'EN', token: await tokenTo(email), firstName, lastName: 'Staff', password: 'staff-secret-1' }),
    });
    expect(res.statusCode, res.body).toBe(303);
    const refreshed = await refresh(t.app, sessionFrom(res));
    return { authorization: `Bearer ${refreshed.json().accessToken}` };
  }

  let ana: Auth;

  it('invites a member from their card; accepting makes the account that member', async () => {
    expect(await account(w.ana)).toMatchObject({ state: 'none' });
    const invited = await api(t.app, 'POST', `/employees/${w.ana}/account`, w.owner, { email: 'ana@staff.test' });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(staffAccountSchema.parse(invited.json())).toMatchObject({ state: 'invited', email: 'ana@staff.test', role: 'employee' });

    ana = await acceptAsNew('ana@staff.test', 'Ana');
    const linked = await account(w.ana);
    expect(linked).toMatchObject({ state: 'active', email: 'ana@staff.test', role: 'employee', name: 'Ana Staff' });
    const [row] = await t.app.db.select({ userId: employees.userId }).from(employees).where(eq(employees.id, w.ana));
    expect(row!.userId).toBe(linked.userId);
    const [org] = (await api(t.app, 'GET', '/organizations', ana)).json().items;
    expect(org).toMatchObject({ id: w.orgId, role: 'employee', branches: [expect.objectContaining({ id: w.branchId })] });
  });

  it('refuses a second account for a linked member, another chain, and employees managing accounts', async () => {
    const again = await api(t.app, 'POST', `/employees/${w.ana}/account`, w.owner, { email: 'someone@staff.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This team member already has an account. Revoke it before inviting someone else.');
    expect((await api(t.app, 'GET', `/employees/${w.ana}/account`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/employees/${w.boris}/account`, ana)).statusCode).toBe(403);
    const bad = await api(t.app, 'POST', `/employees/${w.boris}/account`, w.owner, { email: 'not-an-email', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(['email', 'role']);
  });

  it('links an e-mail already in the chain at once, and revoking takes the branch back', async () => {
    const admin = await memberOf(t.app, w.orgId, 'administrator', [], { login: 'boris@staff.test', firstName: 'Boris' });
    const linked = await api(t.app, 'POST', `/employees/${w.boris}/account`, w.owner, { email: 'BORIS@staff.test' });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ state: 'active', role: 'administrator', userId: admin.userId });
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/employees`, admin.auth)).statusCode).toBe(200);

    expect((await api(t.app, 'DELETE', `/employees/${w.boris}/account`, w.owner)).statusCode).toBe(204);
    expect(await account(w.boris)).toMatchObject({ state: 'none' });
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/employees`, admin.auth)).statusCode).toBe(404);
    expect((await api(t.app, 'DELETE', `/employees/${w.boris}/account`, w.owner)).statusCode).toBe(404);
  });

  it("shows an employee their own pay and never a colleague's", async () => {
    const stylist = await created(t.app, w.owner, `/branches/${w.branchId}/pay-schemes`, scheme({ name: 'Stylist', fixedAmount: '1000', fixedPer: 'month' }));
    const senior = await created(t.app, w.owner, `/branches/${w.branchId}/pay-schemes`, scheme({ name: 'Senior', fixedAmount: '3000', fixedPer: 'month' }));
    for (const [employeeId, schemeId] of [
      [w.ana, stylist],
      [w.boris, senior],
    ])
      expect((await api(t.app, 'POST', `/employees/${employeeId}/pay-assignments`, w.owner, { schemeId, startsOn: '2031-01-01' })).statusCode).toBe(201);
    const calculation = await created(t.app, w.owner, `/branches/${w.branchId}/pay-calculations`, { periodFrom: '2031-01-01', periodTo: '2031-01-31' });

    expect((await api(t.app, 'GET', `/employees/${w.ana}/pay-assignments`, ana)).statusCode).toBe(200);
    expect((await api(t.app, 'GET', `/pay-schemes/${stylist}`, ana)).statusCode).toBe(200);
    const own = await api(t.app, 'GET', `/pay-calculations/${calculation}`, ana);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ total: '1000.00', employeeCount: 1, employees: [expect.objectContaining({ employeeId: w.ana })] });
    const documents = (await api(t.app, 'GET', `/employees/${w.ana}/pay-calculations`, ana)).json().items;
    expect(documents).toEqual([expect.objectContaining({ id: calculation, total: '1000.00', subtotal: '1000.00', employeeCount: 1 })]);

    // A colleague's pay reads as if it did not exist; the branch's lists and every write are closed to the role.
    for (const url of [`/employees/${w.boris}/pay-assignments`, `/employees/${w.boris}/pay-calculations`, `/pay-schemes/${senior}`])
      expect((await api(t.app, 'GET', url, ana)).statusCode, url).toBe(404);
    for (const url of [`/branches/${w.branchId}/pay-schemes`, `/branches/${w.branchId}/pay-calculations`])
      expect((await api(t.app, 'GET', url, ana)).statusCode, url).toBe(403);
    expect((await api(t.app, 'POST', `/pay-calculations/${calculation}/approve`, ana, {})).statusCode).toBe(403);
    const owner = (await api(t.app, 'GET', `/pay-calculations/${calculation}`, w.owner)).json();
    expect(owner).toMatchObject({ total: '4000.00', employeeCount: 2 });
  });

  it('lets an employee book and change only their own orders, and hides colleagues and phones as the branch says', async () => {
    const mine = await book(t.app, w, [line(w, { date: '2031-07-01', startTime: '10:00' })], undefined, ana);
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await book(t.app, w, [line(w, { employeeId: w.boris, date: '2031-07-01', startTime: '10:00' })], undefined, ana);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You can change only your own appointments and breaks.');
    const boris = await book(t.app, w, [line(w, { employeeId: w.boris, date: '2031-07-01', startTime: '12:00' })]);
    expect(boris.statusCode).toBe(201);
    expect((await api(t.app, 'PATCH', `/orders/${boris.json().id}/cancel`, ana)).statusCode).toBe(403);
    const version = mine.json().version as number;
    const handedOver = await api(t.app, 'PATCH', `/orders/${mine.json().id}`, ana, { version, services: [line(w, { employeeId: w.boris, date: '2031-07-01', startTime: '10:00' })] });
    expect(handedOver.statusCode).toBe(403);

    // Defaults: colleagues' columns shown, clients' phones hidden.
    const rules = await api(t.app, 'GET', `/branches/${w.branchId}/employee-rules`, w.owner);
    expect(rules.json()).toEqual({ seeColleaguesSchedule: true, moveOwnOrders: true, seeClientContacts: false });
    const day = (await api(t.app, 'GET', `/branches/${w.branchId}/schedule?d=2031-07-01`, ana)).json();
    expect(day.employees.map((e: { id: number }) => e.id).sort()).toEqual([w.ana, w.boris].sort());
    expect(day.blocks.every((block: { client: { phone: string | null } | null }) => block.client === null || block.client.phone === null)).toBe(true);

    const closed = await api(t.app, 'PUT', `/branches/${w.branchId}/employee-rules`, w.owner, { seeColleaguesSchedule: false, moveOwnOrders: false, seeClientContacts: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await api(t.app, 'PUT', `/branches/${w.branchId}/employee-rules`, ana, closed.json())).statusCode).toBe(403);
    const ownDay = (await api(t.app, 'GET', `/branches/${w.branchId}/schedule?d=2031-07-01`, ana)).json();
    expect(ownDay.employees.map((e: { id: number }) => e.id)).toEqual([w.ana]);
    expect(ownDay.blocks.map((block: { orderId: number }) => block.orderId)).toEqual([mine.json().id]);
    expect((await api(t.app, 'GET', `/employees/${w.boris}/schedule?from=2031-07-01&to=2031-07-01`, ana)).statusCode).toBe(404);
    const moved = await api(t.app, 'PATCH', `/orders/${mine.json().id}`, ana, { version, services: [line(w, { date: '2031-07-01', startTime: '11:00' })] });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe('Your branch does not let employees move their appointments. Ask an administrator.');
    const described = await api(t.app, 'PATCH', `/orders/${mine.json().id}`, ana, { version, description: 'Bring the colour chart' });
    expect(described.statusCode, described.body).toBe(200);
  });

  it('shows an employee their own work slots only', async () => {
    for (const employeeId of [w.ana, w.boris])
      expect((await api(t.app, 'POST', '/slots', w.owner, { slots: [{ employeeId, date: '2031-08-04', type: 'work_slot.active', slotStart: '09:00', slotEnd: '17:00' }] })).statusCode).toBe(200);
    const month = (await api(t.app, 'GET', `/branches/${w.branchId}/slots?m=8&y=2031`, ana)).json().items;
    expect(month.map((slot: { employeeId: number }) => slot.employeeId)).toEqual([w.ana]);
    expect((await api(t.app, 'GET', `/employees/${w.boris}/slots?m=8&y=2031`, ana)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/slots?m=8&y=2031`, w.owner)).json().items).toHaveLength(2);
  });
});

/**
 * Inviting a team member by phone (issue 15: "invite them by e-mail or phone"): the SMS is queued in the outbox and,
 * while no SMS provider delivers, the card gets the link once to pass on; the person gives the e-mail they sign in with.
 */
describe('staff accounts invited by phone', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://book.example.com' });
    w = await orderWorld(t.app, 'Phone Salons');
  });
  afterAll(() => t.close());

  const member = (firstName: string) => created(t.app, w.owner, `/branches/${w.branchId}/employees`, { firstName, lastName: 'Phone' });
  const account = async (employeeId: number) => staffAccountSchema.parse((await api(t.app, 'GET', `/employees/${employeeId}/account`, w.owner)).json());
  const inviteByPhone = async (employeeId: number, phone: string) => {
    const res = await api(t.app, 'POST', `/employees/${employeeId}/account`, w.owner, { phone });
    expect(res.statusCode, res.body).toBe(200);
    return staffAccountSchema.parse(res.json());
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const accept = (fields: Record<string, string>) => t.app.inject({ method: 'POST', url: '/id/invite', remoteAddress: freshAddress(), ...form({ lang: 'EN', ...fields }) });
  const linkedLogin = async (employeeId: number) => (await account(employeeId)).email;

  it('queues an SMS with the link, answers the link once and shows the invited phone', async () => {
    const vera = await member('Vera');
    // Written without its country code: the branch's country (Europe/Lisbon → Portugal).
    const invited = await inviteByPhone(vera, '912 345 678');
    expect(invited).toMatchObject({ state: 'invited', email: null, phone: '+351912345678', role: 'employee' });
    expect(invited.link).toMatch(/^https:\/\/book\.example\.com\/id\/invite\?token=/);
    const [sms] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, '+351912345678')).orderBy(desc(outbox.id)).limit(1);
    expect(sms).toMatchObject({ channel: 'sms', status: 'pending', organizationId: w.orgId });
    expect(sms!.body).toContain(invited.link!);
    expect(sms!.body).toContain('invited you to join Phone Salons on BranchBook as employee');

    const shown = await api(t.app, 'GET', `/employees/${vera}/account`, w.owner);
    expect(shown.json()).toMatchObject({ state: 'invited', phone: '+351912345678', email: null });
    expect(shown.json()).not.toHaveProperty('link');
    expect(shown.body).not.toContain('token');

    // Sending again replaces the pending invitation: the first link stops working.
    const again = await inviteByPhone(vera, '+351 912 345 678');
    expect(again.link).not.toBe(invited.link);
    expect((await t.app.inject({ url: `/id/invite?token=${tokenOf(invited.link!)}` })).statusCode).toBe(400);
    const page = await t.app.inject({ url: `/id/invite?${new URLSearchParams({ token: tokenOf(again.link!), lang: 'EN' })}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="login"');
    expect(page.body).toContain('Enter the e-mail you will sign in with');
  });

  it('refuses a bad phone, and both or neither of e-mail and phone, naming the fields', async () => {
    const dora = await member('Dora');
    const paths = (res: { json: () => { issues: { path: string[] }[] } }) => res.json().issues.map((issue) => issue.path[0]).sort();
    const bad = await api(t.app, 'POST', `/employees/${dora}/account`, w.owner, { phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(['phone']);
    const letters = await api(t.app, 'POST', `/employees/${dora}/account`, w.owner, { phone: 'call me' });
    expect(letters.statusCode).toBe(400);
    expect(paths(letters)).toEqual(['phone']);
    for (const body of [{ email: 'dora@phone.test', phone: '+381641234567' }, { role: 'employee' }]) {
      const res = await api(t.app, 'POST', `/employees/${dora}/account`, w.owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(res)).toEqual(['email', 'phone']);
    }
    expect(await account(dora)).toMatchObject({ state: 'none' });
  });

  it('signs a new person up with the e-mail they choose, links and signs them in; the link works once', async () => {
    const mila = await member('Mila');
    const { link } = await inviteByPhone(mila, '+381 64 111 2222');
    const token = tokenOf(link!);
    const noEmail = await accept({ token, login: 'not-an-email', firstName: 'Mila', lastName: 'Phone', password: 'mila-secret-1' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.body).toContain('f-login-error');

    const res = await accept({ token, login: ' Mila@Own.test ', firstName: 'Mila', lastName: 'Phone', password: 'mila-secret-1' });
    expect(res.statusCode, res.body).toBe(303);
    const refreshed = await refresh(t.app, sessionFrom(res));
    const mine: Auth = { authorization: `Bearer ${refreshed.json().accessToken}` };
    expect(await account(mila)).toMatchObject({ state: 'active', email: 'mila@own.test', phone: null, name: 'Mila Phone', role: 'employee' });
    const [org] = (await api(t.app, 'GET', '/organizations', mine)).json().items;
    expect(org).toMatchObject({ id: w.orgId, role: 'employee' });

    const twice = await accept({ token, login: 'other@own.test', firstName: 'Other', lastName: 'Person', password: 'other-secret-1' });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('This invitation is invalid');
  });

  it("accepts with an existing account's password, and refuses its e-mail without it", async () => {
    const lena = await member('Lena');
    const userId = await createUser(t.app, { login: 'lena@elsewhere.test', password: 'lena-secret-1', firstName: 'Lena' });
    const { link } = await inviteByPhone(lena, '+381 64 333 4444');
    const token = tokenOf(link!);
    const taken = await accept({ token, login: 'lena@elsewhere.test', firstName: 'Someone', lastName: 'Else', password: 'guess-secret-1' });
    expect(taken.statusCode).toBe(401);
    expect(await account(lena)).toMatchObject({ state: 'invited' });

    const res = await accept({ token, login: 'LENA@elsewhere.test', password: 'lena-secret-1' });
    expect(res.statusCode, res.body).toBe(303);
    expect(await account(lena)).toMatchObject({ state: 'active', userId, email: 'lena@elsewhere.test' });
    expect(await linkedLogin(lena)).toBe('lena@elsewhere.test');
  });
});
