import type { FastifyInstance } from 'fastify';
import { notFound } from '../../plugins/app/domain-error';
import { pickLanguage } from '../../i18n/language';
import { demoMailboxOpen } from './demo-mailbox';
import { listDemoEmails } from './mailbox.repository';
import { sendPage } from './page-reply';
import { mailboxPage } from './pages/mailbox.page';
import { signInCss, signInCssVersion } from './pages/sign-in-css';
import { signInIcons } from './pages/sign-in-icons';
import { queryFields } from './request-helpers';

/** The stylesheet and icons of the pages, and the demo mailbox where the demo people's mail can be read (demo-mailbox.ts). */
export function supportRoutes(app: FastifyInstance) {
  app.get('/assets/sign-in.css', { schema: { hide: true } }, async (request, reply) => {
    // Versioned URLs (?v=hash) may be kept for a year; anything else only briefly.
    const cache =
      queryFields(request).v === signInCssVersion
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300';
    return reply.header('cache-control', cache).type('text/css; charset=utf-8').send(signInCss);
  });

  for (const [name, icon] of Object.entries(signInIcons)) {
    app.get(`/assets/${name}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type(icon.type).send(icon.body),
    );
  }

  app.get('/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!demoMailboxOpen(app.env)) throw notFound('page');
    const lang = pickLanguage(queryFields(request).lang, request.headers['accept-language']);
    return sendPage(reply, 200, mailboxPage(lang, await listDemoEmails(app.db, 50)));
  });
}
