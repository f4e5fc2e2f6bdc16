import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema } from '../../../src/schema/auth';
import { demoMailboxOpen, isDemoAddress } from './demo-mailbox';
import { readFormRequest, refuseBusyAddress, textField } from './form-request';
import { rateLimits } from './id-config';
import { stringsByLanguage } from './i18n/strings-by-language';
import { localizedFieldErrors, sendBadLink, sendPage, sendRateLimited } from './page-reply';
import { noticePage } from './pages/notice.page';
import { forgotPage } from './pages/password-reset.page';
import { requestPasswordReset } from './password-reset.service';
import { hitRateLimit } from './rate-limit.service';
import { linkOrigin } from './request-helpers';
import { contextQuery, pagePath } from './sign-in-context';

export function forgotPasswordRoutes(app: FastifyInstance) {
  app.get('/forgot', async (request, reply) => {
    const { result } = readFormRequest(app, request, 'query');
    if (!result.ok) return sendBadLink(reply, false, result.lang, result.field);
    return sendPage(reply, 200, forgotPage({ context: result.context }));
  });

  /** The same answer whether or not the account exists, so nobody can probe for e-mails. */
  app.post('/forgot', async (request, reply) => {
    const form = readFormRequest(app, request, 'body');
    const { json, fields, result, context } = form;
    const t = stringsByLanguage[context.lang];
    const login = textField(fields, 'login');
    const busy = await refuseBusyAddress(app, request, reply, 'forgot', form, (error) =>
      forgotPage({ context, login, error }),
    );
    if (busy) return busy;
    if (!result.ok) return sendBadLink(reply, json, result.lang, result.field);

    const input = forgotPasswordSchema.safeParse(fields);
    if (!input.success) {
      if (json) throw input.error;
      const fieldError = localizedFieldErrors(input.error, t, fields).login;
      return sendPage(reply, 400, forgotPage({ context, login, error: t.checkFields, fieldError }));
    }
    // Counted for every e-mail alike, existing or not, so the limit itself reveals nothing.
    const perLogin = await hitRateLimit(app.db, rateLimits.forgotPerLogin, input.data.login);
    if (!perLogin.allowed) {
      return sendRateLimited(
        reply,
        { json, lang: context.lang },
        perLogin.retryAfterSeconds,
        'tooManyAttempts',
        (error) => forgotPage({ context, login, error }),
      );
    }
    const base = linkOrigin(app, request);
    const linkFor = (token: string) =>
      `${base}${pagePath('reset')}?${new URLSearchParams({ token, lang: context.lang })}`;
    await requestPasswordReset(app.db, input.data.login, linkFor, {
      subject: t.resetMailSubject,
      body: t.resetMailBody,
    });

    if (json) return reply.status(202).send({ message: stringsByLanguage.EN.forgotSent });
    const links = [{ href: `${pagePath('me')}?${contextQuery(context)}`, label: t.backToSignIn }];
    if (demoMailboxOpen(app.env) && isDemoAddress(input.data.login))
      links.push({ href: `${pagePath('mailbox')}?lang=${context.lang}`, label: t.demoMailboxLink });
    const hrefFor = (lang: string) => `${pagePath('forgot')}?${contextQuery(context, { lang })}`;
    return sendPage(
      reply,
      200,
      noticePage({
        lang: context.lang,
        title: t.forgotTitle,
        message: t.forgotSent,
        tone: 'info',
        links,
        hrefFor,
      }),
    );
  });
}
