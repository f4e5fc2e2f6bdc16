import { randomUUID } from 'node:crypto';
import { networkPaths, type NetworkAbout, type NetworkAboutUpdate, type NetworkImage, type Post, type PostInput, type PostUpdate } from '../../../src/schema/network/network-site';
import { photoKey, photoVariants, type PhotoVariant } from '../../../src/schema/photos';
import type { Db } from '../../db/client';
import { badInput, conflict, DomainError, notFound, type FieldIssue } from '../../plugins/app/domain-error';
import { inTransaction } from '../../crud/crud.repository';
import { toStoredPhoto } from '../photos/photo-image';
import { removePhotoFiles, type PhotoFiles } from '../photos/photo-store';
import { authorizeNetwork } from './network-access';
import {
  addImage,
  deletePost,
  findChainSlug,
  findPost,
  findSite,
  imageOfChain,
  insertPost,
  listChainBranches,
  listPosts,
  slugTaken,
  updatePost,
  writeSite,
  type PostRow,
} from './network.repository';
import { sanitizePostHtml } from './post-html';

/** Network's staff API (docs/network-site.md): the About page's settings, the blog's posts and their images. */

const postNotFound = () => notFound((m) => m.network.postNotFound);
/** 409 with the slug named as the field, so the form says it under the address. */
const slugConflict = (slug: string) => new DomainError('conflict', (m) => m.network.slugTaken({ slug }), [{ path: ['slug'], message: (m) => m.network.slugTaken({ slug }) }]);

function postOf(row: PostRow, origin: string, chainSlug: string | null): Post {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    language: row.language as Post['language'],
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    status: row.status,
    coverPhotoId: row.coverPhotoId,
    version: row.version,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    publicUrl: row.status === 'published' && chainSlug ? `${origin}${networkPaths.post(chainSlug, row.slug)}` : null,
  };
}

export async function getAbout(db: Db, userId: number, organizationId: number, origin: string): Promise<NetworkAbout> {
  await authorizeNetwork(db, userId, organizationId, 'view');
  const [site, slug, branches] = await Promise.all([findSite(db, organizationId), findChainSlug(db, organizationId), listChainBranches(db, organizationId)]);
  const hidden = new Set(site.about.hiddenBranchIds);
  return {
    ...site.about,
    version: site.version,
    siteUrl: slug ? `${origin}${networkPaths.about(slug)}` : null,
    branches: branches.map((branch) => ({
      id: branch.id,
      name: branch.name,
      address: branch.address,
      alias: branch.alias,
      workingHours: branch.workingHours,
      bookingUrl: `${origin}/book/${branch.alias}`,
      siteUrl: slug ? `${origin}${networkPaths.branch(slug, branch.alias)}` : '',
      shown: !hidden.has(branch.id),
    })),
  };
}

/** The whole About settings replaced under the version read (stale: 409); branches named must be the chain's. */
export async function saveAbout(db: Db, userId: number, organizationId: number, body: NetworkAboutUpdate, origin: string): Promise<NetworkAbout> {
  await authorizeNetwork(db, userId, organizationId, 'edit');
  const ids = new Set((await listChainBranches(db, organizationId)).map((branch) => branch.id));
  const issues: FieldIssue[] = [];
  body.hiddenBranchIds.forEach((id, index) => {
    if (!ids.has(id)) issues.push({ path: ['hiddenBranchIds', index], message: (m) => m.network.branchNotInChain });
  });
  for (const key of Object.keys(body.branchTexts)) if (!ids.has(Number(key))) issues.push({ path: ['branchTexts', key], message: (m) => m.network.branchNotInChain });
  if (issues.length > 0) throw badInput(issues);
  const { version, ...about } = body;
  await inTransaction(db, async (tx) => {
    const current = await findSite(tx, organizationId, true);
    if (current.version !== version) throw conflict((m) => m.network.aboutChanged);
    await writeSite(tx, organizationId, { ...about, hiddenBranchIds: [...new Set(about.hiddenBranchIds)] }, version + 1);
  });
  return getAbout(db, userId, organizationId, origin);
}

