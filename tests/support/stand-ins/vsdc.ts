import { createHash } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { StandInRequest } from './http-stand-in';
import type { VsdcCertificates } from './vsdc-certificates';

/**
 * The Tax Administration's V-SDC (TaxCore) as docs/fiscal-receipts.md describes it, a real HTTPS server that asks
 * for a client certificate signed by its CA (any other ends the TLS handshake) and checks each request field by
 * field:
 * - `PAC` must be the certificate's PAC, else 401; `Accept: application/json`; `Accept-Language` must name a
 *   language of `supportedLanguages`, else 406; `RequestId` at most 32 characters;
 * - `POST /api/v3/invoices`: the InvoiceRequest's documented fields only (an unknown one is refused), the
 *   enumerations as names, each line's total its quantity × unit price, the lines' sum the payments' sum, a refund
 *   (and a final sale after an advance) naming a receipt it issued with that receipt's time, an Advance Refund naming
 *   an advance receipt, a `buyerId` a code and number (`20:…`); a wrong field answers
 *   400 with `modelState` naming it;
 * - `GET /api/v3/invoices/{requestId}`: the receipt that request got, else 404; `GET /api/v3/status`: its status.
 * Failures are injected: `server-error` (500), `hang` (never answers, signs nothing), `lost-answer` (signs the
 * receipt, then never answers: the answer lost on the way back), and `down` (every connection cut).
 */

export type VsdcFailure = 'server-error' | 'hang' | 'lost-answer';

export type VsdcIssued = { requestId: string | undefined; request: Record<string, unknown>; result: Record<string, unknown> };

export type VsdcStandIn = {
  url: string;
  pac: string;
  requests: StandInRequest[];
  /** Every receipt signed, in signing order (a lost answer's too). */
  issued: VsdcIssued[];
  /** The next `count` requests (of `method` only, when given) fail this way. */
  failNext(count: number, failure: VsdcFailure, method?: 'GET' | 'POST'): void;
  /** While down, every connection is cut as it opens. */
  setDown(down: boolean): void;
  close(): Promise<void>;
};

const supportedLanguages = ['sr-Cyrl-RS', 'sr-Latn-RS', 'en-US'];
const taxLabels: Record<string, { rate: number; categoryName: string; categoryType: number }> = {
  Ђ: { rate: 20, categoryName: 'VAT', categoryType: 0 },
  Е: { rate: 10, categoryName: 'VAT', categoryType: 0 },
  А: { rate: 0, categoryName: 'VAT-EXCL', categoryType: 0 },
};
/** The counter's extension per invoice type and transaction type, as Serbian receipts print it. */
const extensions: Record<string, string> = { NormalSale: 'ПП', NormalRefund: 'ПР', AdvanceSale: 'АП', AdvanceRefund: 'АР' };

const cents = (value: number) => Math.round(value * 100);

const paymentSchema = z.strictObject({ amount: z.number().min(0), paymentType: z.enum(['Other', 'Cash', 'Card', 'Check', 'WireTransfer', 'Voucher', 'MobileMoney']) });
const itemSchema = z
  .strictObject({
    gtin: z.string().min(8).max(14).optional(),
    name: z.string().min(1).max(2048),
    quantity: z.number().positive(),
    unitPrice: z.number().min(0),
    labels: z.array(z.string().refine((label) => label in taxLabels, 'unknown tax label')).min(1),
    totalAmount: z.number().min(0),
  })
  .refine((item) => cents(item.quantity * item.unitPrice) === cents(item.totalAmount), { message: 'totalAmount is not quantity × unitPrice', path: ['totalAmount'] });
