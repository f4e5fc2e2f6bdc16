import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { roleCan, type PermissionAction } from '../../../src/schema/access';
import { liveServerMessageSchema } from '../../../src/schema/live';
import { parseLicenceKey } from '../../../src/schema/licence-gates';
import type { FieldHint, ResourceAction } from '../../../src/schema/resource-definition';
import { uniqueFieldsOf, type AnyResourceDefinition } from '../../../src/schema/resource-definition';
import { resourceRegistry } from '../../../src/schema/resources';
import { sampleCreateInput } from '../../helpers/resource-samples';
import { accessToken, liveUrl, openLive } from '../live-support';
import type { Auth, CrudWorld, Json } from './crud-world';
import { describeListSuite } from './resource-list-suite';
import { describeRulesSuite } from './resource-rules-suite';
import {
  basePath,
  createParents,
  createRecord,
  expectStatus,
  isRequired,
  issuePaths,
  itemPath,
  itemsOf,
  listWithin,
  sampleFor,
  sampleValue,
  writableFields,
  itWhen,
  stringFields,
  withNul,
  integerFields,
  badIntegers,
} from './resource-suite-support';

const permissionOf: Record<ResourceAction, PermissionAction> = { list: 'view', show: 'view', create: 'create', edit: 'edit', delete: 'delete' };

/** The first action the role table denies to a non-owner role on this resource, if any. */
function deniedAction(definition: AnyResourceDefinition) {
  for (const role of ['employee', 'administrator'] as const) {
    for (const action of ['delete', 'create', 'edit', 'list'] as const) {
      if (!roleCan(role, definition.permission, permissionOf[action])) return { role, action };
    }
  }
  return null;
}

/** The writable field an edit changes: a text one when there is one (its new value is easy to tell apart). */
const editableField = (definition: AnyResourceDefinition): string => {
  const hints = definition.hints as Record<string, FieldHint>;
  const fields = writableFields(definition).filter((field) => !['reference', 'references'].includes(hints[field]!.kind));
  return fields.find((field) => hints[field]!.kind === 'text') ?? fields[0]!;
};

/**
 * The generated API suite of one resource definition: everything is derived from the definition (fields,
 * hints, read-only and unique fields, scope, permission area, licence key, references, live, import).
 */
