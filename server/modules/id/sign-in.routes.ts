import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginSchema } from '../../../src/schema/auth';
import { DomainError } from '../../plugins/app/domain-error';
import { readFormRequest, refuseBusyAddress, signInClient, textField } from './form-request';
import { idConfig } from './id-config';
import type { IdDeps } from './id-deps';
import { signInSentence } from './i18n/sign-in-sentence';
import { stringsByLanguage } from './i18n/strings-by-language';
import { localizedFieldErrors, sendBadLink, sendPage, sendRateLimited } from './page-reply';
import { codePage, signInPage } from './pages/sign-in.page';
import { allowedOrigins, setXsrfCookie } from './request-helpers';
import { findLiveSession } from './session.service';
import { completeSignIn } from './sign-in-completion';
import { destinationOf } from './sign-in-context';
import { checkCode, checkPassword, type LoginOutcome } from './sign-in.service';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const passwordStepSchema = loginSchema.extend({
  totp: z.preprocess(blankToUndefined, loginSchema.shape.totp),
});
const codeStepSchema = z.object({
  challenge: z.string().min(1).max(200),
  totp: loginSchema.shape.totp.unwrap(),
});

export function signInRoutes(app: FastifyInstance, { xsrf, challenges, knownDevices }: IdDeps) {
  /** The sign-in page; a browser that still holds a live session goes straight back to R. */
  app.get('/me', async (request, reply) => {
    const { result } = readFormRequest(app, request, 'query');
    if (!result.ok) return sendBadLink(reply, false, result.lang, result.field);
    const live = await findLiveSession(app.db, request.cookies[idConfig.refreshCookie]);
    if (live) {
      // Re-issued so a lost or stale XSRF cookie heals instead of failing every refresh.
      setXsrfCookie(reply, xsrf, live);
      return reply.redirect(destinationOf(result.context, allowedOrigins(app, request)), 303);
    }
    return sendPage(reply, 200, signInPage({ context: result.context }));
  });

  /** Step one (login + password, or all three in JSON) and step two (signed challenge + code) of signing in. */
  app.post('/login', async (request, reply) => {
    const form = readFormRequest(app, request, 'body');
    const { json, fields, result, context } = form;
    const t = stringsByLanguage[context.lang];
    const login = textField(fields, 'login');
    const busy = await refuseBusyAddress(app, request, reply, 'login', form, (error) =>
      signInPage({ context, login, error }),
    );
    if (busy) return busy;
    if (!result.ok) return sendBadLink(reply, json, result.lang, result.field);

    const answer = async (outcome: LoginOutcome) => {
      switch (outcome.kind) {
        case 'signed-in':
          return completeSignIn(
            app,
            request,
            reply,
            { xsrf, knownDevices, json, jsonStatus: 200 },
            outcome.userId,
            context,
          );
        case 'wrong-credentials':
          // One sentence for both: never tell which of login and password was wrong.
          if (json) throw new DomainError('unauthorized', signInSentence('wrongCredentials'));
          return sendPage(reply, 401, signInPage({ context, login, error: t.wrongCredentials }));
        case 'code-required':
          if (json)
            throw new DomainError('unauthorized', signInSentence('codeLead'), [{ path: ['totp'], message: signInSentence('required') }]);
          return sendPage(reply, 200, codePage({ context, challenge: outcome.challenge }));
        case 'wrong-code':
          if (json)
            throw new DomainError('unauthorized', signInSentence('wrongCode'), [{ path: ['totp'], message: signInSentence('wrongCode') }]);
          return sendPage(
            reply,
            401,
            codePage({ context, challenge: outcome.challenge, error: t.wrongCode }),
          );
        case 'challenge-expired':
          if (json) throw new DomainError('unauthorized', signInSentence('codeExpired'));
          return sendPage(reply, 401, signInPage({ context, error: t.codeExpired }));
        case 'rate-limited':
          return sendRateLimited(
            reply,
            { json, lang: context.lang },
            outcome.retryAfterSeconds,
            'tooManyFailures',
            (error) => signInPage({ context, login, error }),
          );
      }
    };

    const client = signInClient(request, knownDevices);
    const challenge = textField(fields, 'challenge');
    if (challenge) {
      const step = codeStepSchema.safeParse(fields);
      if (step.success) return answer(await checkCode(app.db, challenges, step.data, client));
      if (json) throw step.error;
      return sendPage(reply, 400, codePage({ context, challenge, error: t.codeFormat }));
    }
    const step = passwordStepSchema.safeParse(fields);
    if (step.success) return answer(await checkPassword(app.db, challenges, step.data, client));
    if (json) throw step.error;
    const fieldErrors = localizedFieldErrors(step.error, t, fields);
    return sendPage(reply, 400, signInPage({ context, login, error: t.checkFields, fieldErrors }));
  });
}
