import type { AnyResourceDefinition } from '../resource-definition';
import { clientsResource } from './clients';
import { employeesResource } from './employees';
import { jobTitlesResource } from './job-titles';
import { membershipsResource } from './memberships';
import { productsResource } from './products';
import { resourcesResource } from './resources';
import { serviceCategoriesResource } from './service-categories';
import { servicesResource } from './services';
import { vacanciesResource } from './vacancies';
import { vacancyRepliesResource } from './vacancy-replies';

/**
 * Every resource of the engine. Adding one here (with its table) gives it API routes, screens, access checks
 * and generated tests; referenced resources come before the ones pointing at them.
 */
export const resourceRegistry = [
  clientsResource,
  serviceCategoriesResource,
  servicesResource,
  membershipsResource,
  productsResource,
  jobTitlesResource,
  employeesResource,
  resourcesResource,
  vacanciesResource,
  vacancyRepliesResource,
] as const satisfies readonly AnyResourceDefinition[];

export type ResourceName = (typeof resourceRegistry)[number]['name'];

export const findResource = (name: string): AnyResourceDefinition | undefined =>
  resourceRegistry.find((definition) => definition.name === name);
