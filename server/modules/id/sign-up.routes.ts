import type { FastifyInstance } from 'fastify';
import { signUpSchema } from '../../../src/schema/user';
import { DomainError } from '../../plugins/app/domain-error';
import { readFormRequest, refuseBusyAddress, textField } from './form-request';
import type { IdDeps } from './id-deps';
import { signInSentence } from './i18n/sign-in-sentence';
import { stringsByLanguage } from './i18n/strings-by-language';
import { localizedFieldErrors, sendBadLink, sendPage, sendRateLimited } from './page-reply';
import { signUpPage } from './pages/sign-up.page';
import { completeSignIn } from './sign-in-completion';
import { signUp } from './sign-in.service';

export function signUpRoutes(app: FastifyInstance, { xsrf, knownDevices }: IdDeps) {
  app.get('/signup', async (request, reply) => {
    const { result } = readFormRequest(app, request, 'query');
    if (!result.ok) return sendBadLink(reply, false, result.lang, result.field);
    return sendPage(reply, 200, signUpPage({ context: result.context }));
  });

  /** A new account starts with onboarding ahead of it and is signed in at once, like a sign-in. */
  app.post('/signup', async (request, reply) => {
    const form = readFormRequest(app, request, 'body');
    const { json, fields, result, context } = form;
    const t = stringsByLanguage[context.lang];
    const values = {
      login: textField(fields, 'login'),
      firstName: textField(fields, 'firstName'),
      lastName: textField(fields, 'lastName'),
    };
    const busy = await refuseBusyAddress(app, request, reply, 'signup', form, (error) =>
      signUpPage({ context, values, error }),
    );
    if (busy) return busy;
    if (!result.ok) return sendBadLink(reply, json, result.lang, result.field);

    const input = signUpSchema.safeParse(fields);
    if (!input.success) {
      if (json) throw input.error;
      const fieldErrors = localizedFieldErrors(input.error, t, fields);
      return sendPage(reply, 400, signUpPage({ context, values, error: t.checkFields, fieldErrors }));
    }
    const outcome = await signUp(app.db, {
      ...input.data,
      isoLanguage: input.data.ISOLanguage ?? context.lang,
    });
    switch (outcome.kind) {
      case 'created':
        return completeSignIn(
          app,
          request,
          reply,
          { xsrf, knownDevices, json, jsonStatus: 201 },
          outcome.userId,
          context,
        );
      case 'exists': {
        const message = signInSentence('accountExists');
        if (json) throw new DomainError('conflict', message, [{ path: ['login'], message }]);
        return sendPage(reply, 409, signUpPage({ context, values, fieldErrors: { login: t.accountExists } }));
      }
      case 'rate-limited':
        return sendRateLimited(
          reply,
          { json, lang: context.lang },
          outcome.retryAfterSeconds,
          'tooManyAttempts',
          (error) => signUpPage({ context, values, error }),
        );
    }
  });
}
