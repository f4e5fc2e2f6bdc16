import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { defaultNetworkAbout, type NetworkAboutSettings, type PostInput } from '../../../src/schema/network/network-site';
import type { Db, DbExecutor } from '../../db/client';
import { bookingAddresses, branches, networkImages, networkPosts, networkSites, organizations, vacancies } from '../../db/tables';

/** The chain's booking slug: the site's address (`/n/{slug}`); null while it has none. */
export async function findChainSlug(db: DbExecutor, organizationId: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: bookingAddresses.address })
    .from(bookingAddresses)
    .where(and(eq(bookingAddresses.kind, 'slug'), eq(bookingAddresses.organizationId, organizationId), isNull(bookingAddresses.branchId)));
  return row?.slug ?? null;
}

/** The chain whose site a slug is: a chain's slug only (a branch's slug is no site). */
export async function findChainBySlug(db: DbExecutor, slug: string): Promise<{ organizationId: number; name: string } | null> {
  const [row] = await db
    .select({ organizationId: organizations.id, name: organizations.name })
    .from(bookingAddresses)
    .innerJoin(organizations, eq(organizations.id, bookingAddresses.organizationId))
    .where(and(eq(bookingAddresses.kind, 'slug'), eq(bookingAddresses.address, slug), isNull(bookingAddresses.branchId)));
  return row ?? null;
}

/** The chain's live branches with their slugs (a branch without one has no page to link to), by name. */
export async function listChainBranches(db: DbExecutor, organizationId: number) {
  return db
    .select({ id: branches.id, name: branches.name, address: branches.address, alias: bookingAddresses.address, workingHours: branches.workingHours, timeZone: branches.timeZone })
    .from(branches)
    .innerJoin(bookingAddresses, and(eq(bookingAddresses.organizationId, branches.organizationId), eq(bookingAddresses.branchId, branches.id), eq(bookingAddresses.kind, 'slug')))
    .where(and(eq(branches.organizationId, organizationId), isNull(branches.deletedAt)))
    .orderBy(asc(branches.name), asc(branches.id));
}
export type ChainBranchRow = Awaited<ReturnType<typeof listChainBranches>>[number];

export async function findSite(db: DbExecutor, organizationId: number, lock = false): Promise<{ about: NetworkAboutSettings; version: number }> {
  const query = db.select({ about: networkSites.about, version: networkSites.version }).from(networkSites).where(eq(networkSites.organizationId, organizationId));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? { about: defaultNetworkAbout, version: 0 };
}

/** The About settings written with the next version; the caller has checked the version under its lock. */
export async function writeSite(db: DbExecutor, organizationId: number, about: NetworkAboutSettings, version: number): Promise<void> {
  await db
    .insert(networkSites)
    .values({ organizationId, about, version })
    .onConflictDoUpdate({ target: networkSites.organizationId, set: { about, version, updatedAt: sql`now()` } });
}

const postColumns = {
  id: networkPosts.id,
  title: networkPosts.title,
  slug: networkPosts.slug,
  language: networkPosts.language,
  summary: networkPosts.summary,
  bodyHtml: networkPosts.bodyHtml,
  status: networkPosts.status,
  coverPhotoId: networkPosts.coverPhotoId,
  publishedAt: networkPosts.publishedAt,
  updatedAt: networkPosts.updatedAt,
  version: networkPosts.version,
};

export async function listPosts(db: DbExecutor, organizationId: number) {
  return db.select(postColumns).from(networkPosts).where(eq(networkPosts.organizationId, organizationId)).orderBy(desc(networkPosts.updatedAt), desc(networkPosts.id));
}
export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

