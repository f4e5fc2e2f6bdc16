import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../src/schema/enums';
import { clientLanguageOfBranch } from '../../../src/schema/messages/message-language';
import { languageFromAcceptLanguage, languageFromQuery } from '../../i18n/language';
import { addressKey } from '../id/client-address';
import type { RateLimit } from '../id/id-config';
import { sendPage } from '../id/page-reply';
import { hitRateLimit } from '../id/rate-limit.service';
import { queryFields } from '../id/request-helpers';
import { isOneClick, oneClickFields } from './one-click-form';
import { unsubscribeAskPage, unsubscribeDonePage, unsubscribeRefusedPage } from './unsubscribe.page';
import { unsubscribe, unsubscribeTarget } from './unsubscribe.service';
import { readUnsubscribeToken, unsubscribeKeyOf } from './unsubscribe-token';

/** Per address, as the review page counts: a person opens a link or two; a mailbox posts once per message. */
const viewsPerAddress: RateLimit = { scope: 'address', action: 'unsubscribe-view', max: 60, windowSeconds: 60 };
const postsPerAddress: RateLimit = { scope: 'address', action: 'unsubscribe-post', max: 30, windowSeconds: 60 };

export const unsubscribePath = (token: string) => `/u/${encodeURIComponent(token)}`;

const paramToken = (request: FastifyRequest) => String((request.params as { token?: unknown }).token ?? '').slice(0, 300);

/**
 * The one-click unsubscribe link of every marketing e-mail (RFC 8058): GET shows what it will do and a button, POST
 * (from that button, or a mailbox's own Unsubscribe with `List-Unsubscribe=One-Click`) does it. No sign-in and no
 * cookie: the signed token is the whole capability, and it names one client's one channel. A token this server did not
 * sign, or a client who is gone, gets one page (404) that says so and changes nothing.
 */
export function unsubscribeRoutes(app: FastifyInstance) {
  const key = unsubscribeKeyOf(app.secrets.integrationKey);
  const hrefFor = (lang: Language) => `?lang=${lang}`;
  const languageFor = (chosen: unknown, timeZone: string | null, request: FastifyRequest): Language =>
    languageFromQuery(chosen) ?? (timeZone ? clientLanguageOfBranch(timeZone) : undefined) ?? languageFromAcceptLanguage(request.headers['accept-language']) ?? 'EN';
  const limited = async (request: FastifyRequest, reply: FastifyReply, limit: RateLimit, lang: Language) => {
    const verdict = await hitRateLimit(app.db, limit, addressKey(request.ip));
    if (verdict.allowed) return false;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    await sendPage(reply, 429, unsubscribeRefusedPage(lang, hrefFor, 'tooMany'));
    return true;
  };
  const open = async (request: FastifyRequest) => {
    const claim = readUnsubscribeToken(key, paramToken(request));
    const target = claim ? await unsubscribeTarget(app.db, claim) : null;
    return claim && target ? { claim, target } : null;
  };

  app.get('/u/:token', { schema: { hide: true } }, async (request, reply) => {
    const chosen = queryFields(request).lang;
    if (await limited(request, reply, viewsPerAddress, languageFor(chosen, null, request))) return reply;
    const found = await open(request);
    const lang = languageFor(chosen, found?.target.timeZone ?? null, request);
    if (!found) return sendPage(reply, 404, unsubscribeRefusedPage(lang, hrefFor, 'unusable'));
    const props = { lang, branchName: found.target.branchName, channel: found.claim.channel, hrefFor };
    if (!found.target.subscribed) return sendPage(reply, 200, unsubscribeDonePage(props));
    return sendPage(reply, 200, unsubscribeAskPage({ ...props, action: unsubscribePath(paramToken(request)) }));
  });

  app.post('/u/:token', { schema: { hide: true } }, async (request, reply) => {
    const fields = oneClickFields(request.headers['content-type'], typeof request.body === 'string' ? request.body : '');
    if (await limited(request, reply, postsPerAddress, languageFor(fields['lang'], null, request))) return reply;
    const found = await open(request);
    const lang = languageFor(fields['lang'], found?.target.timeZone ?? null, request);
    if (!found) return sendPage(reply, 404, unsubscribeRefusedPage(lang, hrefFor, 'unusable'));
    if (!isOneClick(fields)) return sendPage(reply, 400, unsubscribeRefusedPage(lang, hrefFor, 'notOneClick'));
    if (!(await unsubscribe(app.db, found.claim))) return sendPage(reply, 404, unsubscribeRefusedPage(lang, hrefFor, 'unusable'));
    return sendPage(reply, 200, unsubscribeDonePage({ lang, branchName: found.target.branchName, channel: found.claim.channel, hrefFor }));
  });
}
