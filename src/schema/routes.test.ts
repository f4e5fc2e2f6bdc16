import { describe, expect, it } from 'vitest';
import {
  accountPath,
  branchPath,
  chainPath,
  fillPattern,
  isAccountPath,
  joinPath,
  patternParams,
  routeParamsAreValid,
  workspaceOf,
} from './routes';

describe('path builders', () => {
  it('builds chain, branch and account paths', () => {
    expect(chainPath(1)).toBe('/chain/1');
    expect(chainPath(1, 'settings/users')).toBe('/chain/1/settings/users');
    expect(branchPath(1, 2, '/clients/')).toBe('/chain/1/branch/2/clients');
    expect(accountPath()).toBe('/account');
    expect(accountPath('loginSecurity')).toBe('/account/settings/login-security');
  });

  it('joins without doubled or trailing slashes', () => {
    expect(joinPath('/a/', '', '/b', 'c/')).toBe('/a/b/c');
    expect(joinPath('', '')).toBe('/');
  });

  it('fills parameters and drops an empty optional one', () => {
    expect(fillPattern('/chain/:orgId/network/about/:selectedAlias?', { orgId: 3 })).toBe(
      '/chain/3/network/about',
    );
    expect(
      fillPattern('/chain/:orgId/network/about/:selectedAlias?', { orgId: 3, selectedAlias: 'a b' }),
    ).toBe('/chain/3/network/about/a%20b');
    expect(() => fillPattern('/chain/:orgId', {})).toThrow(/orgId/);
  });

  it('lists the parameters of a pattern', () => {
    expect(patternParams('/chain/:orgId/x/:selectedAlias?')).toEqual(['orgId', 'selectedAlias']);
  });
});

describe('route parameters (spec §5)', () => {
  it('accepts digits only for ids', () => {
    expect(routeParamsAreValid({ orgId: '12', branchId: '3' })).toBe(true);
    expect(routeParamsAreValid({ orgId: '12a' })).toBe(false);
    expect(routeParamsAreValid({ clientId: '-1' })).toBe(false);
    expect(routeParamsAreValid({ empId: '1.5' })).toBe(false);
    expect(routeParamsAreValid({ orderId: '' })).toBe(false);
  });

  it('lets a catalog category id be negative', () => {
    expect(routeParamsAreValid({ categoryId: '-4' })).toBe(true);
    expect(routeParamsAreValid({ categoryId: '4' })).toBe(true);
    expect(routeParamsAreValid({ categoryId: '--4' })).toBe(false);
    expect(routeParamsAreValid({ categoryId: 'x' })).toBe(false);
  });

  it('takes free words where the route names a kind, and refuses unknown parameters', () => {
    expect(routeParamsAreValid({ broadcastType: 'email', integrationAlias: 'stripe' })).toBe(true);
    expect(routeParamsAreValid({ surprise: '1' })).toBe(false);
    expect(routeParamsAreValid({ selectedAlias: undefined, '*': 'x/y' })).toBe(true);
  });

  it('takes only a notification the catalog has: a recipient and a type of theirs', () => {
    expect(routeParamsAreValid({ recipient: 'customer', notificationType: 'reminder' })).toBe(true);
    expect(routeParamsAreValid({ recipient: 'owner', notificationType: 'daySummary' })).toBe(true);
    expect(routeParamsAreValid({ recipient: 'owner', notificationType: 'reminder' })).toBe(false);
    expect(routeParamsAreValid({ recipient: 'customers', notificationType: 'reminder' })).toBe(false);
    expect(routeParamsAreValid({ recipient: 'customer', notificationType: 'toString' })).toBe(false);
    expect(routeParamsAreValid({ broadcastType: 'sms', broadcastId: '12' })).toBe(true);
    expect(routeParamsAreValid({ broadcastType: 'telegram' })).toBe(true);
    expect(routeParamsAreValid({ broadcastType: 'push', broadcastId: '12' })).toBe(false);
  });
});

describe('workspaceOf', () => {
  it('reads chain and branch ids and the rest of the path', () => {
    expect(workspaceOf('/chain/1/branch/2/clients/5')).toEqual({
      orgId: '1',
      branchId: '2',
      rest: 'clients/5',
    });
    expect(workspaceOf('/chain/1/settings/')).toEqual({ orgId: '1', branchId: null, rest: 'settings' });
    expect(workspaceOf('/chain/1')).toEqual({ orgId: '1', branchId: null, rest: '' });
    expect(workspaceOf('/account/me')).toEqual({ orgId: null, branchId: null, rest: 'account/me' });
  });

  it('knows the account area', () => {
    expect(isAccountPath('/account')).toBe(true);
    expect(isAccountPath('/account/me')).toBe(true);
    expect(isAccountPath('/accounting')).toBe(false);
  });
});
