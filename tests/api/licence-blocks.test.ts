import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuTree } from '../../src/schema/license';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chainWithOwner, changeLicence, type Chain } from './settings-support';

/**
 * The licence's sub-areas and blocks (src/schema/licence-gates.ts) close the same calls the web app closes
 * screens for: one block off answers 403 on its own calls only.
 */
describe('licence sub-areas and blocks', () => {
  let t: TestApp;
  let chain: Chain;
  beforeAll(async () => {
    t = await createTestApp();
    chain = await chainWithOwner(t.app, 'Blocks Chain');
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: chain.owner });
  const branchSettings = (menu: MenuTree) => menu['branch_settings']!.subCategories;
  const setBlock = (group: string, block: string, enable: boolean) =>
    changeLicence(t.app, chain.orgId, { branchMenu: (menu) => void (branchSettings(menu)[group]!.blocks[block] = { enable }) });

  it.each([
    ['booking_settings', 'job_titles', 'jobTitles', 'resources'],
    ['booking_settings', 'resources', 'resources', 'jobTitles'],
  ])('the %s block %s closes /%s and leaves /%s open', async (group, block, closed, open) => {
    expect((await get(`/branches/${chain.branchId}/${closed}`)).statusCode).toBe(200);
    await setBlock(group, block, false);
    try {
      const refused = await get(`/branches/${chain.branchId}/${closed}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'license_forbidden' });
      expect((await get(`/branches/${chain.branchId}/${open}`)).statusCode).toBe(200);
    } finally {
      await setBlock(group, block, true);
    }
  });

  /**
   * The services and providers blocks sell choosing who and what is booked online (`fieldLicences`): without them
   * a service or a team member stays bookable — a write may leave it on or put it back on, never switch it off.
   */
  it.each([
    ['services', 'services', { name: 'Blocked cut', price: '1500.00' }],
    ['providers', 'employees', { firstName: 'Blocked', lastName: 'Member' }],
  ])('without the %s block, /%s keep bookableOnline on', async (block, path, body) => {
    const url = `/api/v1/branches/${chain.branchId}/${path}`;
    const write = (method: 'POST' | 'PATCH', target: string, payload: object) => t.app.inject({ method, url: target, headers: chain.owner, payload });
    const switchedOff = (await write('POST', url, { ...body, bookableOnline: false })).json();
    const onCreated = (await write('POST', url, { ...body, bookableOnline: true })).json();
    await setBlock('booking_settings', block, false);
    try {
      const refusedNew = await write('POST', url, { ...body, bookableOnline: false });
      expect(refusedNew.statusCode).toBe(403);
      expect(refusedNew.json()).toMatchObject({ code: 'license_forbidden', issues: [{ path: ['bookableOnline'] }] });
      const refusedOff = await write('PATCH', `${url}/${onCreated.id}`, { bookableOnline: false, version: onCreated.version });
      expect(refusedOff.statusCode).toBe(403);
      expect((await get(`/branches/${chain.branchId}/${path}/${onCreated.id}`)).json()).toMatchObject({ bookableOnline: true, version: onCreated.version });

      // A form sends every field: one switched off before the block closed keeps its value through other changes…
      const kept = await write('PATCH', `${url}/${switchedOff.id}`, { bookableOnline: false, version: switchedOff.version });
      expect(kept.statusCode).toBe(200);
      // …and may always go back on.
      const backOn = await write('PATCH', `${url}/${switchedOff.id}`, { bookableOnline: true, version: kept.json().version });
      expect(backOn.statusCode).toBe(200);
      expect(backOn.json()).toMatchObject({ bookableOnline: true });
      expect((await write('POST', url, body)).statusCode).toBe(201);
    } finally {
      await setBlock('booking_settings', block, true);
    }
  });

  it('the memberships sub-area closes memberships and leaves the services of the catalog open', async () => {
    await changeLicence(t.app, chain.orgId, {
      branchMenu: (menu) => void (menu['branch_catalog']!.subCategories['memberships']!.enable = false),
    });
    try {
      expect((await get(`/branches/${chain.branchId}/memberships`)).statusCode).toBe(403);
      expect((await get(`/branches/${chain.branchId}/services`)).statusCode).toBe(200);
    } finally {
      await changeLicence(t.app, chain.orgId, {
        branchMenu: (menu) => void (menu['branch_catalog']!.subCategories['memberships']!.enable = true),
      });
    }
  });
});
