import { access, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, employees, liveOutbox } from '../../server/db/tables';
import { photoFilePath, photoKey, photoLimits, photoPath } from '../../src/schema/photos';
import { makeTempDataDir } from '../helpers/temp-data-dir';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { auditOf, chainWithOwner, memberOf, type Chain } from './settings-support';

/** Real images, made by sharp as a camera would write them: larger than the stored square, with EXIF. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .withExif({ IFD0: { Make: 'Test Camera', Model: 'T-1', Copyright: 'Somebody' } })
    .jpeg()
    .toBuffer();
const screenshotPng = () => sharp({ create: { width: 300, height: 300, channels: 4, background: '#2e86c1' } }).png().toBuffer();

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('photos of clients and team members', () => {
  let t: TestApp;
  let dataDir: string;
  let chain: Chain;
  let other: Chain;
  let client: number;
  let member: number;
  let employeeRole: { authorization: string };

  beforeAll(async () => {
    dataDir = await makeTempDataDir('photos-test-');
    t = await createTestApp({ DATA_DIR: dataDir });
    chain = await chainWithOwner(t.app, 'Photo Chain');
    other = await chainWithOwner(t.app, 'Photo Other');
    const scope = { organizationId: chain.orgId, branchId: chain.branchId };
    client = (await t.app.db.insert(clients).values({ ...scope, firstName: 'Milica', lastName: 'Ilić' }).returning())[0]!.id;
    member = (await t.app.db.insert(employees).values({ ...scope, firstName: 'Anna', color: '#aa3366' }).returning())[0]!.id;
    employeeRole = (await memberOf(t.app, chain.orgId, 'employee', [chain.branchId])).auth;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const recordPath = (name: 'clients' | 'employees', id: number, branchId = chain.branchId) => `/api/v1/branches/${branchId}/${name}/${id}`;
  const upload = (url: string, body: Buffer | string, headers: Record<string, string> = chain.owner, type = 'image/jpeg') =>
    t.app.inject({ method: 'PUT', url: photoPath(url), headers: { ...headers, 'content-type': type }, payload: body });
  const fileOnDisk = (photoId: string, variant: 'full' | 'thumb') => path.join(dataDir, photoKey(photoId, variant));

  it('keeps an upload as 512 and 96 px square WebP without its EXIF; the version bumps, the audit and the branch hear of it', async () => {
    const jpeg = await cameraJpeg(1200, 800);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(recordPath('clients', client), jpeg);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({ id: client, firstName: 'Milica', version: 2, photoId: expect.any(String) });

    for (const [variant, size] of [['full', 512], ['thumb', 96]] as const) {
      const stored = await sharp(await readFile(fileOnDisk(record.photoId, variant))).metadata();
      expect({ format: stored.format, width: stored.width, height: stored.height, exif: stored.exif }).toEqual({ format: 'webp', width: size, height: size, exif: undefined });
    }

    const audit = await auditOf(t.app, chain.orgId, 'clients', client);
    expect(audit.at(-1)).toMatchObject({ action: 'update', changes: { photoId: { from: null, to: record.photoId } } });
    const events = await t.app.db.select().from(liveOutbox).where(and(eq(liveOutbox.organizationId, chain.orgId), eq(liveOutbox.event, 'resource:changed')));
    expect(events.map((e) => e.data)).toContainEqual({ resource: 'clients', id: client, action: 'update' });

    const shown = await t.app.inject({ method: 'GET', url: recordPath('clients', client), headers: chain.owner });
    expect(shown.json().photoId).toBe(record.photoId);
  });

  it('serves the current photo to those who may see the record, privately cacheable; nobody else', async () => {
    const { photoId } = (await upload(recordPath('employees', member), await screenshotPng(), chain.owner, 'image/png')).json();
    const full = photoFilePath(recordPath('employees', member), photoId, 'full');
    const thumb = photoFilePath(recordPath('employees', member), photoId, 'thumb');

    const seen = await t.app.inject({ method: 'GET', url: thumb, headers: employeeRole });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await sharp(seen.rawPayload).metadata()).width).toBe(96);
    expect((await t.app.inject({ method: 'GET', url: full, headers: chain.owner })).statusCode).toBe(200);

    // A stranger without a session, and the owner of another chain.
    const stranger = await t.app.inject({ method: 'GET', url: full });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.headers['content-type']).not.toBe('image/webp');
    expect((await t.app.inject({ method: 'GET', url: full, headers: other.owner })).statusCode).toBe(404);
    // The other chain's owner naming our record under their own branch.
    const viaOwnBranch = photoFilePath(recordPath('employees', member, other.branchId), photoId, 'full');
    expect((await t.app.inject({ method: 'GET', url: viaOwnBranch, headers: other.owner })).statusCode).toBe(404);
  });

  it('replacing a photo removes the old files; removing it too; an old address then answers 404', async () => {
    const first = (await upload(recordPath('clients', client), await cameraJpeg(640, 640))).json();
    const second = (await upload(recordPath('clients', client), await screenshotPng(), chain.owner, 'image/png')).json();
    expect(second.photoId).not.toBe(first.photoId);
    expect(second.version).toBe(first.version + 1);
    expect(await exists(fileOnDisk(first.photoId, 'full'))).toBe(false);
    expect(await exists(fileOnDisk(first.photoId, 'thumb'))).toBe(false);
    expect(await exists(fileOnDisk(second.photoId, 'full'))).toBe(true);
    const old = await t.app.inject({ method: 'GET', url: photoFilePath(recordPath('clients', client), first.photoId, 'full'), headers: chain.owner });
    expect(old.statusCode).toBe(404);

    const removed = await t.app.inject({ method: 'DELETE', url: photoPath(recordPath('clients', client)), headers: chain.owner });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ photoId: null, version: second.version + 1 });
    expect(await exists(fileOnDisk(second.photoId, 'full'))).toBe(false);
    expect(await exists(fileOnDisk(second.photoId, 'thumb'))).toBe(false);
    // Nothing left to remove: answered as it is, no new version.
    const again = await t.app.inject({ method: 'DELETE', url: photoPath(recordPath('clients', client)), headers: chain.owner });
    expect(again.json()).toMatchObject({ photoId: null, version: second.version + 1 });
  });

  it('refuses a text file named .jpg, an empty body and an SVG with a sentence (400), and keeps the record as it was', async () => {
    const before = (await t.app.inject({ method: 'GET', url: recordPath('clients', client), headers: chain.owner })).json();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const [body, type] of [
      ['These are my notes, not a photo.\n', 'image/jpeg'],
      [svg, 'image/svg+xml'],
    ] as const) {
      const res = await upload(recordPath('clients', client), body, chain.owner, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', message: 'This file is not a photo we can read. Choose a JPEG, PNG, WebP or AVIF image.' });
    }
    const empty = await t.app.inject({ method: 'PUT', url: photoPath(recordPath('clients', client)), headers: chain.owner });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send the photo as the request body.');
    const after = (await t.app.inject({ method: 'GET', url: recordPath('clients', client), headers: chain.owner })).json();
    expect(after.version).toBe(before.version);
  });

  it('refuses a photo over 10 MB with 413 and a sentence', async () => {
    const res = await upload(recordPath('clients', client), Buffer.alloc(photoLimits.maxBytes + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: 'A photo may be at most 10 MB. Choose a smaller one.' });
  });

  it("answers 404 for another chain's record and 403 to a role that may not edit it", async () => {
    const jpeg = await cameraJpeg(200, 200);
    expect((await upload(recordPath('clients', client), jpeg, other.owner)).statusCode).toBe(404);
    expect((await upload(recordPath('clients', client, other.branchId), jpeg, other.owner)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: photoPath(recordPath('employees', member, other.branchId)), headers: other.owner })).statusCode).toBe(404);
    expect((await upload(recordPath('clients', 999_999), jpeg)).statusCode).toBe(404);

    // Employees may edit clients but only view the team.
    const forbidden = await upload(recordPath('employees', member), jpeg, employeeRole);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    expect((await t.app.inject({ method: 'DELETE', url: photoPath(recordPath('employees', member)), headers: employeeRole })).statusCode).toBe(403);
    // And only their own clients (src/schema/access.ts employeeRecordReach): another's is an unknown id.
    expect((await upload(recordPath('clients', client), jpeg, employeeRole)).statusCode).toBe(404);
    const theirs = await t.app.inject({ method: 'POST', url: `/api/v1/branches/${chain.branchId}/clients`, headers: employeeRole, payload: { firstName: 'Added' } });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await upload(recordPath('clients', theirs.json().id), jpeg, employeeRole)).statusCode).toBe(200);
  });

  it('refuses a photo field in a record edit: only the photo routes set it', async () => {
    const record = (await t.app.inject({ method: 'GET', url: recordPath('clients', client), headers: chain.owner })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: recordPath('clients', client),
      headers: chain.owner,
      payload: { version: record.version, photoId: '8a3c2f4e-9a1b-4c1d-8e2f-0a1b2c3d4e5f' },
    });
    expect(res.statusCode).toBe(400);
  });

  const newRecord = async (name: 'clients' | 'employees') => {
    const scope = { organizationId: chain.orgId, branchId: chain.branchId };
    const table = name === 'clients' ? clients : employees;
    const values = name === 'clients' ? { ...scope, firstName: 'Leaving', lastName: 'Soon' } : { ...scope, firstName: 'Leaving', color: '#3366aa' };
    return (await t.app.db.insert(table).values(values).returning({ id: table.id }))[0]!.id;
  };

  for (const name of ['clients', 'employees'] as const) {
    it(`deleting one of the ${name} removes their photo files from the store once the delete has committed`, async () => {
      const id = await newRecord(name);
      const { photoId } = (await upload(recordPath(name, id), await cameraJpeg(400, 400))).json();
      expect([await exists(fileOnDisk(photoId, 'full')), await exists(fileOnDisk(photoId, 'thumb'))]).toEqual([true, true]);
      const deleted = await t.app.inject({ method: 'DELETE', url: recordPath(name, id), headers: chain.owner });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect([await exists(fileOnDisk(photoId, 'full')), await exists(fileOnDisk(photoId, 'thumb'))]).toEqual([false, false]);
      expect((await t.app.inject({ method: 'GET', url: recordPath(name, id), headers: chain.owner })).statusCode).toBe(404);
    });
  }

  it('a refused delete keeps the photo; a photo that cannot be removed never fails the delete', async () => {
    const id = await newRecord('clients');
    const { photoId } = (await upload(recordPath('clients', id), await cameraJpeg(300, 300))).json();
    const foreign = await t.app.inject({ method: 'DELETE', url: recordPath('clients', id, other.branchId), headers: other.owner });
    expect(foreign.statusCode).toBe(404);
    expect(await exists(fileOnDisk(photoId, 'full'))).toBe(true);
    // A folder where the thumbnail file was: the store cannot remove it, the delete still stands.
    await rm(fileOnDisk(photoId, 'thumb'));
    await mkdir(path.join(fileOnDisk(photoId, 'thumb'), 'stuck'), { recursive: true });
    const deleted = await t.app.inject({ method: 'DELETE', url: recordPath('clients', id), headers: chain.owner });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: recordPath('clients', id), headers: chain.owner })).statusCode).toBe(404);
    await rm(fileOnDisk(photoId, 'thumb'), { recursive: true, force: true });
  });
});
