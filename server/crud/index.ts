import type { FastifyPluginAsync } from 'fastify';
import { photoStoreOf } from '../modules/photos/photo-store';
import { buildCrudRegistry, type CrudResourceInput } from './crud-registry';
import { registerResourceRoutes } from './crud.routes';

export type { CrudResourceInput } from './crud-registry';

export type CrudModuleOptions = {
  /** Definitions served besides the registry's (tests prove a new definition file yields its API). */
  extraResources?: readonly CrudResourceInput[];
};

/**
 * The resource engine's REST API under /api/v1 (prefix given by app.ts): list, create, show, edit, delete,
 * history (and import where the definition allows it) for every definition of src/schema/resources.
 */
export const crudModule: FastifyPluginAsync<CrudModuleOptions> = async (app, options) => {
  const registry = buildCrudRegistry(options.extraResources ?? []);
  const deps = { db: app.db, live: app.live, registry, photos: { store: await photoStoreOf(app.env), log: app.log } };
  for (const resource of registry.resources) registerResourceRoutes(app, deps, resource);
};
