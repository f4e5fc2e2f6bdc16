import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkAboutSchema, postListSchema, postSchema, type PostInput } from '../../src/schema/network/network-site';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call } from './schedule-support';
import { addBranch, chainWithOwner, changeLicence, memberOf, type Chain } from './settings-support';

/**
 * Network, the chain's public site (issue 20, deliverable 5; docs/network-site.md): the About settings, the blog's
 * drafts and publishing with sanitised HTML, the public pages read without signing in, tenancy and the sitemap.
 */
describe("the chain's public site", () => {
  let t: TestApp;
  let chain: Chain;
  let other: Chain;
  let second: number;
  let chainSlug: string;

  beforeAll(async () => {
    t = await createTestApp();
    chain = await chainWithOwner(t.app, 'Site Chain');
    other = await chainWithOwner(t.app, 'Site Rival');
    second = await addBranch(t.app, chain, 'Harbour');
  });
  afterAll(() => t.close());

  const about = async (who = chain) => call(t.app, 'GET', `/organizations/${chain.orgId}/network/about`, who.owner);
  const page = (url: string, lang = 'en') => t.app.inject({ url, headers: { 'accept-language': lang } });
  const draft = (values: Partial<PostInput> = {}): PostInput => ({
    title: 'Spring colours',
    slug: 'spring-colours',
    language: 'EN',
    summary: 'What is new this spring.',
    bodyHtml: '<h2>New</h2><p onclick="alert(1)">Fresh <strong>tones</strong> <a href="javascript:alert(1)">here</a></p><script>alert(2)</script>',
    status: 'draft',
    coverPhotoId: null,
    ...values,
  });

  it("keeps the About words, hidden branches and a branch's own words, refusing a stale save", async () => {
    const first = networkAboutSchema.parse((await about()).json());
    expect(first.version).toBe(0);
    chainSlug = new URL(first.siteUrl!).pathname.split('/')[2]!;
    expect(first.siteUrl).toMatch(new RegExp(`/n/${chainSlug}$`));
    expect(first.branches.map((branch) => [branch.id, branch.shown]).sort()).toEqual(
      [
        [second, true],
        [chain.branchId, true],
      ].sort(),
    );
    const body = { texts: { EN: 'We cut hair.\n\nSince 1999.', SR: 'Šišamo.' }, hiddenBranchIds: [second], branchTexts: { [String(chain.branchId)]: { EN: 'The first salon.' } }, version: 0 };
    const saved = await call(t.app, 'PUT', `/organizations/${chain.orgId}/network/about`, chain.owner, body);
    expect(saved.statusCode).toBe(200);
    const after = networkAboutSchema.parse(saved.json());
    expect(after).toMatchObject({ version: 1, texts: body.texts, hiddenBranchIds: [second], branchTexts: body.branchTexts });
    expect(after.branches.find((branch) => branch.id === second)!.shown).toBe(false);
    expect(networkAboutSchema.parse((await about()).json())).toEqual(after);

    const stale = await call(t.app, 'PUT', `/organizations/${chain.orgId}/network/about`, chain.owner, body);
    expect(stale.statusCode).toBe(409);
    const foreign = await call(t.app, 'PUT', `/organizations/${chain.orgId}/network/about`, chain.owner, { ...body, hiddenBranchIds: [other.branchId], version: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues[0].path).toEqual(['hiddenBranchIds', 0]);
  });

  it("shows the chain, its shown branches with hours and booking links, and 404 for a hidden or another chain's branch", async () => {
    const res = await page(`/n/${chainSlug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Site Chain – about us</title>');
    expect(res.body).toContain('<p>We cut hair.</p>');
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/n\/site-chain[^"]*\?lang=EN">/);
    expect(res.body).toContain('"@type":"Organization"');
    expect(res.body).toContain('"@type":"LocalBusiness"');
    expect(res.body).not.toContain('Harbour');
    expect(res.body).toMatch(/href="\/book\/[a-z0-9-]+\?lang=EN"/);

    const aliases = networkAboutSchema.parse((await about()).json()).branches;
    const shown = aliases.find((branch) => branch.id === chain.branchId)!;
    const branch = await page(`/n/${chainSlug}/about/${shown.alias}?lang=SR`);
    expect(branch.statusCode).toBe(200);
    expect(branch.body).toMatch(/<html lang="sr/);
    expect(branch.body).toContain('The first salon.');
    expect(branch.body).toContain('"parentOrganization"');
    expect((await page(`/n/${chainSlug}/about/${aliases.find((one) => one.id === second)!.alias}`)).statusCode).toBe(404);
    const rival = networkAboutSchema.parse((await call(t.app, 'GET', `/organizations/${other.orgId}/network/about`, other.owner)).json());
    const rivalBranch = await page(`/n/${chainSlug}/about/${rival.branches[0]!.alias}`);
    expect(rivalBranch.statusCode).toBe(404);
    expect(rivalBranch.body).toContain('Page not found');
  });

  it('keeps a draft from the public, publishes it with sanitised HTML and JSON-LD, and unpublishes it', async () => {
    const created = await call(t.app, 'POST', `/organizations/${chain.orgId}/network/posts`, chain.owner, draft());
    expect(created.statusCode).toBe(201);
    const post = postSchema.parse(created.json());
    expect(post.bodyHtml).toBe('<h2>New</h2><p>Fresh <strong>tones</strong> <a rel="noopener nofollow ugc">here</a></p>');
    expect(post.publicUrl).toBeNull();
    expect((await page(`/n/${chainSlug}/blog/spring-colours`)).statusCode).toBe(404);
    expect((await page(`/n/${chainSlug}/blog`)).body).toContain('No posts yet.');

    const published = await call(t.app, 'PUT', `/organizations/${chain.orgId}/network/posts/${post.id}`, chain.owner, { ...draft({ status: 'published' }), version: post.version });
    expect(published.statusCode).toBe(200);
    const live = postSchema.parse(published.json());
    expect(live.publishedAt).not.toBeNull();
    expect(live.publicUrl).toMatch(new RegExp(`/n/${chainSlug}/blog/spring-colours$`));

    const read = await page(`/n/${chainSlug}/blog/spring-colours`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('<title>Spring colours – Site Chain</title>');
    expect(read.body).toContain('<meta name="description" content="What is new this spring.">');
    expect(read.body).toContain('"@type":"BlogPosting"');
    expect(read.body).toContain('<p>Fresh <strong>tones</strong>');
    expect(read.body).not.toMatch(/onclick|javascript:|alert\(2\)/);
    expect((await page(`/n/${chainSlug}/blog`)).body).toContain(`href="/n/${chainSlug}/blog/spring-colours?lang=EN"`);

    const back = await call(t.app, 'PUT', `/organizations/${chain.orgId}/network/posts/${post.id}`, chain.owner, { ...draft({ status: 'draft' }), version: live.version });
    expect(back.statusCode).toBe(200);
    expect((await page(`/n/${chainSlug}/blog/spring-colours`)).statusCode).toBe(404);
    const again = await call(t.app, 'PUT', `/organizations/${chain.orgId}/network/posts/${post.id}`, chain.owner, { ...draft({ status: 'published' }), version: live.version + 1 });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a slug the chain already uses with 409, a stale save with 409 and bad fields with 400', async () => {
    const taken = await call(t.app, 'POST', `/organizations/${chain.orgId}/network/posts`, chain.owner, draft({ title: 'Other' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('spring-colours');
    const second = postSchema.parse((await call(t.app, 'POST', `/organizations/${chain.orgId}/network/posts`, chain.owner, draft({ slug: 'summer', language: 'SR' }))).json());
    const renamed = await call(t.app, 'PUT', `/organizations/${chain.orgId}/network/posts/${second.id}`, chain.owner, { ...draft({ slug: 'spring-colours' }), version: second.version });
    expect(renamed.statusCode).toBe(409);
    const stale = await call(t.app, 'PUT', `/organizations/${chain.orgId}/network/posts/${second.id}`, chain.owner, { ...draft({ slug: 'summer' }), version: second.version + 5 });
    expect(stale.statusCode).toBe(409);
    const bad = await call(t.app, 'POST', `/organizations/${chain.orgId}/network/posts`, chain.owner, { ...draft(), slug: 'Not A Slug', title: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(['slug', 'title']);
    // Another chain may use the same slug: slugs are per chain.
    expect((await call(t.app, 'POST', `/organizations/${other.orgId}/network/posts`, other.owner, draft())).statusCode).toBe(201);
    const list = postListSchema.parse((await call(t.app, 'GET', `/organizations/${chain.orgId}/network/posts`, chain.owner)).json());
    expect(list.map((post) => post.slug).sort()).toEqual(['spring-colours', 'summer']);
  });

  it("never shows or changes one chain's site to another's owner, and lets only owners change it", async () => {
    const list = postListSchema.parse((await call(t.app, 'GET', `/organizations/${chain.orgId}/network/posts`, chain.owner)).json());
    const id = list[0]!.id;
    expect((await about(other)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/organizations/${chain.orgId}/network/posts/${id}`, other.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/organizations/${other.orgId}/network/posts/${id}`, other.owner)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/organizations/${other.orgId}/network/posts/${id}`, other.owner)).statusCode).toBe(404);
    const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
    expect((await call(t.app, 'GET', `/organizations/${chain.orgId}/network/posts`, admin.auth)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/organizations/${chain.orgId}/network/posts`, admin.auth, draft({ slug: 'by-admin' }))).statusCode).toBe(403);
  });

  it('takes images through the photo pipeline, public at their address, and keeps only its own as a cover', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/organizations/${chain.orgId}/network/images`, headers: { ...chain.owner, 'content-type': 'image/png' }, payload: png });
    expect(res.statusCode).toBe(200);
    const image = res.json() as { photoId: string; url: string };
    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512);
    expect((await t.app.inject({ url: '/n/-/images/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const notImage = await t.app.inject({ method: 'POST', url: `/api/v1/organizations/${chain.orgId}/network/images`, headers: { ...chain.owner, 'content-type': 'application/octet-stream' }, payload: Buffer.from('no image') });
    expect(notImage.statusCode).toBe(400);
    const foreignCover = await call(t.app, 'POST', `/organizations/${other.orgId}/network/posts`, other.owner, draft({ slug: 'cover', coverPhotoId: image.photoId }));
    expect(foreignCover.statusCode).toBe(400);
    const withImage = await call(t.app, 'POST', `/organizations/${chain.orgId}/network/posts`, chain.owner, draft({ slug: 'with-image', status: 'published', coverPhotoId: image.photoId, bodyHtml: `<p>Look</p><img src="${image.url}" alt="Chair"><img src="https://tracker.example/p.gif">` }));
    expect(withImage.statusCode).toBe(201);
    expect(postSchema.parse(withImage.json()).bodyHtml).toBe(`<p>Look</p><img src="${image.url}" alt="Chair" />`);
    expect((await page(`/n/${chainSlug}/blog/with-image`)).body).toContain('"image":"http');
  });

  it('lists the published vacancies and the configured links', async () => {
    const vacancy = await call(t.app, 'POST', `/organizations/${chain.orgId}/vacancies`, chain.owner, { title: 'Senior stylist', status: 'published', description: 'Join us.' });
    expect(vacancy.statusCode).toBe(201);
    expect((await call(t.app, 'POST', `/organizations/${chain.orgId}/vacancies`, chain.owner, { title: 'Hidden draft' })).statusCode).toBe(201);
    const jobs = await page(`/n/${chainSlug}/jobs`);
    expect(jobs.statusCode).toBe(200);
    expect(jobs.body).toContain('Senior stylist');
    expect(jobs.body).not.toContain('Hidden draft');
    expect(jobs.body).toContain('"@type":"JobPosting"');
  });

  it("lists the chain's pages in the sitemap and opens /n/ in robots.txt", async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toMatch(new RegExp(`<loc>http://[^<]+/n/${chainSlug}</loc>`));
    expect(sitemap).toMatch(new RegExp(`<loc>http://[^<]+/n/${chainSlug}/blog/spring-colours</loc>`));
    expect(sitemap).not.toContain('/blog/summer<');
    expect((await t.app.inject({ url: '/robots.txt' })).body).toContain('Allow: /n/');
  });

  it('closes the screens and the public site when the licence closes network', async () => {
    await changeLicence(t.app, chain.orgId, { organizationMenu: (menu) => void (menu['network'] = { ...menu['network']!, enable: false }) });
    expect((await about()).statusCode).toBe(403);
    expect((await page(`/n/${chainSlug}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain(`/n/${chainSlug}<`);
    await changeLicence(t.app, chain.orgId, { organizationMenu: (menu) => void (menu['network'] = { ...menu['network']!, enable: true }) });
    expect((await page(`/n/${chainSlug}`)).statusCode).toBe(200);
  });
});
