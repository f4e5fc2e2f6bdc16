import type { Language } from '../../../src/schema/enums';
import { networkPaths, textIn, type NetworkAboutSettings } from '../../../src/schema/network/network-site';
import { clockText, dateText, priceText } from '../../../src/schema/online-booking/page-formats';
import { profileParagraphs } from '../../../src/schema/online-booking/profile';
import { html, SafeHtml } from '../id/pages/html';
import { profileJsonLd, profileSections } from '../online-booking/pages/profile-sections';
import { profileWords } from '../online-booking/pages/profile-words';
import type { PageProfile } from '../online-booking/profile-page';
import type { ChainBranchRow, PostRow } from './network.repository';
import { plainText } from './post-html';
import { absolute, sitePage, type SiteFrame } from './site-frame';
import { siteStrings } from './site-strings';

/** The pages of a chain's public site (docs/network-site.md), each from what site-page.routes.ts has read. */

const paragraphs = (text: string) => html`<div class="text">${profileParagraphs(text).map((paragraph) => html`<p>${paragraph}</p>`)}</div>`;
const dayOf = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);
const bookingUrl = (frame: SiteFrame, alias: string) => absolute(frame, `/book/${alias}`);

function branchCard(frame: SiteFrame, branch: ChainBranchRow) {
  const t = siteStrings[frame.lang];
  const w = profileWords[frame.lang];
  return html`<li class="branch-card"><h3>${branch.name}</h3>${branch.address && html`<p>${branch.address}</p>`}<p>${w.everyDay}: ${clockText(branch.workingHours.start, frame.locale)}–${clockText(branch.workingHours.end, frame.locale)}</p>
<p class="actions"><a href="${networkPaths.branch(frame.chainSlug, branch.alias)}?lang=${frame.lang}">${t.openBranch}</a><a href="/book/${branch.alias}?lang=${frame.lang}">${t.book}</a></p></li>`;
}

/** The LocalBusiness of a branch as the About page and its own page describe it. */
const localBusiness = (frame: SiteFrame, branch: ChainBranchRow) => ({
  '@type': 'LocalBusiness',
  name: branch.name,
  ...(branch.address ? { address: branch.address } : {}),
  url: absolute(frame, networkPaths.branch(frame.chainSlug, branch.alias)),
  openingHours: `Mo-Su ${branch.workingHours.start}-${branch.workingHours.end}`,
  potentialAction: { '@type': 'ReserveAction', target: bookingUrl(frame, branch.alias) },
});

export function aboutPage(frame: SiteFrame, about: NetworkAboutSettings, branches: ChainBranchRow[]): string {
  const t = siteStrings[frame.lang];
  const text = textIn(about.texts, frame.lang);
  const path = networkPaths.about(frame.chainSlug);
  const description = text ? plainText(text, 160) : t.aboutDescription(frame.chainName, branches.map((branch) => branch.name).join(', '));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: frame.chainName,
    url: absolute(frame, path),
    ...(text ? { description: plainText(text, 500) } : {}),
    subOrganization: branches.map((branch) => localBusiness(frame, branch)),
  };
  return sitePage(
    { frame, path, title: t.aboutTitle(frame.chainName), description, current: 'about', jsonLd },
    html`<h1>${frame.chainName}</h1>${text && paragraphs(text)}
<section aria-labelledby="branches-title"><h2 id="branches-title">${t.branches}</h2><ul class="cards">${branches.map((branch) => branchCard(frame, branch))}</ul></section>`,
  );
}