export function describeResourceSuite(
  definition: AnyResourceDefinition,
  getWorld: () => CrudWorld,
  definitions: readonly AnyResourceDefinition[] = resourceRegistry,
) {
  describe(definition.name, () => {
    const referencedBy = definitions.flatMap((other) =>
        Object.entries(other.hints as Record<string, FieldHint>)
          .filter(([, hint]) => ['reference', 'references'].includes(hint.kind) && hint.references === definition.name)
          .map(([field]) => ({ other, field })),
    );

    it('creates a valid record (201) and echoes its fields', async () => {
      const world = getWorld();
      const body = await sampleFor(world, world.a, definition);
      const answer = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body });
      expectStatus(answer, 201);
      expect(answer.json).toMatchObject(definition.createSchema.parse(body));
      expect(answer.json['version']).toBe(1);
      expect(definition.recordSchema.safeParse(answer.json).success).toBe(true);
    });

    it('refuses wrong types, missing required fields and unknown keys with 400 naming them', async () => {
      const world = getWorld();
      const body = await sampleFor(world, world.a, definition);
      for (const field of writableFields(definition)) {
        const answer = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: { ...body, [field]: { wrong: true } } });
        expectStatus(answer, 400);
        expect(issuePaths(answer).some((path) => path === field || path.startsWith(`${field}.`)), field).toBe(true);
        if (!isRequired(definition, field)) continue;
        const { [field]: _omitted, ...without } = body;
        const missing = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: without });
        expectStatus(missing, 400);
        expect(issuePaths(missing)).toContain(field);
      }
      const unknown = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: { ...body, noSuchField: 1 } });
      expectStatus(unknown, 400);
      expect(issuePaths(unknown)).toContain('noSuchField');
    });

    it('refuses the NUL character in every string field, on create and on edit, with 400 naming the field', async () => {
      const world = getWorld();
      const body = await sampleFor(world, world.a, definition);
      const created = await createRecord(world, world.a, definition);
      for (const field of stringFields(definition)) {
        const create = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: { ...body, [field]: withNul } });
        expectStatus(create, 400);
        expect(issuePaths(create), field).toEqual([field]);
        const edit = await world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, created['id']), { body: { version: 1, [field]: withNul } });
        expectStatus(edit, 400);
        expect(issuePaths(edit), field).toEqual([field]);
      }
    });

    const wholeNumberFields = integerFields(definition, writableFields(definition));
    itWhen(wholeNumberFields.length > 0)('refuses fractions and numbers out of the column\'s range with 400 naming the field', async () => {
      const world = getWorld();
      const body = await sampleFor(world, world.a, definition);
      for (const field of wholeNumberFields) {
        for (const value of badIntegers) {
          const answer = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: { ...body, [field]: value } });
          expectStatus(answer, 400);
          expect(new Set(issuePaths(answer)), `${field} ${value}`).toEqual(new Set([field]));
        }
      }
    });

    const dateFields = writableFields(definition).filter((field) => definition.hints[field]?.kind === 'date');
    itWhen(dateFields.length > 0)('refuses dates that do not exist with 400 naming the field', async () => {
      const world = getWorld();
      const body = await sampleFor(world, world.a, definition);
      for (const field of dateFields) {
        const answer = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: { ...body, [field]: '2024-02-30' } });
        expectStatus(answer, 400);
        expect(issuePaths(answer)).toEqual([field]);
      }
    });

    it('refuses read-only and system fields in the body with 400', async () => {
      const world = getWorld();
      const body = await sampleFor(world, world.a, definition);
      for (const field of [...definition.readOnly, 'id', 'version', 'createdAt']) {
        const answer = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: { ...body, [field]: 1 } });
        expectStatus(answer, 400);
        expect(issuePaths(answer)).toContain(field);
      }
    });

    it('shows, edits (version bumps), refuses a stale edit (409) and keeps unsent fields', async () => {
      const world = getWorld();
      const created = await createRecord(world, world.a, definition);
      const shown = await world.api(world.a.owner, 'GET', itemPath(definition, world.a, created['id']));
      expectStatus(shown, 200);
      expect(shown.json).toEqual(created);

      const field = editableField(definition);
      const value = sampleValue(definition, field, world.nextSeed());
      const edited = await world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, created['id']), { body: { version: 1, [field]: value } });
      expectStatus(edited, 200);
      expect(edited.json['version']).toBe(2);
      expect(edited.json[field]).toEqual((definition.createSchema.shape as Record<string, z.ZodType>)[field]!.parse(value));
      const { [field]: _before, version: _v, updatedAt: _u, ...unchanged } = created;
      expect(edited.json).toMatchObject(unchanged);

      const stale = await world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, created['id']), { body: { version: 1, [field]: value } });
      expectStatus(stale, 409);
      expect(stale.json).toMatchObject({ code: 'stale_version', message: 'Someone else changed this record since you opened it. Reload it to see their changes.' });

      const noVersion = await world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, created['id']), { body: { [field]: value } });
      expectStatus(noVersion, 400);
      expect(issuePaths(noVersion)).toContain('version');
      for (const readOnly of [...definition.readOnly, 'id', 'createdAt']) {
        const refused = await world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, created['id']), { body: { version: 2, [readOnly]: 1 } });
        expectStatus(refused, 400);
        expect(issuePaths(refused)).toContain(readOnly);
      }
    });

    it('lists its history: the update, then the create', async () => {
      const world = getWorld();
      const created = await createRecord(world, world.a, definition);
      const field = editableField(definition);
      const value = sampleValue(definition, field, world.nextSeed());
      expectStatus(await world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, created['id']), { body: { version: 1, [field]: value } }), 200);
      const history = await world.api(world.a.owner, 'GET', `${itemPath(definition, world.a, created['id'])}/history`);
      expectStatus(history, 200);
      expect(itemsOf(history).map((entry) => entry['action'])).toEqual(['update', 'create']);
      expect(history.json['meta']).toMatchObject({ totalItems: 2, itemCount: 2, currentPage: 1 });
      expect(itemsOf(history)[0]).toMatchObject({ actorName: 'Test User', changes: { [field]: { from: created[field] } } });
    });

    it('deletes (204), then answers 404 and leaves it out of the list', async () => {
      const world = getWorld();
      const created = await createRecord(world, world.a, definition);
      expectStatus(await world.api(world.a.owner, 'DELETE', itemPath(definition, world.a, created['id'])), 204);
      expectStatus(await world.api(world.a.owner, 'GET', itemPath(definition, world.a, created['id'])), 404);
      expectStatus(await world.api(world.a.owner, 'DELETE', itemPath(definition, world.a, created['id'])), 404);
      const list = await listWithin(world, definition, [created['id'] as number]);
      expect(itemsOf(list)).toEqual([]);
    });

    it("answers another chain's records and tenant like unknown ones (404)", async () => {
      const world = getWorld();
      const theirs = await createRecord(world, world.b, definition);
      const unknown = await world.api(world.a.owner, 'GET', itemPath(definition, world.a, 999_999_999));
      expectStatus(unknown, 404);
      const foreign = await world.api(world.a.owner, 'GET', itemPath(definition, world.a, theirs['id']));
      expect(foreign).toEqual(unknown);
      expectStatus(await world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, theirs['id']), { body: { version: 1 } }), 404);
      expectStatus(await world.api(world.a.owner, 'DELETE', itemPath(definition, world.a, theirs['id'])), 404);
      expectStatus(await world.api(world.a.owner, 'GET', basePath(definition, world.b)), 404);
      expectStatus(await world.api(world.a.owner, 'GET', itemPath(definition, world.b, theirs['id'])), 404);
      expectStatus(await world.api(world.a.owner, 'POST', basePath(definition, world.b), { body: {} }), 400);
      expectStatus(await world.api(world.b.owner, 'GET', itemPath(definition, world.b, theirs['id'])), 200);
    });

    itWhen(Object.values(definition.hints as Record<string, FieldHint>).some((h) => h.kind === 'reference' || h.kind === 'references'))(
      "refuses references to another chain's records with 400 naming the field",
      async () => {
        const world = getWorld();
        const ours = await createParents(world, world.a, definition);
        const theirs = await createParents(world, world.b, definition);
        for (const field of Object.keys(theirs)) {
          const body = sampleCreateInput(definition, world.nextSeed(), { ...ours, [field]: theirs[field]! });
          const answer = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body });
          expectStatus(answer, 400);
          expect(issuePaths(answer).some((path) => path.split('.')[0] === field)).toBe(true);
        }
      },
    );

    const denied = deniedAction(definition);
    itWhen(denied)(`refuses a role the role table denies (403 forbidden)`, async () => {
      const world = getWorld();
      const { role, action } = denied!;
      const auth: Auth = role === 'employee' ? world.employee : world.administrator;
      const record = await createRecord(world, world.a, definition);
      const answer =
        action === 'list'
          ? await world.api(auth, 'GET', basePath(definition, world.a))
          : action === 'create'
            ? await world.api(auth, 'POST', basePath(definition, world.a), { body: await sampleFor(world, world.a, definition) })
            : action === 'edit'
              ? await world.api(auth, 'PATCH', itemPath(definition, world.a, record['id']), { body: { version: 1 } })
              : await world.api(auth, 'DELETE', itemPath(definition, world.a, record['id']));
      expectStatus(answer, 403);
      expect(answer.json['code']).toBe('forbidden');
      expect(answer.json['message']).toMatch(new RegExp(`^Your role \\(${role}\\) cannot `));
    });

    it('refuses changes under a view-only licence (403 license_forbidden) and still lists', async () => {
      const world = getWorld();
      const body = await sampleFor(world, world.a, definition);
      // The licence key's top entry (`settings` of `settings.booking_settings#job_titles`): a child never gets more.
      const gate = parseLicenceKey(definition.menuKey);
      const isOrganizationKey = gate.menu === 'organization';
      const top = gate.key.split('.')[0]!;
      const key = isOrganizationKey ? top : `branch_${top}`;
      const restore = await world.changeLicence((licence) => {
        const menu = isOrganizationKey ? licence.organizationMenu : licence.branchMenu;
        menu[key]!.content = 'view';
      });
      try {
        const answer = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body });
        expectStatus(answer, 403);
        expect(answer.json).toMatchObject({ code: 'license_forbidden', message: expect.stringMatching(/view-only\.$/) });
        expectStatus(await world.api(world.a.owner, 'GET', basePath(definition, world.a)), 200);
      } finally {
        await restore();
      }
    });

    itWhen(referencedBy.length > 0)('refuses to delete a record still in use (409), then deletes it once free', async () => {
      const world = getWorld();
      const users = referencedBy;
      const parent = await createRecord(world, world.a, definition);
      const children: { definition: AnyResourceDefinition; id: unknown }[] = [];
      for (const { other, field } of users) {
        const refs = await createParents(world, world.a, other);
        refs[field] = other.hints[field]?.kind === 'references' ? [parent['id'] as number] : (parent['id'] as number);
        const child = await createRecord(world, world.a, other, sampleCreateInput(other, world.nextSeed(), refs));
        children.push({ definition: other, id: child['id'] });
      }
      const refused = await world.api(world.a.owner, 'DELETE', itemPath(definition, world.a, parent['id']));
      expectStatus(refused, 409);
      expect(refused.json['message']).toMatch(/^This .+ is still used by 1 /);
      for (const child of children) expectStatus(await world.api(world.a.owner, 'DELETE', itemPath(child.definition, world.a, child.id)), 204);
      expectStatus(await world.api(world.a.owner, 'DELETE', itemPath(definition, world.a, parent['id'])), 204);
    });

    for (const { field } of uniqueFieldsOf(definition)) {
      it(`keeps ${field} unique among live records, ignoring case (409)`, async () => {
        const world = getWorld();
        const first = await createRecord(world, world.a, definition);
        const body = { ...(await sampleFor(world, world.a, definition)), [field]: String(first[field]).toUpperCase() };
        const duplicate = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body });
        expectStatus(duplicate, 409);
        expect(duplicate.json['message']).toMatch(/already exists in this (branch|chain)\.$/);
        expect(issuePaths(duplicate)).toEqual([field]);
        const second = await createRecord(world, world.a, definition);
        const renamed = await world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, second['id']), { body: { version: 1, [field]: first[field] } });
        expectStatus(renamed, 409);
        const same = await world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, first['id']), { body: { version: 1, [field]: first[field] } });
        expectStatus(same, 200);
        // Concurrent creates of one new value: the check and the insert are one step, so exactly one wins.
        const racing = await sampleFor(world, world.a, definition);
        const answers = await Promise.all([0, 1, 2].map(() => world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: racing })));
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      });
    }

    itWhen(definition.licenceLimit)('stops at the licence limit (409 limit_reached), also under concurrent creates', async () => {
      const world = getWorld();
      await createRecord(world, world.a, definition);
      const total = (await world.api(world.a.owner, 'GET', basePath(definition, world.a), { query: { perPage: '1' } })).json['meta'] as Json;
      const live = total['totalItems'] as number;
      const restore = await world.changeLicence((licence) => {
        licence.maxEmployees = live;
      });
      try {
        const refused = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: await sampleFor(world, world.a, definition) });
        expectStatus(refused, 409);
        expect(refused.json).toMatchObject({ code: 'limit_reached', message: expect.stringMatching(new RegExp(`^Your plan “[^”]+” allows ${live} team members\\. Remove one or change the plan to add more\\.$`)) });
      } finally {
        await restore();
      }
      const restoreOneMore = await world.changeLicence((licence) => {
        licence.maxEmployees = live + 1;
      });
      try {
        const bodies = await Promise.all([0, 1, 2, 3, 4].map(() => sampleFor(world, world.a, definition)));
        const answers = await Promise.all(bodies.map((body) => world.api(world.a.owner, 'POST', basePath(definition, world.a), { body })));
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
      } finally {
        await restoreOneMore();
      }
    });

    itWhen(definition.importable)('imports valid rows and reports invalid ones, writing nothing of them', async () => {
      const world = getWorld();
      const before = ((await world.api(world.a.owner, 'GET', basePath(definition, world.a), { query: { perPage: '1' } })).json['meta'] as Json)['totalItems'] as number;
      const valid = await sampleFor(world, world.a, definition);
      const blank = Object.fromEntries(Object.entries(await sampleFor(world, world.a, definition)).map(([k, v]) => [k, v === null ? '' : v]));
      const firstRequired = writableFields(definition).find((field) => isRequired(definition, field))!;
      const rows = [valid, blank, { ...valid, [firstRequired]: { wrong: true } }, { ...valid, noSuchField: 1 }];
      const answer = await world.api(world.a.owner, 'POST', `${basePath(definition, world.a)}/import`, { body: { rows } });
      expectStatus(answer, 200);
      expect(answer.json['created']).toBe(2);
      const errors = answer.json['errors'] as { row: number; issues: { path: (string | number)[] }[] }[];
      expect(errors.map((e) => [e.row, e.issues.map((i) => i.path.join('.'))])).toEqual([
        [2, [firstRequired]],
        [3, ['noSuchField']],
      ]);
      const after = ((await world.api(world.a.owner, 'GET', basePath(definition, world.a), { query: { perPage: '1' } })).json['meta'] as Json)['totalItems'];
      expect(after).toBe(before + 2);
      expectStatus(await world.api(world.a.owner, 'POST', `${basePath(definition, world.a)}/import`, { body: { rows: [] } }), 400);
    });

    itWhen(definition.live)('announces creates, edits and deletes on the live channel after commit', async () => {
      const world = getWorld();
      const client = await openLive(liveUrl(world.app, await accessToken(world.app, await ownerId(world))));
      try {
        client.send({ event: 'subscribe', data: { channel: world.a.branchGuid } });
        await client.sync();
        const created = await createRecord(world, world.a, definition);
        const id = created['id'];
        const event = (action: string) => client.next((m) => m.event === 'resource:changed' && (m.data as Json)['id'] === id && (m.data as Json)['action'] === action);
        const announced = await event('create');
        expect(announced).toEqual({ event: 'resource:changed', data: { resource: definition.name, id, action: 'create' }, channel: world.a.branchGuid });
        expect(liveServerMessageSchema.safeParse(announced).success).toBe(true);
        expectStatus(await world.api(world.a.owner, 'DELETE', itemPath(definition, world.a, id)), 204);
        await event('delete');
      } finally {
        await client.close();
      }
    });

    it('is documented in the OpenAPI description with its schemas', async () => {
      const world = getWorld();
      const doc = (await world.api(null, 'GET', '/api/v1/docs/json')).json as { paths: Record<string, Record<string, Json>> };
      const base = basePath(definition, world.a).replace(/\/(branches|organizations)\/\d+\//, (_m, scope: string) => `/${scope}/{${scope === 'branches' ? 'branchId' : 'orgId'}}/`);
      const collection = doc.paths[base]!;
      const item = doc.paths[`${base}/{id}`]!;
      expect(Object.keys(collection).sort()).toEqual(['get', 'post']);
      expect(Object.keys(item).sort()).toEqual(['delete', 'get', 'patch']);
      expect(doc.paths[`${base}/{id}/history`]).toHaveProperty('get');
      expect(Boolean(doc.paths[`${base}/import`])).toBe(!!definition.importable);
      const queryNames = (collection['get']!['parameters'] as { name: string; in: string }[]).filter((p) => p.in === 'query').map((p) => p.name);
      expect(queryNames).toEqual(expect.arrayContaining(['page', 'perPage', 'sort', 'q', 'filters']));
      const body = ((collection['post']!['requestBody'] as Json)['content'] as Record<string, { schema: { properties: Json } }>)['application/json']!;
      expect(Object.keys(body.schema.properties).sort()).toEqual(writableFields(definition).sort());
      expect(collection['post']!['security']).toEqual([{ bearerAuth: [] }]);
    });

    it('needs a signed-in user (401) and digits for ids (400)', async () => {
      const world = getWorld();
      expectStatus(await world.api(null, 'GET', basePath(definition, world.a)), 401);
      expectStatus(await world.api(world.a.owner, 'GET', itemPath(definition, world.a, 'abc')), 400);
    });

    describeRulesSuite(definition, getWorld);
    describeListSuite(definition, getWorld);
  });
}

/** The owner's user id of chain A, read back from the token's subject via /me. */
async function ownerId(world: CrudWorld): Promise<number> {
  const me = await world.api(world.a.owner, 'GET', '/api/v1/me');
  return me.json['id'] as number;
}
