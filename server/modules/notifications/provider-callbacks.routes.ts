import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { buildCrudRegistry } from '../../crud/crud-registry';
import { notFound, forbidden } from '../../plugins/app/domain-error';
import { serverOrigin } from '../id/request-helpers';
import { integrationByCallbackToken, openIntegration } from '../integrations/integrations.repository';
import type { OrderDeps } from '../orders/order-writer';
import { bookingKeysOf } from '../online-booking/booking-tokens';
import { handleBookingBotUpdate } from '../online-booking/telegram-codes';
import { handleTelegramUpdate, telegramUpdateSchema, verifyTelegramWebhookSecret } from '../outbox/telegram-linking';
import { parseInfobipDeliveryReports, parseInfobipInbound } from '../outbox/transports/infobip-transport';
import { replyInTelegram } from '../outbox/transports/telegram-transport';
import { parseTwilioInbound, parseTwilioStatusCallback, twilioCallbackUrls, verifyTwilioSignature } from '../outbox/transports/twilio-transport';
import { handleInboundReply, recordDeliveryReport } from './inbound-replies';

type TokenParams = { token: string };

/**
 * What providers post back (issue 17), under /api/v1/callbacks/{provider}/{token}/…: delivery reports, replies and
 * STOPs by SMS, and the Telegram bot's updates. The token in the path names the integration and is unguessable;
 * Twilio's calls are also signed with the account's auth token, Telegram's carry the secret we set with the webhook.
 * An unknown token answers 404; a bad signature 403; a body a provider never sends, 400.
 */
export const providerCallbacksModule: FastifyPluginAsync = async (app) => {
  // Twilio posts forms; the staff API takes JSON only, so the parser lives in this encapsulated plugin alone.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const deps: OrderDeps = { db: app.db, live: app.live, liveOutbox: app.liveOutbox, registry: buildCrudRegistry() };
  const bookingKeys = bookingKeysOf(app.secrets.integrationKey);
  const integrationOf = async (provider: 'infobip' | 'twilio' | 'telegram', request: FastifyRequest<{ Params: TokenParams }>) => {
    const row = await integrationByCallbackToken(app.db, provider, request.params.token);
    if (!row) throw notFound('record');
    return row;
  };

  app.post<{ Params: TokenParams }>('/callbacks/infobip/:token/reports', async (request, reply) => {
    const row = await integrationOf('infobip', request);
    for (const report of parseInfobipDeliveryReports(request.body)) await recordDeliveryReport(app.db, row.organizationId, 'infobip', report);
    return reply.status(204).send();
  });
  app.post<{ Params: TokenParams }>('/callbacks/infobip/:token/inbound', async (request, reply) => {
    const row = await integrationOf('infobip', request);
    for (const sms of parseInfobipInbound(request.body)) await handleInboundReply(deps, row.organizationId, 'sms', sms.from, sms.text);
    return reply.status(204).send();
  });

  /** Twilio signs the address it was given and the form it posts: both are checked before anything is read. */
  const signedTwilio = async (request: FastifyRequest<{ Params: TokenParams }>, leaf: 'status' | 'inbound') => {
    const row = await integrationOf('twilio', request);
    const { authToken } = openIntegration(app.secrets.integrationKey, row).secrets;
    const url = twilioCallbackUrls(serverOrigin(app), row.callbackToken)[leaf];
    const params = (request.body ?? {}) as Record<string, string>;
    const signature = request.headers['x-twilio-signature'];
    if (!authToken || typeof signature !== 'string' || !verifyTwilioSignature(authToken, url, params, signature)) throw forbidden();
    return { row, params };
  };
  app.post<{ Params: TokenParams }>('/callbacks/twilio/:token/status', async (request, reply) => {
    const { row, params } = await signedTwilio(request, 'status');
    await recordDeliveryReport(app.db, row.organizationId, 'twilio', parseTwilioStatusCallback(params));
    return reply.status(204).send();
  });
  app.post<{ Params: TokenParams }>('/callbacks/twilio/:token/inbound', async (request, reply) => {
    const { row, params } = await signedTwilio(request, 'inbound');
    const sms = parseTwilioInbound(params);
    await handleInboundReply(deps, row.organizationId, 'sms', sms.from, sms.text);
    // An empty TwiML answer: Twilio sends nothing back to the person by itself.
    return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  app.post<{ Params: TokenParams }>('/callbacks/telegram/:token', async (request, reply) => {
    const row = await integrationOf('telegram', request);
    if (!verifyTelegramWebhookSecret(row.callbackToken, request.headers['x-telegram-bot-api-secret-token'])) throw forbidden();
    const update = telegramUpdateSchema.parse(request.body);
    const token = openIntegration(app.secrets.integrationKey, row).secrets.token;
    const bot = { token: token ?? '', apiRoot: app.env.TELEGRAM_API_ROOT };
    // A booking's code first (its start codes and shared contacts are its own), then chat links, then replies.
    const bookingReply = await handleBookingBotUpdate(app.db, bookingKeys, row.organizationId, update);
    if (bookingReply) {
      if (token) await replyInTelegram(bot, bookingReply.chatId, bookingReply.text, bookingReply.keyboard);
      return reply.status(200).send({ ok: true });
    }
    const linking = await handleTelegramUpdate(app.db, row.organizationId, update);
    if (linking && token) {
      await replyInTelegram(bot, linking.chatId, linking.text);
    } else if (!linking && update.message?.text) {
      await handleInboundReply(deps, row.organizationId, 'telegram', String(update.message.chat.id), update.message.text);
    }
    return reply.status(200).send({ ok: true });
  });
};
