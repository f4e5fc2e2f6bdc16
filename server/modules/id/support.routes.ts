import type { FastifyInstance } from 'fastify';
import { notFound } from '../../plugins/app/domain-error';
import { pickLanguage } from './i18n/language';
import { listRecentEmails } from './mailbox.repository';
import { sendPage } from './page-reply';
import { mailboxPage } from './pages/mailbox.page';
import { signInCss, signInCssVersion } from './pages/sign-in-css';
import { queryFields } from './request-helpers';

/** The stylesheet of the pages, and the demo mailbox where reset links can be read without an SMTP server. */
export function supportRoutes(app: FastifyInstance) {
  app.get('/assets/sign-in.css', { schema: { hide: true } }, async (request, reply) => {
    // Versioned URLs (?v=hash) may be kept for a year; anything else only briefly.
    const cache =
      queryFields(request).v === signInCssVersion
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300';
    return reply.header('cache-control', cache).type('text/css; charset=utf-8').send(signInCss);
  });

  app.get('/mailbox', { schema: { hide: true } }, async (request, reply) => {
    // Outside demo mode it does not exist: it would show other people's reset links.
    if (!app.env.SEED_DEMO) throw notFound('The page');
    const lang = pickLanguage(queryFields(request).lang, request.headers['accept-language']);
    return sendPage(reply, 200, mailboxPage(lang, await listRecentEmails(app.db, 50)));
  });
}
