import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../../src/schema/list-query';
import { idParamSchema } from '../../../src/schema/primitives';
import { listResponseSchema } from '../../../src/schema/protocol';
import { checkoutRequestSchema, paymentRequestSchema, refundRequestSchema, saleReceiptSchema, saleSchema, transactionSchema } from '../../../src/schema/sales/checkout';
import { moneyEventSchema } from '../../../src/schema/sales/event-list';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { receiptEmailQueuedSchema, receiptEmailRequestSchema } from '../../../src/schema/sales/receipt';
import { replyLanguage } from '../../i18n/language';
import { checkout } from './checkout.service';
import { idempotencyHeadersSchema, keyedWrite } from './idempotency';
import { emailReceipt } from './receipt-email.service';
import { loadSale } from './sale-read';
import { listEvents, listSales, listTransactions } from './sale-lists.query';
import { cancelSale, payDebt, refundPayment } from './sale-money.service';
import { authorizeSalesBranch, authorizeSalesRecord } from './sales-access';
import type { SalesDeps } from './sale-transaction';

const branchParams = z.object({ branchId: idParamSchema });
const idParams = z.object({ id: idParamSchema });
const cancelBodySchema = z.object({ note: z.string().trim().max(500).nullable().default(null) });
const docs = (summary: string) => ({ tags: ['sales'], summary, security: bearerAuth });

/** Checkout, a sale, its debt paid, payments given back, a sale cancelled; the branch's payments, sales and money events. */
export const salesRoutes: FastifyPluginAsyncZod<{ deps: SalesDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    '/branches/:branchId/sales',
    { preHandler: app.authenticate, schema: { ...docs('Sell: services, memberships and products, paid in cash, by card, both, or partly (the rest a debt)'), params: branchParams, headers: idempotencyHeadersSchema, body: checkoutRequestSchema, response: { 201: saleReceiptSchema, ...errorResponses(400, 401, 403, 404, 409, 422) } } },
    async (request, reply) => {
      const caller = await authorizeSalesBranch(db, request.userId, request.params.branchId, 'create');
      return reply.status(201).send(await checkout(deps, caller, request.body, keyedWrite(request, caller.organizationId)));
    },
  );

  app.get(
    '/branches/:branchId/sales',
    { preHandler: app.authenticate, schema: { ...docs("The branch's sales (paging, sort, filters: date, clientId, total, paid)"), params: branchParams, querystring: listQuerySchema, response: { 200: listResponseSchema(saleSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => listSales(db, await authorizeSalesBranch(db, request.userId, request.params.branchId, 'list'), request.query),
  );

  app.get(
    '/branches/:branchId/transactions',
    { preHandler: app.authenticate, schema: { ...docs("The branch's payments and refunds (Sales → Payments)"), params: branchParams, querystring: listQuerySchema, response: { 200: listResponseSchema(transactionSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => listTransactions(db, await authorizeSalesBranch(db, request.userId, request.params.branchId, 'list'), request.query),
  );

  app.get(
    '/branches/:branchId/events',
    { preHandler: app.authenticate, schema: { ...docs("The branch's money events (Sales → Events), newest first"), params: branchParams, querystring: listQuerySchema, response: { 200: listResponseSchema(moneyEventSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => listEvents(db, await authorizeSalesBranch(db, request.userId, request.params.branchId, 'list'), request.query),
  );

  app.get(
    '/sales/:id',
    { preHandler: app.authenticate, schema: { ...docs('One sale with its items and payments'), params: idParams, response: { 200: saleSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const caller = await authorizeSalesRecord(db, request.userId, 'sale', request.params.id, 'show');
      return loadSale(db, caller.organizationId, request.params.id);
    },
  );

  app.post(
    '/sales/:id/payments',
    { preHandler: app.authenticate, schema: { ...docs("Pay (part of) a sale's debt"), params: idParams, headers: idempotencyHeadersSchema, body: paymentRequestSchema, response: { 201: saleReceiptSchema, ...errorResponses(400, 401, 403, 404, 409, 422) } } },
    async (request, reply) => {
      const caller = await authorizeSalesRecord(db, request.userId, 'sale', request.params.id, 'create');
      return reply.status(201).send(await payDebt(deps, caller, request.params.id, request.body, keyedWrite(request, caller.organizationId)));
    },
  );

  app.post(
    '/sales/:id/receipt-email',
    { preHandler: app.authenticate, schema: { ...docs("E-mail the sale's receipt (queued in the outbox) to the address given or the client's own"), params: idParams, body: receiptEmailRequestSchema, response: { 202: receiptEmailQueuedSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const caller = await authorizeSalesRecord(db, request.userId, 'sale', request.params.id, 'create');
      return reply.status(202).send(await emailReceipt(db, caller, request.params.id, request.body, replyLanguage(request.headers['accept-language'])));
    },
  );

  app.post(
    '/sales/:id/cancel',
    { preHandler: app.authenticate, schema: { ...docs('Cancel a sale: every payment given back, products restocked, memberships cancelled'), params: idParams, body: cancelBodySchema.nullish(), response: { 200: saleSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => cancelSale(deps, await authorizeSalesRecord(db, request.userId, 'sale', request.params.id, 'edit'), request.params.id, request.body?.note ?? null),
  );

  app.post(
    '/transactions/:id/refunds',
    { preHandler: app.authenticate, schema: { ...docs('Give (part of) a payment back: a negative transaction linked to it'), params: idParams, headers: idempotencyHeadersSchema, body: refundRequestSchema, response: { 201: transactionSchema, ...errorResponses(400, 401, 403, 404, 409, 422) } } },
    async (request, reply) => {
      const caller = await authorizeSalesRecord(db, request.userId, 'transaction', request.params.id, 'create');
      return reply.status(201).send(await refundPayment(deps, caller, request.params.id, request.body, keyedWrite(request, caller.organizationId)));
    },
  );
};
