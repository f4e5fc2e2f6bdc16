import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, serviceCategories, services } from '../../server/db/tables';
import { employeeServicesSchema, serviceEmployeesSchema } from '../../src/schema/catalog';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addBranch, auditOf, chainWithOwner, changeLicence, memberOf, type Chain } from './settings-support';

describe('catalog extras: employee services and ordering', () => {
  let t: TestApp;
  let chain: Chain;
  let other: Chain;
  let otherBranch: number;
  let anna: number;
  let boris: number;
  let cut: number;
  let colour: number;
  let gone: number;
  let hair: number;
  let nails: number;
  let care: number;
  let foreignService: number;
  beforeAll(async () => {
    t = await createTestApp();
    chain = await chainWithOwner(t.app, 'Catalog Chain');
    other = await chainWithOwner(t.app, 'Catalog Other');
    otherBranch = await addBranch(t.app, chain, 'Other branch');
    const scope = { organizationId: chain.orgId, branchId: chain.branchId };
    [hair, nails, care] = (
      await t.app.db
        .insert(serviceCategories)
        .values([{ ...scope, name: 'Hair' }, { ...scope, name: 'Nails' }, { ...scope, name: 'Care' }])
        .returning()
    ).map((r) => r.id) as [number, number, number];
    [cut, colour, gone] = (
      await t.app.db
        .insert(services)
        .values([
          { ...scope, name: 'Cut', categoryId: hair, price: '2500.00' },
          { ...scope, name: 'Colour', categoryId: hair, price: '4800.00' },
          { ...scope, name: 'Retired', categoryId: hair, price: '100.00', deletedAt: new Date() },
        ])
        .returning()
    ).map((r) => r.id) as [number, number, number];
    [anna, boris] = (
      await t.app.db
        .insert(employees)
        .values([
          { ...scope, firstName: 'Anna', color: '#aa3366' },
          { ...scope, firstName: 'Boris', color: '#3366aa' },
        ])
        .returning()
    ).map((r) => r.id) as [number, number];
    foreignService = (
      await t.app.db.insert(services).values({ organizationId: chain.orgId, branchId: otherBranch, name: 'Elsewhere', price: '1.00' }).returning()
    )[0]!.id;
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'PUT', url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const servicesOf = (employeeId: number, headers = chain.owner) => api('GET', `/branches/${chain.branchId}/employees/${employeeId}/services`, headers);
  const putServices = (employeeId: number, items: object[], headers = chain.owner) =>
    api('PUT', `/branches/${chain.branchId}/employees/${employeeId}/services`, headers, { items });

  describe('employee services', () => {
    it('replaces the set with own prices (null: the service price), and lists who performs a service', async () => {
      expect((await servicesOf(anna)).json()).toEqual({ items: [] });
      const res = await putServices(anna, [
        { serviceId: cut, price: '2200.00' },
        { serviceId: colour, price: null },
      ]);
      expect(res.statusCode).toBe(200);
      // Answered in catalog order (sort order, then name).
      expect(employeeServicesSchema.parse(res.json()).items).toEqual([
        { serviceId: colour, price: null, duration: null },
        { serviceId: cut, price: '2200.00', duration: null },
      ]);
      await putServices(boris, [{ serviceId: cut, price: null }]);
      // PUT replaces: Anna no longer does colour.
      await putServices(anna, [{ serviceId: cut, price: '2300' }]);
      expect((await servicesOf(anna)).json().items).toEqual([{ serviceId: cut, price: '2300.00', duration: null }]);

      const who = await api('GET', `/branches/${chain.branchId}/services/${cut}/employees`, chain.owner);
      expect(who.statusCode).toBe(200);
      expect(serviceEmployeesSchema.parse(who.json()).items).toEqual([
        { employeeId: anna, firstName: 'Anna', lastName: '', color: '#aa3366', price: '2300.00', effectivePrice: '2300.00', duration: null, effectiveDuration: 60 },
        { employeeId: boris, firstName: 'Boris', lastName: '', color: '#3366aa', price: null, effectivePrice: '2500.00', duration: null, effectiveDuration: 60 },
      ]);
      const audit = await auditOf(t.app, chain.orgId, 'employee', anna);
      expect(audit.map((a) => a.action)).toEqual(['update', 'update']);
      expect(audit[1]!.changes).toHaveProperty('services');
    });

    it('answers 400 naming the item for a deleted, foreign-branch or unknown service, and for duplicates', async () => {
      const res = await putServices(anna, [
        { serviceId: cut, price: null },
        { serviceId: gone, price: null },
        { serviceId: foreignService, price: null },
        { serviceId: 987654321, price: null },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: (string | number)[] }) => i.path.join('.'))).toEqual(['items.1.serviceId', 'items.2.serviceId', 'items.3.serviceId']);
      const dup = await putServices(anna, [{ serviceId: cut, price: null }, { serviceId: cut, price: '1.00' }]);
      expect(dup.statusCode).toBe(400);
      expect(dup.json().issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['items.1.serviceId']);
      const price = await putServices(anna, [{ serviceId: cut, price: '-5' }]);
      expect(price.json().issues.map((i: { path: (string | number)[] }) => i.path.join('.'))).toEqual(['items.0.price']);
      expect((await servicesOf(anna)).json().items).toEqual([{ serviceId: cut, price: '2300.00', duration: null }]);
    });

    it("answers 404 for a foreign branch, another branch's member and a deleted service", async () => {
      expect((await api('GET', `/branches/${other.branchId}/employees/${anna}/services`, chain.owner)).statusCode).toBe(404);
      expect((await api('GET', `/branches/${otherBranch}/employees/${anna}/services`, chain.owner)).statusCode).toBe(404);
      expect((await api('GET', `/branches/${chain.branchId}/services/${gone}/employees`, chain.owner)).statusCode).toBe(404);
      expect((await api('GET', `/branches/${chain.branchId}/employees/${anna}/services`, other.owner)).statusCode).toBe(404);
    });

    it('lets employees look but not change (403), and refuses changes when the licence makes team view-only', async () => {
      const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
      expect((await servicesOf(anna, employee.auth)).statusCode).toBe(200);
      expect((await putServices(anna, [], employee.auth)).statusCode).toBe(403);
      const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
      expect((await putServices(boris, [{ serviceId: colour, price: '5000.00' }], admin.auth)).statusCode).toBe(200);
      await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_team']!.content = 'view') });
      const res = await putServices(anna, []);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('license_forbidden');
      await changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (menu['branch_team']!.content = 'edit') });
    });
  });

  describe('ordering', () => {
    const categoryOrder = async () =>
      (await t.app.db.select().from(serviceCategories).where(eq(serviceCategories.branchId, chain.branchId)).orderBy(asc(serviceCategories.sortOrder))).map((r) => r.id);

    it('orders categories when given exactly every one of the branch', async () => {
      const res = await api('PUT', `/branches/${chain.branchId}/service-categories/order`, chain.owner, { ids: [care, hair, nails] });
      expect(res.statusCode).toBe(204);
      expect(await categoryOrder()).toEqual([care, hair, nails]);
      const missing = await api('PUT', `/branches/${chain.branchId}/service-categories/order`, chain.owner, { ids: [care, hair] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().issues).toEqual([expect.objectContaining({ path: ['ids'], message: expect.stringContaining(`missing: ${nails}`) })]);
      const twice = await api('PUT', `/branches/${chain.branchId}/service-categories/order`, chain.owner, { ids: [care, care, hair, nails] });
      expect(twice.json().issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['ids.1']);
      expect(await categoryOrder()).toEqual([care, hair, nails]);
    });

    it("orders a category's live services; deleted, foreign or other-category ids answer 400", async () => {
      const res = await api('PUT', `/branches/${chain.branchId}/services/order`, chain.owner, { categoryId: hair, ids: [colour, cut] });
      expect(res.statusCode).toBe(204);
      const rows = await t.app.db.select().from(services).where(eq(services.categoryId, hair)).orderBy(asc(services.sortOrder));
      expect(rows.filter((r) => !r.deletedAt).map((r) => r.name)).toEqual(['Colour', 'Cut']);
      const withDeleted = await api('PUT', `/branches/${chain.branchId}/services/order`, chain.owner, { categoryId: hair, ids: [colour, cut, gone] });
      expect(withDeleted.statusCode).toBe(400);
      expect(withDeleted.json().message).toContain(`not services of this category here: ${gone}`);
      const uncategorised = await api('PUT', `/branches/${chain.branchId}/services/order`, chain.owner, { categoryId: null, ids: [] });
      expect(uncategorised.statusCode).toBe(204);
      const bad = await api('PUT', `/branches/${chain.branchId}/services/order`, chain.owner, { ids: 'x' });
      expect(bad.json().issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(expect.arrayContaining(['categoryId', 'ids']));
    });

    it('answers 404 for a foreign branch and 403 to employees', async () => {
      expect((await api('PUT', `/branches/${other.branchId}/service-categories/order`, chain.owner, { ids: [] })).statusCode).toBe(404);
      const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
      expect((await api('PUT', `/branches/${chain.branchId}/service-categories/order`, employee.auth, { ids: [care, hair, nails] })).statusCode).toBe(403);
      expect((await api('GET', `/branches/${chain.branchId}/services/${cut}/employees`, employee.auth)).statusCode).toBe(200);
    });
  });
});
