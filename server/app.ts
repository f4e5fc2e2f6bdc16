import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './env';
import type { DbHandle } from './db/client';
import { createAccessTokenIssuer, type AccessTokenIssuer } from './plugins/app/tokens';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { readReplicaPlugin } from './plugins/app/read-replica';
import { errorForLog } from './plugins/app/error-log';
import { refuseNulPlugin } from './plugins/app/refuse-nul';
import { cacheControlPlugin } from './plugins/app/cache-control';
import { externalPlugins } from './plugins/external';
import { authPlugin } from './plugins/app/auth';
import { livePlugin } from './modules/live';
import { idModule } from './modules/id';
import { accountModule } from './modules/account';
import { healthModule } from './modules/health';
import { configModule } from './modules/config';
import { webAppModule, type WebAppOptions } from './modules/web-app';
import { outboxPlugin } from './modules/outbox';
import { settingsModule } from './modules/settings';
import { catalogModule } from './modules/catalog';
import { liveOutboxPlugin } from './modules/live/live-outbox';
import { ordersModule } from './modules/orders';
import { soldMembershipsModule } from './modules/sold-memberships';
import { scheduleModule } from './modules/schedule';
import { photosModule } from './modules/photos';
import { payModule } from './modules/pay';
import { reportsModule } from './modules/reports';
import { cashRegisterModule } from './modules/cash-register';
import { salesModule } from './modules/sales';
import { clientReferralsModule } from './modules/client-referrals';
import { bookingPagesModule, onlineBookingModule } from './modules/online-booking';
import { customDomainsPlugin } from './modules/online-booking/domain-host';
import { systemTxtResolver, type TxtResolver } from './modules/online-booking/domain.service';
import { waitlistModule } from './modules/waitlist';
import { classSeatsModule } from './modules/class-seats';
import { integrationsModule } from './modules/integrations';
import { fiscalModule, fiscalReceiptsPlugin } from './modules/fiscal';
import { webhooksPlugin } from './modules/webhooks';
import { onlinePaymentsModule, paymentPagesPlugin } from './modules/online-payments';
import { savedCardChargesPlugin, savedCardRoutes } from './modules/online-payments/saved-cards.routes';
import { notificationsModule } from './modules/notifications';
import { broadcastRunnerPlugin, broadcastsModule, unsubscribePagesModule } from './modules/broadcasts';
import { providerCallbacksModule } from './modules/notifications/provider-callbacks.routes';
import { reviewPagesModule, reviewsModule } from './modules/reviews';
import { billingModule } from './modules/billing';
import { chainReferralsModule } from './modules/chain-referrals';
import { networkModule, networkSiteModule } from './modules/network';
import { crudModule, type CrudResourceInput } from './crud';

export type AppSecrets = {
  jwtSecret: Uint8Array;
  cookieSecret: string;
  /** 32 bytes: seals integrations' secrets (server/modules/integrations/sealed-secrets.ts). */
  integrationKey: Uint8Array;
  /** Web push's VAPID pair, base64url as web-push takes it; browsers subscribe with the public key. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
};
export type AppOptions = {
  env: Env;
  dbHandle: DbHandle;
  secrets: AppSecrets;
  /** Serve the built SPA from dist/, or from the folder given (off in API tests but the deep links'). */
  serveWebApp?: boolean | WebAppOptions;
  logger?: FastifyServerOptions['logger'];
  /** Resource definitions served besides the registry's (the engine's fixture tests). */
  extraResources?: readonly CrudResourceInput[];
  /** Sees every route as it is registered (the role table test collects them). */
  onRoute?: (route: RouteOptions) => void;
  /** Looks up TXT records for custom domains' proof (node's resolver; the API tests give a stand-in). */
  resolveTxt?: TxtResolver;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    env: Env;
    db: DbHandle['db'];
    pool: DbHandle['pool'];
    tokens: AccessTokenIssuer;
    secrets: AppSecrets;
    resolveTxt: TxtResolver;
  }
}

/** Secrets and tokens never reach the logs. */
const logRedactPaths = ['*.password', '*.accessToken', '*.refreshToken', '*.token'];

/**
 * Requests are logged by path only: query strings carry tokens (the live channel's access token, password
 * reset links), and pino's default serialiser would print the URL whole. Headers are left out altogether.
 * Errors without the values they carry (a failed query's parameters): server/plugins/app/error-log.ts.
 */
const logSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip }),
  err: errorForLog,
};

/** The production logger configuration (tests pass a stream to read what it writes). */
export const loggerOptions = (level: Env['LOG_LEVEL'], stream?: NodeJS.WritableStream) => ({
  level,
  redact: logRedactPaths,
  serializers: logSerializers,
  ...(stream ? { stream } : {}),
});

/** TRUST_PROXY: unset trusts no proxy (X-Forwarded-For from anyone would fake the address rate limits count). */
const trustProxyOption = (value: string | undefined): boolean | string[] | ((address: string, hop: number) => boolean) => {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value.split(',').map((entry) => entry.trim());
};

/** Builds the whole app as one testable instance; server/main.ts only listens and closes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.env.LOG_LEVEL),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(options.env.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.decorate('env', options.env);
  app.decorate('db', options.dbHandle.db);
  app.decorate('pool', options.dbHandle.pool);
  app.decorate('secrets', options.secrets);
  app.decorate('tokens', createAccessTokenIssuer(options.secrets.jwtSecret));
  app.decorate('resolveTxt', options.resolveTxt ?? systemTxtResolver);
  // app.readDb, app.readPool and app.laggingRead: the replica of REPLICA_DATABASE_URL, or the primary again.
  await app.register(readReplicaPlugin);

  await app.register(errorHandlerPlugin);
  await app.register(refuseNulPlugin);
  await app.register(cacheControlPlugin);
  await app.register(cookie, { secret: options.secrets.cookieSecret });
  await app.register(externalPlugins);
  await app.register(authPlugin);
  await app.register(outboxPlugin);
  await app.register(broadcastRunnerPlugin);
  await app.register(fiscalReceiptsPlugin);
  await app.register(livePlugin);
  await app.register(liveOutboxPlugin);
  await app.register(savedCardChargesPlugin);
  await app.register(healthModule);
  // Before every route: a verified custom domain's `/` is its booking page; any other Host goes on untouched.
  await app.register(customDomainsPlugin);
  await app.register(configModule, { prefix: '/api/v1' });
  await app.register(idModule, { prefix: '/id' });
  await app.register(accountModule, { prefix: '/api/v1' });
  await app.register(settingsModule, { prefix: '/api/v1' });
  await app.register(catalogModule, { prefix: '/api/v1' });
  await app.register(ordersModule, { prefix: '/api/v1' });
  await app.register(soldMembershipsModule, { prefix: '/api/v1' });
  await app.register(scheduleModule, { prefix: '/api/v1' });
  await app.register(photosModule, { prefix: '/api/v1' });
  await app.register(payModule, { prefix: '/api/v1' });
  await app.register(reportsModule, { prefix: '/api/v1' });
  await app.register(cashRegisterModule, { prefix: '/api/v1' });
  await app.register(salesModule, { prefix: '/api/v1' });
  await app.register(clientReferralsModule, { prefix: '/api/v1' });
  await app.register(reviewsModule, { prefix: '/api/v1' });
  await app.register(billingModule, { prefix: '/api/v1' });
  await app.register(chainReferralsModule, { prefix: '/api/v1' });
  await app.register(notificationsModule, { prefix: '/api/v1' });
  await app.register(broadcastsModule, { prefix: '/api/v1' });
  await app.register(providerCallbacksModule, { prefix: '/api/v1' });
  await app.register(integrationsModule, { prefix: '/api/v1' });
  await app.register(fiscalModule, { prefix: '/api/v1' });
  await app.register(onlinePaymentsModule, { prefix: '/api/v1' });
  await app.register(savedCardRoutes, { prefix: '/api/v1' });
  await app.register(paymentPagesPlugin);
  await app.register(webhooksPlugin);
  await app.register(onlineBookingModule, { prefix: '/api/v1' });
  await app.register(waitlistModule, { prefix: '/api/v1' });
  await app.register(classSeatsModule, { prefix: '/api/v1' });
  await app.register(reviewPagesModule);
  await app.register(bookingPagesModule);
  await app.register(networkModule, { prefix: '/api/v1' });
  await app.register(networkSiteModule);
  await app.register(unsubscribePagesModule);
  await app.register(crudModule, { prefix: '/api/v1', extraResources: options.extraResources ?? [] });
  if (options.serveWebApp) await app.register(webAppModule, options.serveWebApp === true ? {} : options.serveWebApp);
  return app;
}
