import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionAction } from '../../../src/schema/access';
import { parseLicenceKey } from '../../../src/schema/licence-gates';
import { fiscalReceiptDetailSchema, fiscalReceiptListSchema, fiscalReceiptSendSchema, fiscalReceiptSentSchema, fiscalReceiptStatuses, fiscalReconciliationSchema, fiscalSetupSchema, fiscalSetupWriteSchema, fiscalTestResultSchema } from '../../../src/schema/payments/fiscal';
import { businessDateSchema, idParamSchema } from '../../../src/schema/primitives';
import { fiscalReceipts } from '../../db/tables';
import { authorizeRecordHome } from '../../crud/branch-records';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { authorizeSalesBranch } from '../sales/sales-access';
import { openBranch, requireGate } from '../settings/settings-access';
import { sendFiscalReceipt } from './fiscal-receipt-message';
import { reconcileDay } from './fiscal-reconciliation';
import { branchReceipts, receiptDetail } from './fiscal-receipts.read';
import { readFiscalSetup, removeFiscalSetup, saveFiscalSetup, testFiscalSetup } from './fiscal-setup.service';

const params = z.object({ branchId: idParamSchema });
const docs = (summary: string) => ({ tags: ['integrations'], summary, security: bearerAuth });
const integrationsGate = parseLicenceKey('integrations');

/**
 * Integrations → Fiscal of a branch and its receipts, under /api/v1 (docs/fiscal-receipts.md). The setup is the
 * Integrations area's (its licence key and role: administrators read, owners change, as for IPS); the receipts are
 * the sales area's, read by whoever sees the branch's payments. Another chain's branch or receipt answers 404.
 */
export const fiscalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const key = app.secrets.integrationKey;
  const auth = { preHandler: app.authenticate };
  const open = async (userId: number, branchId: number, action: PermissionAction) => {
    const context = await openBranch(db, userId, branchId);
    requireGate(context, integrationsGate, 'integrations', action);
    return { organizationId: context.access.organizationId, branch: context.branch };
  };
  const url = '/branches/:branchId/integrations/fiscal';

  app.get(url, { ...auth, schema: { ...docs('The branch’s fiscal processor setup: settings, which secrets are set, its state'), params, response: { 200: fiscalSetupSchema, ...errorResponses(401, 403, 404) } } }, async (request) =>
    readFiscalSetup(db, key, await open(request.userId, request.params.branchId, 'view')),
  );
  app.put(
    url,
    { ...auth, schema: { ...docs('Save the branch’s V-SDC address, tax label, client certificate and PAC (secrets left out keep what is stored)'), params, body: fiscalSetupWriteSchema, response: { 200: fiscalSetupSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => saveFiscalSetup(db, key, request.userId, await open(request.userId, request.params.branchId, 'edit'), request.body),
  );
  app.delete(url, { ...auth, schema: { ...docs('Remove the branch’s fiscal setup: its payments get no receipts from now on'), params, response: { 204: z.null(), ...errorResponses(401, 403, 404) } } }, async (request, reply) => {
    await removeFiscalSetup(db, request.userId, await open(request.userId, request.params.branchId, 'edit'));
    return reply.status(204).send(null);
  });
  app.post(
    `${url}/test`,
    { ...auth, schema: { ...docs('Ask the V-SDC for its status with the stored certificate and PAC'), params, response: { 200: fiscalTestResultSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => testFiscalSetup(db, key, await open(request.userId, request.params.branchId, 'edit')),
  );

  app.get(
    '/branches/:branchId/fiscal-receipts',
    {
      ...auth,
      schema: {
        ...docs('The branch’s fiscal receipts: `status=pending` lists those still to be issued, oldest first'),
        params,
        querystring: z.object({ status: z.enum(fiscalReceiptStatuses).optional() }),
        response: { 200: fiscalReceiptListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = await authorizeSalesBranch(db, request.userId, request.params.branchId, 'list');
      return { items: await branchReceipts(db, caller.scope, { status: request.query.status }) };
    },
  );
  app.get(
    '/branches/:branchId/fiscal-reconciliation',
    {
      ...auth,
      schema: {
        ...docs('A day of the branch’s payments and refunds against its fiscal receipts, and each that differs'),
        params,
        querystring: z.object({ date: businessDateSchema }),
        response: { 200: fiscalReconciliationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reconcileDay(db, (await authorizeSalesBranch(db, request.userId, request.params.branchId, 'list')).scope, request.query.date),
  );
  app.post(
    '/fiscal-receipts/:id/send',
    { ...auth, schema: { ...docs('Send an issued receipt’s number and verification link to the client by SMS or Telegram'), params: z.object({ id: idParamSchema }), body: fiscalReceiptSendSchema, response: { 202: fiscalReceiptSentSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const caller = await authorizeRecordHome(db, fiscalReceipts, request.params.id, 'record', (branchId) => authorizeSalesBranch(db, request.userId, branchId, 'create'));
      return reply.status(202).send(await sendFiscalReceipt(db, caller, request.params.id, request.body.channel));
    },
  );
  app.get(
    '/fiscal-receipts/:id',
    { ...auth, schema: { ...docs('One fiscal receipt with its lines and payments, for its printable page'), params: z.object({ id: idParamSchema }), response: { 200: fiscalReceiptDetailSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const caller = await authorizeRecordHome(db, fiscalReceipts, request.params.id, 'record', (branchId) => authorizeSalesBranch(db, request.userId, branchId, 'show'));
      return receiptDetail(db, caller.organizationId, request.params.id);
    },
  );
};
