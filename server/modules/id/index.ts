import type { FastifyPluginAsync } from 'fastify';
import { accountSecurityRoutes } from './account-security.routes';
import { idConfig } from './id-config';
import type { IdDeps } from './id-deps';
import { forgotPasswordRoutes } from './forgot-password.routes';
import { inviteRoutes } from './invite.routes';
import { createKnownDevices } from './known-device';
import { resetPasswordRoutes } from './reset-password.routes';
import { sessionRoutes } from './session.routes';
import { createTotpChallenges, createXsrfTokens } from './signed-tokens';
import { signInRoutes } from './sign-in.routes';
import { signUpRoutes } from './sign-up.routes';
import { supportRoutes } from './support.routes';

/**
 * The sign-in service under /id (ARCHITECTURE "Sign-in"): server-rendered pages, the cookie endpoints the web
 * app calls, and the account area's password and 2FA endpoints. Encapsulated: the form parser stays in here.
 */
export const idModule: FastifyPluginAsync = async (app) => {
  // The pages post plain HTML forms; no extra dependency needed to read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const deps: IdDeps = {
    xsrf: createXsrfTokens(app.secrets.cookieSecret),
    challenges: createTotpChallenges(app.secrets.cookieSecret, idConfig.totpChallengeTtlMs),
    knownDevices: createKnownDevices(app.secrets.cookieSecret),
  };
  signInRoutes(app, deps);
  signUpRoutes(app, deps);
  forgotPasswordRoutes(app);
  resetPasswordRoutes(app, deps);
  inviteRoutes(app, deps);
  sessionRoutes(app, deps);
  accountSecurityRoutes(app);
  supportRoutes(app);
};
