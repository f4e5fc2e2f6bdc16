import { describe, expect, it } from 'vitest';
import type { FlatMenu, FlatMenuEntry } from '@/schema/license-access';
import { findResource } from '@/schema/resources';
import type { AccessContext } from '@/providers/access-control-provider';
import { noAccess, resourceAccessOf } from './resource-access-flags';

const entry = (content: FlatMenuEntry['content']): FlatMenuEntry => ({ enable: true, visible: true, content, blocks: {} });
const menus = (branch: FlatMenu, organization: FlatMenu = {}): Omit<AccessContext, 'role'> => ({
  branchMenu: branch,
  organizationMenu: organization,
});
const clients = findResource('clients')!;
const vacancies = findResource('vacancies')!;
const all = { canList: true, canShow: true, canCreate: true, canEdit: true, canDelete: true };

describe('resourceAccessOf', () => {
  it('allows nothing while the access context is unknown', () => {
    expect(resourceAccessOf(clients, null, false)).toEqual(noAccess);
  });

  it('gives an owner everything the licence opens for editing', () => {
    expect(resourceAccessOf(clients, { role: 'owner', ...menus({ clients: entry('edit') }) }, false)).toEqual(all);
  });

  it('makes a view-only licence or page read-only', () => {
    const viewLicence = resourceAccessOf(clients, { role: 'owner', ...menus({ clients: entry('view') }) }, false);
    expect(viewLicence).toEqual({ ...noAccess, canList: true, canShow: true });
    const viewPage = resourceAccessOf(clients, { role: 'owner', ...menus({ clients: entry('edit') }) }, true);
    expect(viewPage).toEqual({ ...noAccess, canList: true, canShow: true });
  });

  it('follows the role table', () => {
    const employee = resourceAccessOf(clients, { role: 'employee', ...menus({ clients: entry('edit') }) }, false);
    expect(employee).toEqual({ ...all, canDelete: false });
    const admin = resourceAccessOf(vacancies, { role: 'administrator', ...menus({}, { vacancies: entry('edit') }) }, false);
    expect(admin).toEqual({ ...noAccess, canList: true, canShow: true });
  });

  it('reads organisation resources from the organisation menu', () => {
    expect(resourceAccessOf(vacancies, { role: 'owner', ...menus({ vacancies: entry('edit') }) }, false)).toEqual(noAccess);
    expect(resourceAccessOf(vacancies, { role: 'owner', ...menus({}, { vacancies: entry('edit') }) }, false)).toEqual(all);
  });
});
