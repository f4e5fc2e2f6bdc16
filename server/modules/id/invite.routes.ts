import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../../src/schema/enums';
import { invitationSignInSchema, invitationSignUpSchema } from '../../../src/schema/settings';
import { emailSchema } from '../../../src/schema/primitives';
import { DomainError } from '../../plugins/app/domain-error';
import { addressKey } from './client-address';
import { signInClient, textField } from './form-request';
import { rateLimits, type RateLimit } from './id-config';
import type { IdDeps } from './id-deps';
import { pickLanguage } from '../../i18n/language';
import { inviteStringsByLanguage } from './i18n/invite-strings';
import { inviteSentence, signInSentence } from './i18n/sign-in-sentence';
import { stringsByLanguage } from './i18n/strings-by-language';
import { acceptAsExistingUser, acceptAsNewUser, landingPath, readInvitation, type AcceptOutcome } from './invitation-acceptance.service';
import { localizedFieldErrors, sendPage, sendRateLimited } from './page-reply';
import { inviteInvalidPage, invitePage, invitePath, type InvitePageProps } from './pages/invite.page';
import { noticePage } from './pages/notice.page';
import { hitRateLimit } from './rate-limit.service';
import { bodyFields, queryFields, wantsJson } from './request-helpers';
import { completeSignIn } from './sign-in-completion';
import { checkCode, checkPassword, type LoginOutcome } from './sign-in.service';
import { findCredentialsByLogin } from './credentials.repository';

/** The same per-address budget as the other forms of the sign-in service, counted on its own. */
const invitePerAddress: RateLimit = { ...rateLimits.perAddress('signup'), action: 'invite' };
const codeSchema = z.object({ challenge: z.string().min(1).max(200), totp: z.string().regex(/^\d{6}$/, 'Six digits') });
/** The e-mail a person invited by phone signs in with (field `login`, as the sign-in form names it). */
const loginSchema = z.object({ login: emailSchema });

/**
 * The invitation link of the e-mail (GET) and its form (POST): accepting grants the chain's access and signs
 * the person in, exactly like sign-in and sign-up end (session cookies, XSRF cookie, then the app).
 */
