import fp from 'fastify-plugin';
import { serverOrigin } from '../id/request-helpers';
import { bookingPageLanguage } from '../online-booking/booking-page-language';
import { openPaymentLink, publicPaymentState } from './online-payments.service';
import type { OnlinePaymentsDeps } from './payment-attempts';
import { payLinkPage, paymentResultPage } from './payment-pages';

const resultPath = /^\/secure_payment\/(success|fail)(\?|$)/;
const referencePattern = /^[0-9a-f]{32}$/;

/**
 * The client's pages (docs/online-payments.md): `/pay/{token}` (the link a message carries) and the provider's return
 * to `/secure_payment/success|fail?ref=…`. Those two addresses are the staff app's too (its billing returns there
 * without `ref`), so a hook answers only the requests that name an attempt and leaves the rest to the app's shell.
 */
export const paymentPagesPlugin = fp(async (app) => {
  const deps = (): OnlinePaymentsDeps => ({ db: app.db, liveOutbox: app.liveOutbox, key: app.secrets.integrationKey, origin: serverOrigin(app), monriBaseUrl: app.env.MONRI_BASE_URL });

  app.get<{ Params: { token: string } }>('/pay/:token', { schema: { hide: true } }, async (request, reply) => {
    const lang = bookingPageLanguage(request);
    const opened = await openPaymentLink(deps(), request.params.token, lang);
    reply.header('cache-control', 'no-store');
    if (!opened) return reply.status(404).type('text/html; charset=utf-8').send(paymentResultPage(lang, '', null));
    if ('redirect' in opened) return reply.redirect(opened.redirect, 303);
    // The one form of the page posts to the provider's hosted page: its origin joins the policy's form-action.
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', policy.replace("form-action 'self'", `form-action 'self' ${new URL(opened.form.action).origin}`));
    return reply.type('text/html; charset=utf-8').send(await payLinkPage(lang, opened.form, opened.amountMinor, opened.currency, opened.ipsQr));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !resultPath.test(request.url)) return;
    const reference = new URL(request.url, 'http://local').searchParams.get('ref');
    if (reference === null) return;
    const lang = bookingPageLanguage(request);
    const state = referencePattern.test(reference) ? await publicPaymentState(app.db, reference) : null;
    return reply
      .status(state ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(paymentResultPage(lang, reference, state));
  });
});
