import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { employees, serviceCategories, services } from '../../db/tables';

type Scope = { organizationId: number; branchId: number };

/** The branch's live services in the catalog's order, each with its category's name, for the settings' switches. */
export const bookableServices = (db: DbExecutor, scope: Scope) =>
  db
    .select({ id: services.id, name: services.name, categoryName: serviceCategories.name, bookableOnline: services.bookableOnline, version: services.version })
    .from(services)
    .leftJoin(serviceCategories, and(eq(serviceCategories.organizationId, services.organizationId), eq(serviceCategories.id, services.categoryId)))
    .where(and(eq(services.organizationId, scope.organizationId), eq(services.branchId, scope.branchId), isNull(services.deletedAt)))
    .orderBy(asc(serviceCategories.sortOrder), asc(services.sortOrder), asc(services.name), asc(services.id));

/** The branch's live team members in the team's order. */
export const bookableEmployees = (db: DbExecutor, scope: Scope) =>
  db
    .select({ id: employees.id, name: sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`, bookableOnline: employees.bookableOnline, version: employees.version })
    .from(employees)
    .where(and(eq(employees.organizationId, scope.organizationId), eq(employees.branchId, scope.branchId), isNull(employees.deletedAt)))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