export function inviteRoutes(app: FastifyInstance, { xsrf, challenges, knownDevices }: IdDeps) {
  app.get('/invite', async (request, reply) => {
    const query = queryFields(request);
    const lang = pickLanguage(query.lang, request.headers['accept-language']);
    const token = textField(query, 'token') ?? '';
    const invitation = await readInvitation(app.db, token);
    if (!invitation) return sendPage(reply, 400, inviteInvalidPage(lang));
    return sendPage(reply, 200, invitePage({ lang, token, invitation }));
  });

  app.post('/invite', async (request, reply) => {
    const fields = bodyFields(request);
    const json = wantsJson(request);
    const lang = pickLanguage(fields.lang, request.headers['accept-language']);
    const t = stringsByLanguage[lang];
    const token = textField(fields, 'token') ?? '';
    const values = { firstName: textField(fields, 'firstName'), lastName: textField(fields, 'lastName'), login: textField(fields, 'login') };

    const busy = await hitRateLimit(app.db, invitePerAddress, addressKey(request.ip));
    if (!busy.allowed) {
      return sendRateLimited(reply, { json, lang }, busy.retryAfterSeconds, 'tooManyRequests', (message) =>
        noticePage({ lang, title: inviteStringsByLanguage[lang].title, message, tone: 'error', links: [{ href: `${invitePath}?${new URLSearchParams({ token, lang })}`, label: inviteStringsByLanguage[lang].title }], hrefFor: (l) => `${invitePath}?${new URLSearchParams({ token, lang: l })}` }),
      );
    }
    const invitation = await readInvitation(app.db, token);
    if (!invitation) return refuseInvalid(reply, json, lang);
    const page = (status: number, props: Partial<InvitePageProps>) => sendPage(reply, status, invitePage({ lang, token, invitation, values, ...props }));

    // An invitation by phone names no e-mail: the person gives theirs (`login`). An account of that e-mail accepts
    // with its password (and code) below, as an e-mail invitation's existing account does; any other signs up.
    const challenge = textField(fields, 'challenge');
    let login = invitation.email;
    if (login === null && !challenge) {
      const given = loginSchema.safeParse(fields);
      if (!given.success) {
        if (json) throw given.error;
        return page(400, { error: t.checkFields, fieldErrors: localizedFieldErrors(given.error, t, fields) });
      }
      login = given.data.login;
    }
    const signsUp = invitation.email === null ? !challenge && !(await findCredentialsByLogin(app.db, login ?? '')) : invitation.accountUserId === null;

    const finish = async (outcome: AcceptOutcome) => {
      if (outcome.kind === 'invalid') return refuseInvalid(reply, json, lang);
      if (outcome.kind === 'account-exists') {
        // Someone made an account for this e-mail meanwhile: it has to accept with its password.
        if (json) throw new DomainError('conflict', signInSentence('accountExists'), [{ path: ['login'], message: signInSentence('accountExists') }]);
        const fresh = await readInvitation(app.db, token);
        if (!fresh) return refuseInvalid(reply, json, lang);
        return sendPage(reply, 409, invitePage({ lang, token, invitation: fresh, values, error: t.accountExists }));
      }
      const context = { client: 'manage' as const, state: undefined, redirectUrl: landingPath(outcome), lang };
      return completeSignIn(app, request, reply, { xsrf, knownDevices, json, jsonStatus: signsUp ? 201 : 200 }, outcome.userId, context);
    };

    if (signsUp && login !== null) {
      const input = invitationSignUpSchema.safeParse(fields);
      if (!input.success) {
        if (json) throw input.error;
        return page(400, { error: t.checkFields, fieldErrors: localizedFieldErrors(input.error, t, fields) });
      }
      const perLogin = await hitRateLimit(app.db, rateLimits.signupPerLogin, login.toLowerCase());
      if (!perLogin.allowed) {
        return sendRateLimited(reply, { json, lang }, perLogin.retryAfterSeconds, 'tooManyAttempts', (error) => invitePage({ lang, token, invitation, values, error }));
      }
      return finish(await acceptAsNewUser(app.db, token, { ...input.data, isoLanguage: lang, login }));
    }

    const signedIn = async (outcome: LoginOutcome) => {
      switch (outcome.kind) {
        case 'signed-in':
          // An e-mail invitation is accepted by its e-mail's account only; a phone invitation by the account whose
          // e-mail and password (and code) the person gave.
          return invitation.email === null || outcome.userId === invitation.accountUserId
            ? finish(await acceptAsExistingUser(app.db, token, outcome.userId))
            : refuseInvalid(reply, json, lang);
        case 'wrong-credentials':
          if (json) throw new DomainError('unauthorized', signInSentence('wrongCredentials'));
          return page(401, { fieldErrors: { password: t.wrongCredentials } });
        case 'code-required':
          if (json) throw new DomainError('unauthorized', signInSentence('codeLead'), [{ path: ['totp'], message: signInSentence('required') }]);
          return page(200, { challenge: outcome.challenge });
        case 'wrong-code':
          if (json) throw new DomainError('unauthorized', signInSentence('wrongCode'), [{ path: ['totp'], message: signInSentence('wrongCode') }]);
          return page(401, { challenge: outcome.challenge, fieldErrors: { totp: t.wrongCode } });
        case 'challenge-expired':
          if (json) throw new DomainError('unauthorized', signInSentence('codeExpired'));
          return page(401, { error: t.codeExpired });
        case 'rate-limited':
          return sendRateLimited(reply, { json, lang }, outcome.retryAfterSeconds, 'tooManyFailures', (error) => invitePage({ lang, token, invitation, error }));
      }
    };

    if (challenge) {
      const step = codeSchema.safeParse(fields);
      if (!step.success) {
        if (json) throw step.error;
        return page(400, { challenge, fieldErrors: { totp: t.codeFormat } });
      }
      return signedIn(await checkCode(app.db, challenges, step.data, signInClient(request, knownDevices)));
    }
    const input = invitationSignInSchema.safeParse(fields);
    if (!input.success) {
      if (json) throw input.error;
      return page(400, { error: t.checkFields, fieldErrors: localizedFieldErrors(input.error, t, fields) });
    }
    const totp = textField(fields, 'totp');
    return signedIn(await checkPassword(app.db, challenges, { login: login ?? '', password: input.data.password, totp: totp || undefined }, signInClient(request, knownDevices)));
  });
}

function refuseInvalid(reply: FastifyReply, json: boolean, lang: Language) {
  if (json) throw new DomainError('bad_request', inviteSentence('invalid'), [{ path: ['token'], message: inviteSentence('invalid') }]);
  return sendPage(reply, 400, inviteInvalidPage(lang));
}

