import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line, orderWorld, type Auth, type World } from './orders-support';
import { staffMemberOf } from './settings-support';

type Client = { id: number; firstName: string; phone: string | null; dialCode: string | null; email: string | null; version: number };

/**
 * The employee role's clients (issue 15; src/schema/access.ts `employeeRecordReach.clients`): the clients they serve
 * (a booking, not cancelled, with their own team member, single visits and group classes) and the ones they added
 * themselves, in lists, search, pickers, show, edit, history and export; anyone else's client is an unknown id.
 * Contacts are hidden unless the branch's rules show them, and an edit never erases what it could not see.
 */
describe("an employee's own clients", () => {
  let t: TestApp;
  let w: World;
  let other: World;
  let ana: Auth;
  const ids = { served: 0, group: 0, colleague: 0, cancelled: 0, added: 0 };

  const clientOf = async (firstName: string, extra: object = {}) => {
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/clients`, w.owner, { firstName, lastName: 'Reach', phone: '+381641234567', email: `${firstName.toLowerCase()}@reach.test`, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const clients = (auth: Auth, query = '') => api(t.app, 'GET', `/branches/${w.branchId}/clients${query}`, auth);
  const names = async (auth: Auth, query = '') => {
    const res = await clients(auth, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as Client[]).map((client) => client.firstName).sort();
  };
  const rules = (seeClientContacts: boolean) =>
    api(t.app, 'PUT', `/branches/${w.branchId}/employee-rules`, w.owner, { seeColleaguesSchedule: true, moveOwnOrders: true, seeClientContacts });

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Reach Salons');
    other = await orderWorld(t.app, 'Other Reach');
    ana = { authorization: (await staffMemberOf(t.app, w.orgId, w.branchId, w.ana)).auth.authorization };

    ids.served = await clientOf('Served');
    ids.group = await clientOf('Grouped');
    ids.colleague = await clientOf('Colleague');
    ids.cancelled = await clientOf('Cancelled');
    const booked = [
      await book(t.app, w, [line(w, { date: '2031-06-10' })], { clientId: ids.served, confirmOutsideWorkingHours: true }),
      await book(t.app, w, [line(w, { employeeId: w.boris, date: '2031-06-10' })], { clientId: ids.colleague, confirmOutsideWorkingHours: true }),
      await book(t.app, w, [line(w, { date: '2031-06-11' })], { clientId: ids.cancelled, confirmOutsideWorkingHours: true }),
    ];
    for (const res of booked) expect(res.statusCode, res.body).toBe(201);
    const cancel = await api(t.app, 'PATCH', `/orders/${booked[2]!.json().id}/cancel`, w.owner, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    const group = await api(t.app, 'POST', `/branches/${w.branchId}/group-orders`, w.owner, {
      serviceId: w.cut, employeeId: w.ana, date: '2031-06-12', startTime: '18:00', duration: 60, price: '15.00', capacity: 3, clientIds: [ids.group], confirmOutsideWorkingHours: true,
    });
    expect(group.statusCode, group.body).toBe(201);
  });
  afterAll(() => t.close());

  it('lists only the clients they serve, and a client they add stays theirs', async () => {
    expect(await names(ana)).toEqual(['Grouped', 'Served']);
    const added = await api(t.app, 'POST', `/branches/${w.branchId}/clients`, ana, { firstName: 'Added', phone: '+381 64 765 4321', email: 'added@reach.test' });
    expect(added.statusCode, added.body).toBe(201);
    ids.added = added.json().id;
    // What they typed is stored, and answered to them as the branch's rules say (hidden by default).
    expect(added.json()).toMatchObject({ firstName: 'Added', phone: null, email: null });
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/clients/${ids.added}`, w.owner)).json()).toMatchObject({ phone: '+381647654321', email: 'added@reach.test' });
    expect(await names(ana)).toEqual(['Added', 'Grouped', 'Served']);
    expect((await clients(ana)).json().meta).toMatchObject({ totalItems: 3 });
    // The owner still sees the whole branch.
    expect(await names(w.owner)).toEqual(['Added', 'Cancelled', 'Clara', 'Colleague', 'Grouped', 'Served']);
  });

  it("answers a colleague's, a cancelled booking's and another chain's client as an unknown id", async () => {
    for (const id of [ids.colleague, ids.cancelled, w.client, other.client]) {
      for (const path of [`/clients/${id}`, `/clients/${id}/history`]) {
        const res = await api(t.app, 'GET', `/branches/${w.branchId}${path}`, ana);
        expect(res.statusCode, `${path} ${res.body}`).toBe(404);
        expect(res.json().message).toBe('The client was not found.');
      }
      const edit = await api(t.app, 'PATCH', `/branches/${w.branchId}/clients/${id}`, ana, { version: 1, description: 'mine now' });
      expect(edit.statusCode, edit.body).toBe(404);
    }
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/clients/${ids.served}`, ana)).statusCode).toBe(200);
    // Another chain's owner reaches nothing of this chain, the employee's own clients included.
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/clients/${ids.served}`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/clients`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${other.branchId}/clients`, ana)).statusCode).toBe(404);
  });

  it('searches, filters and picks among their own clients only, never by hidden contacts', async () => {
    expect(await names(ana, '?q=colleague')).toEqual([]);
    expect(await names(ana, '?q=served')).toEqual(['Served']);
    // The reference picker asks by id.
    const picked = `?filters=${encodeURIComponent(JSON.stringify({ combiner: 'and', conditions: [{ field: 'id', matchMode: 'in', value: [ids.served, ids.colleague, ids.group] }] }))}`;
    expect(await names(ana, picked)).toEqual(['Grouped', 'Served']);
    // Phone digits and e-mail find nothing while contacts are hidden; the owner finds them.
    expect(await names(ana, '?q=0641234567')).toEqual([]);
    expect(await names(ana, '?q=reach.test')).toEqual([]);
    const byPhone = `?filters=${encodeURIComponent(JSON.stringify({ combiner: 'and', conditions: [{ field: 'phone', matchMode: 'contains', value: '064' }] }))}`;
    expect(await names(ana, byPhone)).toEqual([]);
    expect(await names(w.owner, '?q=0641234567')).toEqual(['Cancelled', 'Colleague', 'Grouped', 'Served']);
    // Sorting by a hidden field is accepted and tells nothing (the list's order falls back to the id).
    expect(await names(ana, '?sort=email:desc')).toEqual(['Added', 'Grouped', 'Served']);
  });

  it('answers contacts as null everywhere by default (list, show, CSV export pages), and shows them when the branch allows', async () => {
    const list = (await clients(ana, '?perPage=100')).json().items as Client[];
    expect(list.map(({ phone, dialCode, email }) => ({ phone, dialCode, email }))).toEqual(list.map(() => ({ phone: null, dialCode: null, email: null })));
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/clients/${ids.served}`, ana)).json()).toMatchObject({ phone: null, email: null });
    const day = (await api(t.app, 'GET', `/branches/${w.branchId}/schedule?d=2031-06-10`, ana)).json();
    expect(day.blocks.filter((block: { client: unknown }) => block.client).every((block: { client: { phone: unknown } }) => block.client.phone === null)).toBe(true);

    expect((await rules(true)).statusCode).toBe(200);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/clients/${ids.served}`, ana)).json()).toMatchObject({ phone: '+381641234567', dialCode: '+381', email: 'served@reach.test' });
    expect(await names(ana, '?q=0641234567')).toEqual(['Grouped', 'Served']);
    // Still their own clients only.
    expect(await names(ana, '?q=reach.test')).toEqual(['Added', 'Grouped', 'Served']);
    expect((await rules(false)).statusCode).toBe(200);
  });

  it("keeps hidden contacts when an employee's edit sends them empty or leaves them out, and hides them in the history", async () => {
    const shown = (await api(t.app, 'GET', `/branches/${w.branchId}/clients/${ids.served}`, ana)).json() as Client;
    const edit = await api(t.app, 'PATCH', `/branches/${w.branchId}/clients/${ids.served}`, ana, { version: shown.version, description: 'Likes it short', phone: null, email: null, dialCode: null });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ description: 'Likes it short', phone: null, email: null });
    const left = await api(t.app, 'PATCH', `/branches/${w.branchId}/clients/${ids.served}`, ana, { version: edit.json().version, lastName: 'Kept' });
    expect(left.statusCode, left.body).toBe(200);
    const stored = (await api(t.app, 'GET', `/branches/${w.branchId}/clients/${ids.served}`, w.owner)).json();
    expect(stored).toMatchObject({ description: 'Likes it short', lastName: 'Kept', phone: '+381641234567', dialCode: '+381', email: 'served@reach.test' });

    // The owner changes the number; the employee's history says the rest changed, never what the contacts are.
    const owner = await api(t.app, 'PATCH', `/branches/${w.branchId}/clients/${ids.served}`, w.owner, { version: stored.version, phone: '+381641111111' });
    expect(owner.statusCode, owner.body).toBe(200);
    const history = await api(t.app, 'GET', `/branches/${w.branchId}/clients/${ids.served}/history`, ana);
    expect(history.statusCode, history.body).toBe(200);
    const fields = (history.json().items as { changes: Record<string, unknown> }[]).flatMap((entry) => Object.keys(entry.changes));
    expect(fields).toContain('description');
    expect(fields.filter((field) => ['phone', 'dialCode', 'email'].includes(field))).toEqual([]);
    const ownersView = (await api(t.app, 'GET', `/branches/${w.branchId}/clients/${ids.served}/history`, w.owner)).json();
    expect(ownersView.items[0].changes).toMatchObject({ phone: { from: '+381641234567', to: '+381641111111' } });
  });

  it('loses a client whose only booking with them is cancelled, and a linked member with nothing booked sees only what they add', async () => {
    expect(await names(ana, `?filters=${encodeURIComponent(JSON.stringify({ combiner: 'and', conditions: [{ field: 'id', matchMode: 'equals', value: ids.cancelled }] }))}`)).toEqual([]);
    const boris = { authorization: (await staffMemberOf(t.app, w.orgId, w.branchId, w.boris)).auth.authorization };
    expect(await names(boris)).toEqual(['Colleague']);
    const unlinked = { authorization: (await staffMemberOf(t.app, w.orgId, w.branchId, (await api(t.app, 'POST', `/branches/${w.branchId}/employees`, w.owner, { firstName: 'New' })).json().id)).auth.authorization };
    expect(await names(unlinked)).toEqual([]);
    // A CSV import is theirs too: the audit trail names them as its creator.
    const imported = await api(t.app, 'POST', `/branches/${w.branchId}/clients/import`, unlinked, { rows: [{ firstName: 'Imported' }] });
    expect(imported.json()).toMatchObject({ created: 1, errors: [] });
    expect(await names(unlinked)).toEqual(['Imported']);
    expect(await names(ana, '?q=imported')).toEqual([]);
  });
});