export async function getPosts(db: Db, userId: number, organizationId: number, origin: string): Promise<Omit<Post, 'bodyHtml'>[]> {
  await authorizeNetwork(db, userId, organizationId, 'view');
  const [rows, slug] = await Promise.all([listPosts(db, organizationId), findChainSlug(db, organizationId)]);
  return rows.map((row) => {
    const { bodyHtml: _body, ...post } = postOf(row, origin, slug);
    return post;
  });
}

export async function getPost(db: Db, userId: number, organizationId: number, postId: number, origin: string): Promise<Post> {
  await authorizeNetwork(db, userId, organizationId, 'view');
  const row = await findPost(db, organizationId, postId);
  if (!row) throw postNotFound();
  return postOf(row, origin, await findChainSlug(db, organizationId));
}

/** What is stored of a post: its HTML sanitised, its cover one of the chain's own images. */
async function cleanInput(db: Db, organizationId: number, input: PostInput): Promise<PostInput> {
  if (input.coverPhotoId && !(await imageOfChain(db, organizationId, input.coverPhotoId.toLowerCase()))) {
    throw badInput([{ path: ['coverPhotoId'], message: (m) => m.notFound.photo }]);
  }
  const { title, slug, language, summary, status } = input;
  return { title, slug, language, summary, status, coverPhotoId: input.coverPhotoId?.toLowerCase() ?? null, bodyHtml: sanitizePostHtml(input.bodyHtml) };
}

export async function createPost(db: Db, userId: number, organizationId: number, body: PostInput, origin: string): Promise<Post> {
  await authorizeNetwork(db, userId, organizationId, 'create');
  const input = await cleanInput(db, organizationId, body);
  if (await slugTaken(db, organizationId, input.slug, null)) throw slugConflict(input.slug);
  const row = await insertPost(db, organizationId, input);
  if (!row) throw slugConflict(input.slug);
  return postOf(row, origin, await findChainSlug(db, organizationId));
}

export async function savePost(db: Db, userId: number, organizationId: number, postId: number, body: PostUpdate, origin: string): Promise<Post> {
  await authorizeNetwork(db, userId, organizationId, 'edit');
  const input = await cleanInput(db, organizationId, body);
  const row = await inTransaction(db, async (tx) => {
    const current = await findPost(tx, organizationId, postId, true);
    if (!current) throw postNotFound();
    if (current.version !== body.version) throw conflict((m) => m.network.postChanged);
    if (await slugTaken(tx, organizationId, input.slug, postId)) throw slugConflict(input.slug);
    return updatePost(tx, organizationId, postId, input);
  });
  return postOf(row, origin, await findChainSlug(db, organizationId));
}

export async function removePost(db: Db, userId: number, organizationId: number, postId: number): Promise<void> {
  await authorizeNetwork(db, userId, organizationId, 'delete');
  if (!(await deletePost(db, organizationId, postId))) throw postNotFound();
}

const variants = Object.keys(photoVariants) as PhotoVariant[];

/**
 * An image for a post through the photo pipeline (decoded, upright, a 512 px square WebP and its thumb, no
 * metadata). Public from now on at `/n/-/images/{id}`: the editor puts that address in the post. The files are
 * stored first and removed again when the row cannot be written.
 */
export async function uploadImage(db: Db, files: PhotoFiles, userId: number, organizationId: number, upload: unknown): Promise<NetworkImage> {
  await authorizeNetwork(db, userId, organizationId, 'edit');
  if (!Buffer.isBuffer(upload) || upload.length === 0) {
    throw new DomainError('bad_request', (m) => m.photos.sendAsBody, [{ path: ['photo'], message: (m) => m.common.required }]);
  }
  const stored = await toStoredPhoto(upload);
  const photoId = randomUUID();
  await Promise.all(variants.map((variant) => files.store.put(photoKey(photoId, variant), stored[variant])));
  try {
    await addImage(db, organizationId, photoId);
  } catch (error) {
    await removePhotoFiles(files, photoId);
    throw error;
  }
  return { photoId, url: networkPaths.image(photoId), thumbUrl: networkPaths.image(photoId, 'thumb') };
}
