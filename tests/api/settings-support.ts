import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, employees, licenses } from '../../server/db/tables';
import { grantAccess } from '../../server/modules/account/organization.repository';
import type { MenuTree } from '../../src/schema/license';
import type { Role } from '../../src/schema/enums';
import { newChain, userWithToken } from './account-support';

/** Shared by the settings-* and catalog-* suites: a chain made through onboarding, and people added to it. */
export type Chain = { orgId: number; branchId: number; ownerId: number; owner: { authorization: string } };

export async function chainWithOwner(app: FastifyInstance, name = newChain.name): Promise<Chain> {
  const { userId, auth } = await userWithToken(app, { firstName: 'Olga', lastName: 'Owner' });
  const res = await app.inject({ method: 'POST', url: '/api/v1/organizations', headers: auth, payload: { ...newChain, name } });
  if (res.statusCode !== 201) throw new Error(`onboarding failed: ${res.statusCode} ${res.body}`);
  const org = res.json();
  return { orgId: org.id, branchId: org.branches[0].id, ownerId: userId, owner: auth };
}

export async function memberOf(app: FastifyInstance, orgId: number, role: Role, branchIds: number[] = [], values: { firstName?: string; login?: string } = {}) {
  const person = await userWithToken(app, { firstName: values.firstName ?? role, lastName: 'Member', ...(values.login ? { login: values.login } : {}) });
  await grantAccess(app.db, { organizationId: orgId, userId: person.userId, role, branchIds });
  return person;
}

/** An employee account that is this team member (src/schema/staff-account.ts): what the employee role calls its own. */
export async function staffMemberOf(app: FastifyInstance, orgId: number, branchId: number, employeeId: number) {
  const person = await memberOf(app, orgId, 'employee', [branchId]);
  await app.db.update(employees).set({ userId: person.userId }).where(and(eq(employees.organizationId, orgId), eq(employees.id, employeeId)));
  return person;
}

export async function addBranch(app: FastifyInstance, chain: Chain, name: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${chain.orgId}/branches`,
    headers: chain.owner,
    payload: { name, ISOCurrency: 'EUR', timeZone: 'Europe/Lisbon' },
  });
  if (res.statusCode !== 201) throw new Error(`add branch failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** Changes the chain's licence in force in place (limits, or one menu entry's content / enable). */
export async function changeLicence(
  app: FastifyInstance,
  orgId: number,
  change: { maxBranches?: number; organizationMenu?: (menu: MenuTree) => void; branchMenu?: (menu: MenuTree) => void },
) {
  const [row] = await app.db.select().from(licenses).where(eq(licenses.organizationId, orgId));
  const organizationMenu = structuredClone(row!.organizationMenu);
  const branchMenu = structuredClone(row!.branchMenu);
  change.organizationMenu?.(organizationMenu);
  change.branchMenu?.(branchMenu);
  await app.db
    .update(licenses)
    .set({ organizationMenu, branchMenu, ...(change.maxBranches === undefined ? {} : { maxBranches: change.maxBranches }) })
    .where(and(eq(licenses.organizationId, orgId), eq(licenses.id, row!.id)));
}

export const auditOf = (app: FastifyInstance, orgId: number, entity: string, entityId: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
