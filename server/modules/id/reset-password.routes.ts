import type { FastifyInstance } from 'fastify';
import { resetPasswordSchema } from '../../../src/schema/auth';
import type { Language } from '../../../src/schema/enums';
import { DomainError } from '../../plugins/app/domain-error';
import { refuseBusyAddress, textField } from './form-request';
import type { IdDeps } from './id-deps';
import { pickLanguage } from '../../i18n/language';
import { signInSentence } from './i18n/sign-in-sentence';
import { stringsByLanguage } from './i18n/strings-by-language';
import { localizedFieldErrors, sendPage } from './page-reply';
import { noticePage } from './pages/notice.page';
import { resetPage } from './pages/password-reset.page';
import { isResetTokenUsable, resetPassword } from './password-reset.service';
import { bodyFields, clearSessionCookies, queryFields, wantsJson } from './request-helpers';
import { rememberDevice } from './sign-in-completion';
import { contextQuery, pagePath, plainContext } from './sign-in-context';

function resetInvalidPage(lang: Language) {
  const t = stringsByLanguage[lang];
  return noticePage({
    lang,
    title: t.resetTitle,
    message: t.resetInvalid,
    tone: 'error',
    links: [{ href: `${pagePath('forgot')}?${contextQuery(plainContext(lang))}`, label: t.requestNewLink }],
    hrefFor: (l) => `${pagePath('forgot')}?lang=${l}`,
  });
}

/** The link from the e-mail: choose a new password once, and every session of the account ends. */
export function resetPasswordRoutes(app: FastifyInstance, { knownDevices }: IdDeps) {
  app.get('/reset', async (request, reply) => {
    const query = queryFields(request);
    const lang = pickLanguage(query.lang, request.headers['accept-language']);
    const token = textField(query, 'token') ?? '';
    const usable = token.length >= 16 && token.length <= 200 && (await isResetTokenUsable(app.db, token));
    if (!usable) return sendPage(reply, 400, resetInvalidPage(lang));
    return sendPage(reply, 200, resetPage({ context: plainContext(lang), token }));
  });

  app.post('/reset', async (request, reply) => {
    const fields = bodyFields(request);
    const json = wantsJson(request);
    // No sign-in context travels with a reset link: it ends on the plain sign-in page.
    const context = plainContext(pickLanguage(fields.lang, request.headers['accept-language']));
    const t = stringsByLanguage[context.lang];
    const token = textField(fields, 'token') ?? '';
    const busy = await refuseBusyAddress(app, request, reply, 'reset', { json, context }, (error) =>
      resetPage({ context, token, error }),
    );
    if (busy) return busy;

    const input = resetPasswordSchema.safeParse(fields);
    if (!input.success) {
      if (json) throw input.error;
      const errors = localizedFieldErrors(input.error, t, fields);
      if (errors.token) return sendPage(reply, 400, resetInvalidPage(context.lang));
      return sendPage(
        reply,
        400,
        resetPage({ context, token, error: t.checkFields, fieldError: errors.password }),
      );
    }
    const userId = await resetPassword(app.db, input.data.token, input.data.password);
    if (userId === null) {
      const message = signInSentence('resetInvalid');
      if (json) throw new DomainError('bad_request', message, [{ path: ['token'], message }]);
      return sendPage(reply, 400, resetInvalidPage(context.lang));
    }
    // This browser's own session ended with all the others.
    clearSessionCookies(reply);
    // The mailbox answered: a person shut out of a new browser by strangers' guesses signs in from here.
    rememberDevice(request, reply, knownDevices, userId);
    if (json) return reply.status(204).send();
    const links = [{ href: `${pagePath('me')}?${contextQuery(context)}`, label: t.backToSignIn }];
    const hrefFor = (l: string) => `${pagePath('me')}?lang=${l}`;
    return sendPage(
      reply,
      200,
      noticePage({
        lang: context.lang,
        title: t.resetTitle,
        message: t.resetDone,
        tone: 'info',
        links,
        hrefFor,
      }),
    );
  });
}
