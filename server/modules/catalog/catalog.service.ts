import type { CategoryOrder, EmployeeServices, EmployeeServicesUpdate, ServiceEmployee, ServiceOrder } from '../../../src/schema/catalog';
import type { Db } from '../../db/client';
import { DomainError, notFound, type FieldIssue, type Sentence } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { licenceGates, openBranch, requireGate, type BranchContext } from '../settings/settings-access';
import {
  findLiveEmployee,
  findLiveService,
  listCategoryIds,
  listEmployeeServices,
  listServiceEmployees,
  listServiceIdsOfCategory,
  liveServiceIds,
  replaceEmployeeServices,
  setCategoryOrder,
  setServiceOrder,
  type BranchScope,
} from './catalog.repository';

const scopeOf = (context: BranchContext): BranchScope => ({ organizationId: context.access.organizationId, branchId: context.branch.id });

async function requireEmployee(db: Db, scope: BranchScope, employeeId: number) {
  if (!(await findLiveEmployee(db, scope, employeeId))) throw notFound('teamMember');
}

export async function getEmployeeServices(db: Db, userId: number, branchId: number, employeeId: number): Promise<EmployeeServices> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.team, 'team', 'view');
  const scope = scopeOf(context);
  await requireEmployee(db, scope, employeeId);
  return { items: await listEmployeeServices(db, scope, employeeId) };
}

/** Replaces the member's whole set; every service must be a live service of the same branch (400 naming the item). */
export async function putEmployeeServices(db: Db, userId: number, branchId: number, employeeId: number, input: EmployeeServicesUpdate): Promise<EmployeeServices> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.team, 'team', 'edit');
  const scope = scopeOf(context);
  return db.transaction(async (tx) => {
    await requireEmployee(tx, scope, employeeId);
    const live = await liveServiceIds(tx, scope, input.items.map((item) => item.serviceId));
    const issues = input.items.flatMap((item, index): FieldIssue[] =>
      live.has(item.serviceId) ? [] : [{ path: ['items', index, 'serviceId'], message: (m) => m.catalog.notAService({ id: item.serviceId }) }],
    );
    if (issues.length > 0) throw new DomainError('bad_request', (m) => m.common.checkFields({ fields: issues.map((i) => i.path.join('.')) }), issues);
    const before = await listEmployeeServices(tx, scope, employeeId);
    await replaceEmployeeServices(tx, scope.organizationId, employeeId, input.items);
    const after = await listEmployeeServices(tx, scope, employeeId);
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      actorUserId: userId,
      entity: 'employee',
      entityId: employeeId,
      action: 'update',
      before: { services: before },
      after: { services: after },
    });
    return { items: after };
  });
}

export async function getServiceEmployees(db: Db, userId: number, branchId: number, serviceId: number): Promise<{ items: ServiceEmployee[] }> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.catalog, 'catalog', 'view');
  const scope = scopeOf(context);
  if (!(await findLiveService(db, scope, serviceId))) throw notFound('service');
  return { items: await listServiceEmployees(db, scope, serviceId) };
}

/** The list must name exactly the scope's records, each once: a stale screen must not half-reorder. */
function requireSameSet(ids: readonly number[], current: readonly number[], what: 'categories' | 'services of this category'): void {
  const known = new Set(current);
  const given = new Set(ids);
  const unknown = ids.filter((id) => !known.has(id));
  const missing = current.filter((id) => !given.has(id));
  if (unknown.length === 0 && missing.length === 0) return;
  const message: Sentence = (m) => m.catalog.listEveryOnce({ what, unknown, missing });
  throw new DomainError('bad_request', message, [{ path: ['ids'], message }]);
}

export async function orderCategories(db: Db, userId: number, branchId: number, input: CategoryOrder): Promise<void> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.catalog, 'catalog', 'edit');
  const scope = scopeOf(context);
  await db.transaction(async (tx) => {
    const before = await listCategoryIds(tx, scope);
    requireSameSet(input.ids, before, 'categories');
    await setCategoryOrder(tx, scope, input.ids);
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      actorUserId: userId,
      entity: 'branch',
      entityId: branchId,
      action: 'update',
      before: { categoryOrder: before },
      after: { categoryOrder: input.ids },
    });
  });
}

export async function orderServices(db: Db, userId: number, branchId: number, input: ServiceOrder): Promise<void> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.catalog, 'catalog', 'edit');
  const scope = scopeOf(context);
  await db.transaction(async (tx) => {
    const before = await listServiceIdsOfCategory(tx, scope, input.categoryId);
    requireSameSet(input.ids, before, 'services of this category');
    await setServiceOrder(tx, scope, input.ids);
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      actorUserId: userId,
      entity: input.categoryId === null ? 'branch' : 'service_category',
      entityId: input.categoryId ?? branchId,
      action: 'update',
      before: { serviceOrder: before },
      after: { serviceOrder: input.ids },
    });
  });
}