export async function findPost(db: DbExecutor, organizationId: number, id: number, lock = false): Promise<PostRow | null> {
  const query = db.select(postColumns).from(networkPosts).where(and(eq(networkPosts.organizationId, organizationId), eq(networkPosts.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** Whether another post of the chain has this slug. */
export async function slugTaken(db: DbExecutor, organizationId: number, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: networkPosts.id })
    .from(networkPosts)
    .where(and(eq(networkPosts.organizationId, organizationId), eq(networkPosts.slug, slug), exceptId === null ? undefined : ne(networkPosts.id, exceptId)));
  return row !== undefined;
}

/** A new post; null when its slug was taken between the check and the write. */
export async function insertPost(db: DbExecutor, organizationId: number, input: PostInput): Promise<PostRow | null> {
  const [row] = await db
    .insert(networkPosts)
    .values({ organizationId, ...input, publishedAt: input.status === 'published' ? sql`now()` : null })
    .onConflictDoNothing({ target: [networkPosts.organizationId, networkPosts.slug] })
    .returning(postColumns);
  return row ?? null;
}

/** The post replaced; first published now when it becomes published for the first time. */
export async function updatePost(db: DbExecutor, organizationId: number, id: number, input: PostInput): Promise<PostRow> {
  const [row] = await db
    .update(networkPosts)
    .set({
      ...input,
      publishedAt: input.status === 'published' ? sql`coalesce(${networkPosts.publishedAt}, now())` : networkPosts.publishedAt,
      version: sql`${networkPosts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(networkPosts.organizationId, organizationId), eq(networkPosts.id, id)))
    .returning(postColumns);
  return row!;
}

export async function deletePost(db: DbExecutor, organizationId: number, id: number): Promise<boolean> {
  const rows = await db.delete(networkPosts).where(and(eq(networkPosts.organizationId, organizationId), eq(networkPosts.id, id))).returning({ id: networkPosts.id });
  return rows.length > 0;
}

/** Published posts, newest first; in one language when one is named. */
export async function listPublishedPosts(db: DbExecutor, organizationId: number, language?: string) {
  return db
    .select(postColumns)
    .from(networkPosts)
    .where(and(eq(networkPosts.organizationId, organizationId), eq(networkPosts.status, 'published'), language ? eq(networkPosts.language, language) : undefined))
    .orderBy(desc(networkPosts.publishedAt), desc(networkPosts.id))
    .limit(100);
}

export async function findPublishedPost(db: DbExecutor, organizationId: number, slug: string): Promise<PostRow | null> {
  const [row] = await db
    .select(postColumns)
    .from(networkPosts)
    .where(and(eq(networkPosts.organizationId, organizationId), eq(networkPosts.slug, slug), eq(networkPosts.status, 'published')));
  return row ?? null;
}

export async function addImage(db: DbExecutor, organizationId: number, photoId: string): Promise<void> {
  await db.insert(networkImages).values({ organizationId, photoId });
}

/** Whether an uploaded image is the chain's (a cover must be one of its own). */
export async function imageOfChain(db: DbExecutor, organizationId: number, photoId: string): Promise<boolean> {
  const [row] = await db.select({ photoId: networkImages.photoId }).from(networkImages).where(and(eq(networkImages.organizationId, organizationId), eq(networkImages.photoId, photoId)));
  return row !== undefined;
}

/** Whether any chain uploaded this image for its site: only those are served publicly. */
export async function imageIsPublic(db: DbExecutor, photoId: string): Promise<boolean> {
  const [row] = await db.select({ photoId: networkImages.photoId }).from(networkImages).where(eq(networkImages.photoId, photoId));
  return row !== undefined;
}

/** The chain's published vacancies, the branch each is for (if one) by name. */
export async function listPublishedVacancies(db: DbExecutor, organizationId: number) {
  return db
    .select({ id: vacancies.id, title: vacancies.title, description: vacancies.description, salaryFrom: vacancies.salaryFrom, salaryTo: vacancies.salaryTo, closesOn: vacancies.closesOn, branchName: branches.name, currency: branches.isoCurrency })
    .from(vacancies)
    .leftJoin(branches, and(eq(branches.organizationId, vacancies.organizationId), eq(branches.id, vacancies.branchId)))
    .where(and(eq(vacancies.organizationId, organizationId), eq(vacancies.status, 'published')))
    .orderBy(desc(vacancies.createdAt))
    .limit(100);
}

/** Chains that use their site (an About saved or a post published): the sitemap's candidates. */
export async function chainsWithSites(db: Db): Promise<{ organizationId: number; slug: string }[]> {
  const rows = await db.execute<{ organization_id: string; slug: string }>(sql`
    select a.organization_id, a.address as slug from ${bookingAddresses} a
    where a.kind = 'slug' and a.branch_id is null
      and (exists (select 1 from ${networkSites} s where s.organization_id = a.organization_id)
        or exists (select 1 from ${networkPosts} p where p.organization_id = a.organization_id and p.status = 'published'))
    order by a.address`);
  return rows.rows.map((row) => ({ organizationId: Number(row.organization_id), slug: row.slug }));
}

/** Published posts' slugs of these chains, for the sitemap. */
export async function publishedSlugs(db: Db, organizationIds: number[]): Promise<{ organizationId: number; slug: string }[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select({ organizationId: networkPosts.organizationId, slug: networkPosts.slug })
    .from(networkPosts)
    .where(and(inArray(networkPosts.organizationId, organizationIds), eq(networkPosts.status, 'published')))
    .orderBy(asc(networkPosts.slug));
}
