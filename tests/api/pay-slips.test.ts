import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pdfText } from '../helpers/pdf-text';
import { call, created, payWorld, scheme } from './pay-support';
import { staffMemberOf } from './settings-support';

type World = Awaited<ReturnType<typeof payWorld>>;

/** A member's pay slip (issue 15): a PDF in the reader's language, authorised as the calculation it comes from. */
describe('pay slips', () => {
  let t: TestApp;
  let w: World;
  let calculation: number;
  const slip = (id: number, employeeId: number) => `/pay-calculations/${id}/employees/${employeeId}/slip.pdf`;
  beforeAll(async () => {
    t = await createTestApp();
    w = await payWorld(t.app);
    const { chain, ids } = w;
    const base = `/branches/${chain.branchId}`;
    const monthly = await created(t.app, chain.owner, `${base}/pay-schemes`, scheme({ name: 'Monthly', fixedAmount: '1234.5', fixedPer: 'month' }));
    for (const employeeId of [ids.ana, ids.boris])
      expect((await call(t.app, 'POST', `/employees/${employeeId}/pay-assignments`, chain.owner, { schemeId: monthly, startsOn: '2031-01-01' })).statusCode).toBe(201);
    calculation = await created(t.app, chain.owner, `${base}/pay-calculations`, { periodFrom: '2031-01-01', periodTo: '2031-01-31' });
  });
  afterAll(() => t.close());

  it("answers the member's slip as a PDF naming them, the period's lines and the subtotal", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${slip(calculation, w.ids.ana)}`, headers: w.chain.owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pay-slip-2031-01-01-2031-01-31-${w.ids.ana}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Pay slip');
    expect(text).toContain('Ana Petrović');
    expect(text).toContain('Pay Chain');
    expect(text).toContain('Monthly');
    expect(text).toMatch(/Subtotal\n€1,234\.50/);
    expect(text).toContain('Draft');
  });

  it("writes the slip in the request's language, Cyrillic included", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${slip(calculation, w.ids.ana)}`, headers: { ...w.chain.owner, 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Расчётный листок');
    expect(text).toContain('Ana Petrović');
    expect(text).toMatch(/Итого\n1\s234,50\s€/); // Intl writes no-break spaces
    const serbian = pdfText((await t.app.inject({ method: 'GET', url: `/api/v1${slip(calculation, w.ids.ana)}`, headers: { ...w.chain.owner, 'accept-language': 'sr' } })).rawPayload);
    expect(serbian).toContain('Platni listić');
    expect(serbian).toContain('Član tima');
  });

  it("lets an employee download their own slip and answers 404 to a colleague's, another chain's and a member with no share", async () => {
    const ana = await staffMemberOf(t.app, w.chain.orgId, w.chain.branchId, w.ids.ana);
    expect((await call(t.app, 'GET', slip(calculation, w.ids.ana), ana.auth)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', slip(calculation, w.ids.boris), ana.auth)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', slip(calculation, w.ids.carla), w.chain.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', slip(calculation, w.ids.ana), w.other.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', slip(calculation + 1000, w.ids.ana), w.chain.owner)).statusCode).toBe(404);
    const bad = await call(t.app, 'GET', `/pay-calculations/${calculation}/employees/abc/slip.pdf`, w.chain.owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toEqual(['employeeId']);
  });

  it('shows the paid day once the calculation is paid', async () => {
    const { chain } = w;
    const read = (await call(t.app, 'GET', `/pay-calculations/${calculation}`, chain.owner)).json();
    expect((await call(t.app, 'POST', `/pay-calculations/${calculation}/approve`, chain.owner, { version: read.version })).statusCode).toBe(200);
    const approved = (await call(t.app, 'GET', `/pay-calculations/${calculation}`, chain.owner)).json();
    const paid = await call(t.app, 'POST', `/pay-calculations/${calculation}/pay`, chain.owner, { version: approved.version, method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const text = pdfText((await t.app.inject({ method: 'GET', url: `/api/v1${slip(calculation, w.ids.boris)}`, headers: chain.owner })).rawPayload);
    expect(text).toContain('Boris');
    expect(text).toMatch(/Status\nPaid\nPaid on\n/);
  });
});