export function branchPage(frame: SiteFrame, about: NetworkAboutSettings, branch: ChainBranchRow, profile: PageProfile | null): string {
  const t = siteStrings[frame.lang];
  const text = textIn(about.branchTexts[String(branch.id)] ?? {}, frame.lang);
  const path = networkPaths.branch(frame.chainSlug, branch.alias);
  const name = frame.chainName === branch.name ? branch.name : `${frame.chainName} – ${branch.name}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    ...localBusiness(frame, branch),
    name,
    parentOrganization: { '@type': 'Organization', name: frame.chainName, url: absolute(frame, networkPaths.about(frame.chainSlug)) },
    ...profileJsonLd(profile ?? undefined),
  };
  const description = text ? plainText(text, 160) : t.aboutDescription(name, branch.address ?? '');
  return sitePage(
    { frame, path, title: name, description, current: 'about', jsonLd },
    html`<p class="brand">${frame.chainName}</p><h1>${branch.name}</h1>${!profile && branch.address && html`<p class="lead">${branch.address}</p>`}
<p><a class="button" href="/book/${branch.alias}?lang=${frame.lang}">${t.book}</a></p>
${text && paragraphs(text)}
${profile ? profileSections(profile, branch.address, frame.lang, frame.locale) : html`<h2>${profileWords[frame.lang].hours}</h2><p>${profileWords[frame.lang].everyDay}: ${clockText(branch.workingHours.start, frame.locale)}–${clockText(branch.workingHours.end, frame.locale)}</p>`}`,
  );
}

const postPath = (frame: SiteFrame, post: PostRow) => networkPaths.post(frame.chainSlug, post.slug);
const coverUrl = (frame: SiteFrame, post: PostRow) => (post.coverPhotoId ? absolute(frame, networkPaths.image(post.coverPhotoId)) : null);

/** The blog: posts in the visitor's language, or every published one while none is written in it. */
export function blogPage(frame: SiteFrame, posts: PostRow[], inOtherLanguages: boolean): string {
  const t = siteStrings[frame.lang];
  const path = networkPaths.blog(frame.chainSlug);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: t.blogTitle(frame.chainName),
    url: absolute(frame, path),
    publisher: { '@type': 'Organization', name: frame.chainName },
    blogPost: posts.map((post) => ({ '@type': 'BlogPosting', headline: post.title, url: absolute(frame, postPath(frame, post)), datePublished: post.publishedAt?.toISOString(), inLanguage: post.language.toLowerCase() })),
  };
  const item = (post: PostRow) => {
    const day = dayOf(post.publishedAt);
    return html`<li lang="${post.language.toLowerCase()}"><h2><a href="${postPath(frame, post)}?lang=${frame.lang}">${post.title}</a></h2>${day && html`<p class="meta-line">${t.published(dateText(day, frame.locale))}</p>`}<p>${post.summary || plainText(post.bodyHtml, 240)}</p><a href="${postPath(frame, post)}?lang=${frame.lang}">${t.readMore}</a></li>`;
  };
  return sitePage(
    { frame, path, title: t.blogTitle(frame.chainName), description: t.blogDescription(frame.chainName), current: 'blog', jsonLd },
    html`<h1>${t.blog}</h1>${inOtherLanguages && html`<p class="lead">${t.otherLanguages}</p>`}${posts.length === 0 ? html`<p class="lead">${t.noPosts}</p>` : html`<ul class="posts">${posts.map(item)}</ul>`}`,
  );
}

/** One post: its stored HTML is the sanitiser's output (post-html.ts), printed as it is. */
export function postPage(frame: SiteFrame, post: PostRow): string {
  const t = siteStrings[frame.lang];
  const path = postPath(frame, post);
  const image = coverUrl(frame, post);
  const day = dayOf(post.publishedAt);
  const description = post.summary || plainText(post.bodyHtml, 160);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    inLanguage: post.language.toLowerCase(),
    datePublished: post.publishedAt?.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    mainEntityOfPage: absolute(frame, path),
    ...(image ? { image } : {}),
    author: { '@type': 'Organization', name: frame.chainName, url: absolute(frame, networkPaths.about(frame.chainSlug)) },
    publisher: { '@type': 'Organization', name: frame.chainName },
  };
  return sitePage(
    { frame, path, title: `${post.title} – ${frame.chainName}`, description, current: 'blog', jsonLd, contentLang: post.language as Language, image },
    html`<article class="post">${image && html`<img class="cover" src="${networkPaths.image(post.coverPhotoId!)}" alt="">`}<h1>${post.title}</h1>${day && html`<p class="meta-line">${t.published(dateText(day, frame.locale))}</p>`}
${new SafeHtml(post.bodyHtml)}</article>
<p><a href="${networkPaths.blog(frame.chainSlug)}?lang=${frame.lang}">${t.allPosts}</a></p>`,
  );
}

export type PublicVacancy = { id: number; title: string; description: string; salaryFrom: string | null; salaryTo: string | null; closesOn: string | null; branchName: string | null; currency: string | null };

export function jobsPage(frame: SiteFrame, jobs: PublicVacancy[]): string {
  const t = siteStrings[frame.lang];
  const path = networkPaths.jobs(frame.chainSlug);
  const money = (amount: string | null, currency: string | null) => (amount && currency ? priceText(amount, currency, frame.locale) : amount);
  const salary = (job: PublicVacancy) => [money(job.salaryFrom, job.currency), money(job.salaryTo, job.currency)].filter(Boolean).join(' – ');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: jobs.map((job, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': 'JobPosting', title: job.title, description: job.description || job.title, hiringOrganization: { '@type': 'Organization', name: frame.chainName }, ...(job.closesOn ? { validThrough: job.closesOn } : {}) },
    })),
  };
  return sitePage(
    { frame, path, title: t.jobsTitle(frame.chainName), description: t.jobsDescription(frame.chainName), current: 'jobs', jsonLd },
    html`<h1>${t.jobs}</h1>${jobs.length === 0 ? html`<p class="lead">${t.noJobs}</p>` : html`<ul class="jobs">${jobs.map(
      (job) => html`<li><h2>${job.title}</h2>${job.branchName && html`<p class="meta-line">${job.branchName}</p>`}${salary(job) && html`<p class="meta-line">${t.salary}: ${salary(job)}</p>`}${job.closesOn && html`<p class="meta-line">${t.applyBy(dateText(job.closesOn, frame.locale))}</p>`}${job.description && paragraphs(job.description)}</li>`,
    )}</ul>`}`,
  );
}