const invoiceSchema = z.strictObject({
  dateAndTimeOfIssue: z.string().datetime({ offset: true }).optional(),
  cashier: z.string().max(50).optional(),
  // The Tax Administration's code list: a two-digit code, a colon, the number (20:… an identity card, 10:… a tax id).
  buyerId: z.string().max(20).regex(/^\d{2}:\S+$/, 'not a code and number').optional(),
  buyerCostCenterId: z.string().max(50).optional(),
  invoiceType: z.enum(['Normal', 'ProForma', 'Copy', 'Training', 'Advance']),
  transactionType: z.enum(['Sale', 'Refund']),
  payment: z.array(paymentSchema).min(1),
  invoiceNumber: z.string().max(32).optional(),
  referentDocumentNumber: z.string().max(50).optional(),
  referentDocumentDT: z.string().optional(),
  options: z.record(z.string(), z.string()).optional(),
  items: z.array(itemSchema).min(1),
});

const badRequest = (problems: { property: string; errors: string[] }[]) => ({ status: 400, body: { message: 'Bad Request', modelState: problems } });

export async function startVsdcStandIn(certificates: VsdcCertificates, pac = 'PAC123'): Promise<VsdcStandIn> {
  const requests: StandInRequest[] = [];
  const issued: VsdcIssued[] = [];
  const failures: { failure: VsdcFailure; method: string | undefined }[] = [];
  const counters = new Map<string, number>();
  const uid = 'STANDIN1';
  let down = false;

  const status = () => ({ sdcDateTime: new Date().toISOString(), supportedLanguages, uid, taxCoreApi: 'https://api.stand-in.test/', currentTaxRates: null, allTaxRates: [] });

  const sign = (requestId: string | undefined, invoice: z.infer<typeof invoiceSchema>) => {
    const kind = `${invoice.invoiceType}${invoice.transactionType}`;
    const typeCounter = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, typeCounter);
    const totalCounter = issued.length + 1;
    const sdcDateTime = new Date().toISOString();
    const invoiceNumber = `${uid}-${uid}-${totalCounter}`;
    const totalAmount = invoice.items.reduce((sum, item) => sum + cents(item.totalAmount), 0) / 100;
    const taxItems = Object.entries(taxLabels)
      .filter(([label]) => invoice.items.some((item) => item.labels.includes(label)))
      .map(([label, tax]) => {
        const gross = invoice.items.filter((item) => item.labels.includes(label)).reduce((sum, item) => sum + item.totalAmount, 0);
        return { categoryType: tax.categoryType, label, amount: Math.round((gross * tax.rate * 100) / (100 + tax.rate)) / 100, rate: tax.rate, categoryName: tax.categoryName };
      });
    const verification = Buffer.from(`${invoiceNumber}|${totalAmount}|${sdcDateTime}`).toString('base64url');
    const result = {
      requestedBy: uid,
      signedBy: uid,
      sdcDateTime,
      invoiceCounter: `${typeCounter}/${totalCounter}${extensions[kind] ?? ''}`,
      invoiceCounterExtension: extensions[kind] ?? '',
      invoiceNumber,
      taxItems,
      verificationUrl: `https://suf.purs.gov.rs/v/?vl=${verification}`,
      verificationQRCode: Buffer.from(`GIF89a stand-in ${verification}`).toString('base64'),
      journal: `============ ФИСКАЛНИ РАЧУН ============\nПФР број рачуна: ${invoiceNumber}\nБројач рачуна: ${typeCounter}/${totalCounter}${extensions[kind] ?? ''}\nУкупан износ: ${totalAmount.toFixed(2)}\n========================================`,
      messages: 'Успешно',
      signature: createHash('sha256').update(`${invoiceNumber}${totalAmount}`).digest('base64'),
      encryptedInternalData: Buffer.from(invoiceNumber).toString('base64'),
      totalCounter,
      transactionTypeCounter: typeCounter,
      totalAmount,
      taxGroupRevision: 1,
      businessName: 'Salon Centar doo',
      tin: '100000001',
      locationName: 'Salon Centar',
      address: 'Knez Mihailova 1',
      district: 'Beograd',
      mrc: '00-0000-STANDIN1',
    };
    issued.push({ requestId, request: invoice, result });
    return result;
  };

  const answer = (request: StandInRequest): { status: number; body: unknown } => {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (header('pac') !== pac) return { status: 401, body: { message: 'PAC is not valid for this certificate' } };
    if (!(header('accept') ?? '').includes('application/json')) return { status: 406, body: { message: 'Accept must be application/json' } };
    const languages = (header('accept-language') ?? supportedLanguages[0]!).split(';').map((language) => language.trim());
    if (!languages.some((language) => supportedLanguages.includes(language))) return { status: 406, body: { message: 'None of the languages is supported' } };
    const requestId = header('requestid');
    if (requestId !== undefined && (requestId.length === 0 || requestId.length > 32)) return badRequest([{ property: 'RequestId', errors: ['MaxLength 32'] }]);
    if (request.method === 'GET' && request.path === '/api/v3/status') return { status: 200, body: status() };
    const found = /^\/api\/v3\/invoices\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && found) {
      const receipt = issued.find((entry) => entry.requestId === decodeURIComponent(found[1]!));
      return receipt ? { status: 200, body: receipt.result } : { status: 404, body: { message: 'Not found' } };
    }
    if (request.method !== 'POST' || request.path !== '/api/v3/invoices') return { status: 404, body: { message: 'Not found' } };
    if (!(header('content-type') ?? '').startsWith('application/json')) return { status: 415, body: { message: 'Content-Type must be application/json' } };
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      return badRequest([{ property: 'invoiceRequest', errors: ['not JSON'] }]);
    }
    const parsed = invoiceSchema.safeParse(body);
    if (!parsed.success) return badRequest(parsed.error.issues.map((issue) => ({ property: issue.path.join('.') || 'invoiceRequest', errors: [issue.message] })));
    const invoice = parsed.data;
    const itemsTotal = invoice.items.reduce((sum, item) => sum + cents(item.totalAmount), 0);
    const paid = invoice.payment.reduce((sum, payment) => sum + cents(payment.amount), 0);
    if (itemsTotal !== paid) return badRequest([{ property: 'payment', errors: ['the payments do not add up to the items'] }]);
    const needsReference = invoice.transactionType === 'Refund';
    if (needsReference || invoice.referentDocumentNumber) {
      const reference = issued.find((entry) => entry.result.invoiceNumber === invoice.referentDocumentNumber);
      if (!reference) return badRequest([{ property: 'referentDocumentNumber', errors: ['no such receipt'] }]);
      if (reference.result.sdcDateTime !== invoice.referentDocumentDT) return badRequest([{ property: 'referentDocumentDT', errors: ['not the receipt’s time'] }]);
      // An Advance Refund closes advances: it names an Advance Sale.
      if (invoice.invoiceType === 'Advance' && reference.request.invoiceType !== 'Advance') return badRequest([{ property: 'referentDocumentNumber', errors: ['not an advance receipt'] }]);
    }
    return { status: 200, body: sign(requestId, invoice) };
  };

  const server = createServer({ key: certificates.server.key, cert: certificates.server.cert, ca: certificates.ca, requestCert: true, rejectUnauthorized: true }, (incoming, response) => {
    if (down) {
      incoming.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const failure = failures[0] && (!failures[0].method || failures[0].method === request.method) ? failures.shift()!.failure : undefined;
      if (failure === 'hang') return;
      if (failure === 'server-error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'An error has occurred.' }));
        return;
      }
      const { status: code, body } = answer(request);
      if (failure === 'lost-answer') return;
      response.writeHead(code, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    });
  });
  server.on('secureConnection', (socket) => {
    if (down) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pac,
    requests,
    issued,
    failNext(count, failure, method) {
      failures.push(...Array.from({ length: count }, () => ({ failure, method })));
    },
    setDown(value) {
      down = value;
      // Connections kept alive from before the outage are cut too.
      if (down) server.closeAllConnections();
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
