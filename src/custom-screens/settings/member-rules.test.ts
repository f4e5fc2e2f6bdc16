import { describe, expect, it } from 'vitest';
import { branchLabels, canManage, grantableRoles, type Viewer } from './member-rules';

const member = (userId: number, role: 'owner' | 'administrator' | 'employee', branchIds: number[]) => ({ userId, name: 'X', login: 'x@y.z', role, branchIds });

describe('member rules', () => {
  const owner: Viewer = { userId: 1, role: 'owner', branchIds: new Set([10, 20]) };
  const admin: Viewer = { userId: 2, role: 'administrator', branchIds: new Set([10]) };

  it('lets owners manage everyone but themselves', () => {
    expect(canManage(owner, member(3, 'owner', []))).toBe(true);
    expect(canManage(owner, member(1, 'owner', []))).toBe(false);
    expect(grantableRoles(owner)).toContain('owner');
  });

  it('lets administrators manage only non-owners wholly within their branches', () => {
    expect(canManage(admin, member(4, 'employee', [10]))).toBe(true);
    expect(canManage(admin, member(5, 'employee', [10, 20]))).toBe(false);
    expect(canManage(admin, member(6, 'owner', []))).toBe(false);
    expect(canManage(admin, member(2, 'administrator', [10]))).toBe(false);
    expect(grantableRoles(admin)).toEqual(['administrator', 'employee']);
  });

  it('names the branches it knows and counts the others', () => {
    expect(branchLabels([10, 30], new Map([[10, 'Centre']]))).toEqual({ named: ['Centre'], hidden: 1 });
  });
});
