import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../src/schema/enums';
import { reviewSubmitSchema } from '../../../src/schema/reviews';
import { countryOfTimeZone } from '../../../src/schema/time-zone-country';
import { languageFromAcceptLanguage, languageFromQuery } from '../../i18n/language';
import { addressKey } from '../id/client-address';
import type { RateLimit } from '../id/id-config';
import { sendPage } from '../id/page-reply';
import { hitRateLimit } from '../id/rate-limit.service';
import { bodyFields, queryFields } from '../id/request-helpers';
import { readReviewLink, reviewPagePath, submitReview, type ReviewVisit } from './review-links.service';
import { reviewStrings, languageOfCountry } from './review-strings';
import { reviewFormPage, reviewGivenPage, reviewRateLimitedPage, reviewUnusablePage } from './pages/review.page';

/** Per address: opening links (a person reads a few) and sending reviews (a person sends one). */
const viewsPerAddress: RateLimit = { scope: 'address', action: 'review-view', max: 60, windowSeconds: 60 };
const postsPerAddress: RateLimit = { scope: 'address', action: 'review-post', max: 20, windowSeconds: 15 * 60 };

/** `?lang=` (the switcher) wins; then the branch's country's language; then the browser's; then English. */
const languageFor = (chosen: unknown, visit: ReviewVisit | null, acceptLanguage: string | undefined): Language =>
  languageFromQuery(chosen) ?? (visit ? languageOfCountry(countryOfTimeZone(visit.timeZone)) : undefined) ?? languageFromAcceptLanguage(acceptLanguage) ?? 'EN';

const paramToken = (request: FastifyRequest) => String((request.params as { token?: unknown }).token ?? '').slice(0, 200);

/**
 * The review link's page (`/r/{token}`) and its form. No sign-in and no cookie: the token in the path is the whole
 * capability, so a cross-site post can do nothing its sender could not do with the link itself. A wrong, used or
 * expired token gets one page (404), whatever the reason, so nobody learns whether a visit exists.
 */
export function reviewPageRoutes(app: FastifyInstance) {
  // Query-only links stay on the page's own path: the refusal page never echoes the token it was given.
  const hrefFor = (lang: Language) => `?lang=${lang}`;
  const unusable = (reply: FastifyReply, lang: Language) => sendPage(reply, 404, reviewUnusablePage(lang, hrefFor));
  const limited = async (request: FastifyRequest, reply: FastifyReply, limit: RateLimit, lang: Language) => {
    const verdict = await hitRateLimit(app.db, limit, addressKey(request.ip));
    if (verdict.allowed) return false;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    await sendPage(reply, 429, reviewRateLimitedPage(lang, hrefFor));
    return true;
  };

  app.get('/r/:token', { schema: { hide: true } }, async (request, reply) => {
    const token = paramToken(request);
    const query = queryFields(request);
    const accept = request.headers['accept-language'];
    if (await limited(request, reply, viewsPerAddress, languageFor(query.lang, null, accept))) return reply;
    const visit = await readReviewLink(app.db, token);
    const lang = languageFor(query.lang, visit, accept);
    if (!visit) return unusable(reply, lang);
    if (visit.given) return sendPage(reply, 200, reviewGivenPage({ lang, visit, thanks: query.sent === '1', hrefFor }));
    return sendPage(reply, 200, reviewFormPage({ lang, visit, action: reviewPagePath(token), hrefFor }));
  });

  app.post('/r/:token', { schema: { hide: true } }, async (request, reply) => {
    const token = paramToken(request);
    const fields = bodyFields(request);
    const accept = request.headers['accept-language'];
    if (await limited(request, reply, postsPerAddress, languageFor(fields.lang, null, accept))) return reply;
    const visit = await readReviewLink(app.db, token);
    const lang = languageFor(fields.lang, visit, accept);
    if (!visit || visit.given) return unusable(reply, lang);
    const input = reviewSubmitSchema.safeParse({ rating: fields.rating === '' ? undefined : fields.rating, comment: typeof fields.comment === 'string' ? fields.comment : undefined });
    if (!input.success) {
      const t = reviewStrings[lang];
      const fieldsWithIssues = new Set(input.error.issues.map((issue) => String(issue.path[0])));
      const rating = Number(fields.rating);
      return sendPage(
        reply,
        400,
        reviewFormPage({
          lang,
          visit,
          action: reviewPagePath(token),
          hrefFor,
          values: { rating: fieldsWithIssues.has('rating') ? undefined : rating, comment: typeof fields.comment === 'string' ? fields.comment.slice(0, 5000) : undefined },
          errors: { rating: fieldsWithIssues.has('rating') ? t.chooseRating : undefined, comment: fieldsWithIssues.has('comment') ? t.commentTooLong : undefined },
        }),
      );
    }
    if ((await submitReview(app.db, token, input.data)) === 'unusable') return unusable(reply, lang);
    // Post, then redirect: reloading the thank-you page does not post again.
    return reply.header('cache-control', 'no-store').redirect(`${reviewPagePath(token)}?${new URLSearchParams({ lang, sent: '1' })}`, 303);
  });
}
