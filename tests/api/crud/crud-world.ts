import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { CrudResourceInput } from '../../../server/crud';
import { buildCrudRegistry } from '../../../server/crud/crud-registry';
import { licenses } from '../../../server/db/tables';
import { findActiveLicense } from '../../../server/modules/account/license.repository';
import { grantAccess } from '../../../server/modules/account/organization.repository';
import type { MenuTree } from '../../../src/schema/license';
import type { AnyResourceDefinition } from '../../../src/schema/resource-definition';
import { resourceRegistry } from '../../../src/schema/resources';
import { createTestApp } from '../../helpers/test-app';
import { newChain, userWithToken } from '../account-support';

/**
 * What the generated CRUD suites run against: one real app on a fresh database, two chains owned by two
 * users (A is "ours", B is "another chain"), and an employee and an administrator of A's branch.
 */

export type Json = Record<string, unknown>;
export type Answer = { status: number; json: Json };
export type Auth = { authorization: string };
export type Chain = { organizationId: number; branchId: number; branchGuid: string; owner: Auth; ownerToken: string };
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type CrudWorld = {
  app: FastifyInstance;
  a: Chain;
  b: Chain;
  employee: Auth;
  administrator: Auth;
  /** The registry plus any extra definitions the app serves. */
  definitions: AnyResourceDefinition[];
  /** A seed no other record of this world has used (unique names stay unique). */
  nextSeed(): number;
  api(auth: Auth | null, method: Method, url: string, options?: { body?: unknown; query?: Record<string, string> }): Promise<Answer>;
  /** Writes fields the API never accepts (a client's balance) straight into the record's row. */
  setMaintainedFields(definition: AnyResourceDefinition, id: number, values: Json): Promise<void>;
  /** Rewrites chain A's licence in force (menus, limits); returns a function that puts the old one back. */
  changeLicence(change: (licence: { branchMenu: MenuTree; organizationMenu: MenuTree; maxEmployees: number }) => void): Promise<() => Promise<void>>;
};

export type WorldOptions = {
  extraResources?: CrudResourceInput[];
  /** Runs on the migrated database before the app is built (a fixture creates its table here). */
  beforeBuild?: (databaseUrl: string) => Promise<void>;
};

async function createChain(app: FastifyInstance, name: string): Promise<Chain> {
  const { auth } = await userWithToken(app);
  const answer = await app.inject({ method: 'POST', url: '/api/v1/organizations', headers: auth, payload: { ...newChain, name } });
  if (answer.statusCode !== 201) throw new Error(`chain not created: ${answer.body}`);
  const organization = answer.json() as { id: number; branches: { id: number; guid: string }[] };
  const branch = organization.branches[0]!;
  return { organizationId: organization.id, branchId: branch.id, branchGuid: branch.guid, owner: auth, ownerToken: auth.authorization.slice(7) };
}

/** Registers beforeAll / afterAll for the file and hands the world to the tests. */
export function setUpCrudWorld(options: WorldOptions = {}): () => CrudWorld {
  let world: CrudWorld | undefined;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const t = await createTestApp({}, { extraResources: options.extraResources ?? [], ...(options.beforeBuild ? { beforeBuild: options.beforeBuild } : {}) });
    close = t.close;
    const { app } = t;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const a = await createChain(app, 'Chain A');
    const b = await createChain(app, 'Chain B');
    const staff = async (role: 'employee' | 'administrator') => {
      const { userId, auth } = await userWithToken(app);
      await grantAccess(app.db, { organizationId: a.organizationId, userId, role, branchIds: [a.branchId] });
      return auth;
    };
    const employee = await staff('employee');
    const administrator = await staff('administrator');
    // The trial allows 10 team members; the suites create more than that in one chain.
    await app.db.update(licenses).set({ maxEmployees: 1000 });

    const registry = buildCrudRegistry(options.extraResources ?? []);
    let seed = 100;
    world = {
      app,
      a,
      b,
      employee,
      administrator,
      definitions: [...resourceRegistry, ...(options.extraResources ?? []).map((extra) => extra.definition)],
      nextSeed: () => ++seed,
      async api(auth, method, url, { body, query } = {}) {
        const answer = await app.inject({
          method,
          url,
          ...(query ? { query } : {}),
          headers: auth ?? {},
          ...(body === undefined ? {} : { payload: body as Json }),
        });
        return { status: answer.statusCode, json: answer.body ? (answer.json() as Json) : {} };
      },
      async setMaintainedFields(definition, id, values) {
        const resource = registry.find(definition.name)!;
        await app.db.update(resource.table).set(values as never).where(eq(resource.columns['id']!, id));
      },
      async changeLicence(change) {
        const licence = await findActiveLicense(app.db, a.organizationId);
        if (!licence) throw new Error('chain A has no licence');
        const before = { branchMenu: licence.branchMenu, organizationMenu: licence.organizationMenu, maxEmployees: licence.maxEmployees };
        const after = structuredClone(before);
        change(after);
        await app.db.update(licenses).set(after).where(eq(licenses.id, licence.id));
        return async () => {
          await app.db.update(licenses).set(before).where(eq(licenses.id, licence.id));
        };
      },
    };
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  return () => {
    if (!world) throw new Error('the CRUD world is not set up yet');
    return world;
  };
}
