import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingOverviewSchema, planOfferSchema } from '../../../src/schema/billing/billing-overview';
import {
  billingDetailsReadSchema,
  billingDetailsWriteSchema,
  billingPaymentSchema,
  billingPaymentStateSchema,
  hostedPaymentFormSchema,
  invoiceSchema,
  planChangeRequestSchema,
  planChangeResultSchema,
} from '../../../src/schema/billing/invoices';
import { parseLicenceKey } from '../../../src/schema/licence-gates';
import { roleCan } from '../../../src/schema/access';
import { idParamSchema } from '../../../src/schema/primitives';
import { replyLanguage } from '../../i18n/language';
import { loadUserAccess } from '../../plugins/app/access';
import { notFound } from '../../plugins/app/domain-error';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { openChain, requireGate, requireRole } from '../settings/settings-access';
import { billingOverview, planOffers } from './billing.read';
import { billingPaymentState, listBillingPayments, startInvoicePayment, type BillingPaymentDeps } from './billing-payments';
import { readBillingDetails, saveBillingDetails } from './billing-details';
import { renderInvoicePdf } from './invoice-pdf';
import { billingInvoicesOut, choosePlan, sellerOf } from './billing.service';
import { findInvoice } from './invoices';

const orgParams = z.object({ orgId: idParamSchema });
const invoiceParams = z.object({ orgId: idParamSchema, invoiceId: idParamSchema });
const docs = (summary: string) => ({ tags: ['billing'], summary, security: bearerAuth });
const billingGate = parseLicenceKey('org:billing');

/**
 * Billing under /api/v1 (docs/billing.md), the owner's (the role table's `billing` area). The overview and the
 * invoices follow the licence's `billing` key like any area; choosing a plan and paying for it are exempt from the
 * licence (spec §2, like the Subscription page they belong to), so a chain whose licence closed everything can
 * still find and pay its way out.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ payments: BillingPaymentDeps }> = async (app, { payments }) => {
  const { db } = app;
  const owner = async (userId: number, orgId: number, action: 'view' | 'edit') => {
    const context = await openChain(db, userId, orgId);
    requireRole(context.access.role, 'billing', action);
    return context;
  };
  app.get(
    '/organizations/:orgId/billing',
    { preHandler: app.authenticate, schema: { ...docs('The chain’s plan, period, price, when it turns read-only, usage against its limits'), params: orgParams, response: { 200: billingOverviewSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const context = await openChain(db, request.userId, request.params.orgId);
      requireGate(context, billingGate, 'billing', 'view');
      return billingOverview(db, request.params.orgId, context.license);
    },
  );
  app.get(
    '/organizations/:orgId/plans',
    { preHandler: app.authenticate, schema: { ...docs('The plans on sale in the chain’s currency, its own marked (exempt from the licence)'), params: orgParams, response: { 200: z.array(planOfferSchema), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await owner(request.userId, request.params.orgId, 'view');
      return planOffers(db, request.params.orgId);
    },
  );
  app.post(
    '/organizations/:orgId/billing/plan-change',
    {
      preHandler: app.authenticate,
      schema: { ...docs('Choose a plan: an invoice for a start or an upgrade, or a downgrade at the period’s end (409 naming what to remove when over its limits)'), params: orgParams, body: planChangeRequestSchema, response: { 200: planChangeResultSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      await owner(request.userId, request.params.orgId, 'edit');
      return choosePlan(db, payments.publishLive, sellerOf(app.env), request.params.orgId, request.body);
    },
  );
  app.get(
    '/organizations/:orgId/billing/invoices',
    { preHandler: app.authenticate, schema: { ...docs('The chain’s invoices, newest first'), params: orgParams, response: { 200: z.array(invoiceSchema), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await owner(request.userId, request.params.orgId, 'view');
      return billingInvoicesOut(db, request.params.orgId);
    },
  );
  app.get(
    '/organizations/:orgId/billing/invoices/:invoiceId/pdf',
    {
      preHandler: app.authenticate,
      schema: { ...docs('An invoice as PDF, in the request’s language'), params: invoiceParams, produces: ['application/pdf'], response: { 200: z.any().describe('The invoice, application/pdf'), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await owner(request.userId, request.params.orgId, 'view');
      const invoice = await findInvoice(db, request.params.orgId, request.params.invoiceId);
      if (!invoice) throw notFound('record');
      const pdf = await renderInvoicePdf(invoice, replyLanguage(request.headers['accept-language']));
      return reply.header('content-disposition', `attachment; filename="${invoice.number}.pdf"`).header('cache-control', 'private, no-store').type('application/pdf').send(pdf);
    },
  );
  app.post(
    '/organizations/:orgId/billing/invoices/:invoiceId/pay',
    { preHandler: app.authenticate, schema: { ...docs('Pay an open invoice by card: the provider’s hosted page, as a form to post'), params: invoiceParams, response: { 200: hostedPaymentFormSchema, ...errorResponses(401, 403, 404, 409) } } },
    async (request, reply) => {
      await owner(request.userId, request.params.orgId, 'edit');
      const form = await startInvoicePayment(payments, request.params.orgId, request.params.invoiceId, request.userId, replyLanguage(request.headers['accept-language']));
      reply.header('cache-control', 'no-store');
      return form;
    },
  );
  app.get(
    '/organizations/:orgId/billing/payments',
    { preHandler: app.authenticate, schema: { ...docs('The chain’s card payments for invoices, newest first'), params: orgParams, response: { 200: z.array(billingPaymentSchema), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await owner(request.userId, request.params.orgId, 'view');
      return listBillingPayments(db, request.params.orgId);
    },
  );
  app.get(
    '/billing/payments/:reference',
    {
      preHandler: app.authenticate,
      schema: { ...docs('Where a payment stands (the page the provider returns the owner to polls it while pending)'), params: z.object({ reference: z.string().regex(/^[0-9a-f]{32}$/) }), response: { 200: billingPaymentStateSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      // A reference of a chain the caller does not run answers like an unknown one.
      const canSee = async (orgId: number) => {
        const access = (await loadUserAccess(db, request.userId)).find((o) => o.organizationId === orgId);
        return access !== undefined && roleCan(access.role, 'billing', 'view');
      };
      const state = await billingPaymentState(db, request.params.reference, canSee);
      if (!state) throw notFound('record');
      return state;
    },
  );
  app.get(
    '/organizations/:orgId/billing/details',
    { preHandler: app.authenticate, schema: { ...docs('The chain’s legal details for its invoices'), params: orgParams, response: { 200: billingDetailsReadSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await owner(request.userId, request.params.orgId, 'view');
      return readBillingDetails(db, request.params.orgId);
    },
  );
  app.put(
    '/organizations/:orgId/billing/details',
    { preHandler: app.authenticate, schema: { ...docs('Change the chain’s legal details (printed on invoices issued from now)'), params: orgParams, body: billingDetailsWriteSchema, response: { 200: billingDetailsReadSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      await owner(request.userId, request.params.orgId, 'edit');
      return saveBillingDetails(db, request.params.orgId, request.body);
    },
  );
};
