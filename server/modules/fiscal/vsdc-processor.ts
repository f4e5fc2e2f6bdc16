import { request as httpsRequest, type RequestOptions } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { VsdcInvoiceRequest } from '../../../src/schema/payments/fiscal';
import { FiscalProcessorError, type FiscalProcessor, type IssuedReceipt } from './fiscal-processor';

/**
 * The Tax Administration's V-SDC (TaxCore's cloud sales data controller) over its documented REST API
 * (docs/fiscal-receipts.md): `GET /api/v3/status`, `POST /api/v3/invoices`, `GET /api/v3/invoices/{requestId}`,
 * each request authenticated by the branch's client certificate (mutual TLS) and its `PAC` header. The server's
 * certificate is checked against the public roots and the CA certificates that come with the client certificate
 * (the Tax Administration's PFX carries its root and intermediate CAs).
 */

export type VsdcCertificate = { format: 'pfx'; pfx: Buffer; password: string } | { format: 'pem'; pem: string; password: string };
export type VsdcCredentials = { baseUrl: string; certificate: VsdcCertificate; pac: string };

/** The language of the answer's journal: Serbian Cyrillic first, English if the V-SDC has no Serbian. */
const acceptLanguage = 'sr-Cyrl-RS;en-US';

const pemBlocks = (pem: string, label: string) => pem.match(new RegExp(`-----BEGIN ${label}-----[\\s\\S]+?-----END ${label}-----`, 'g')) ?? [];

/** The TLS part of each request: the client certificate and the CAs to trust the V-SDC's own certificate by. */
function tlsOptions(certificate: VsdcCertificate): RequestOptions {
  if (certificate.format === 'pfx') return { pfx: certificate.pfx, passphrase: certificate.password };
  const [cert, ...authorities] = pemBlocks(certificate.pem, 'CERTIFICATE');
  const key = pemBlocks(certificate.pem, '(?:RSA |EC |ENCRYPTED )?PRIVATE KEY')[0];
  if (!cert || !key) throw new FiscalProcessorError('credentials', 'The PEM text needs the certificate and its private key');
  return { cert, key, ...(certificate.password ? { passphrase: certificate.password } : {}), ...(authorities.length > 0 ? { ca: [...rootCertificates, ...authorities] } : {}) };
}

type Answer = { status: number; body: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function issuedOf(body: unknown): IssuedReceipt {
  const raw = (body ?? {}) as Record<string, unknown>;
  const invoiceNumber = text(raw.invoiceNumber);
  const sdcDateTime = text(raw.sdcDateTime);
  if (!invoiceNumber || !sdcDateTime) throw new FiscalProcessorError('unreachable', 'The V-SDC answered without an invoice number');
  return {
    invoiceNumber,
    sdcDateTime,
    invoiceCounter: text(raw.invoiceCounter),
    totalCounter: typeof raw.totalCounter === 'number' ? raw.totalCounter : null,
    verificationUrl: text(raw.verificationUrl),
    signature: text(raw.signature),
    journal: text(raw.journal),
    raw,
  };
}

/** The V-SDC's 400 answer names each wrong field with error codes (`modelState`); kept short for the screen. */
function refusalOf(body: unknown): string {
  const answer = (body ?? {}) as { message?: unknown; modelState?: { property?: unknown; errors?: unknown }[] };
  const fields = Array.isArray(answer.modelState) ? answer.modelState.map((entry) => `${String(entry.property)}: ${Array.isArray(entry.errors) ? entry.errors.join(', ') : ''}`) : [];
  return [text(answer.message) ?? 'The V-SDC refused the request', ...fields].join('; ').slice(0, 1000);
}

export function createVsdcProcessor(credentials: VsdcCredentials, options: { timeoutMs?: number } = {}): FiscalProcessor {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = new URL(credentials.baseUrl);

  const call = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = httpsRequest(
        {
          ...tlsOptions(credentials.certificate),
          protocol: 'https:',
          hostname: base.hostname,
          port: base.port || 443,
          path: `${base.pathname.replace(/\/$/, '')}${path}`,
          method,
          headers: { Accept: 'application/json', 'Accept-Language': acceptLanguage, PAC: credentials.pac, ...headers, ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) } : {}) },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = null;
            try {
              parsed = raw ? JSON.parse(raw) : null;
            } catch {
              parsed = raw;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on('error', (error) => reject(new FiscalProcessorError('unreachable', error.message)));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A refused client certificate ends the handshake with an alert; everything else is the network.
        const handshake = /certificate|alert|handshake|ssl|tls|pkcs12|mac verify/i.test(`${error.code ?? ''} ${error.message}`);
        reject(new FiscalProcessorError(handshake ? 'credentials' : 'unreachable', error.message));
      });
      request.end(payload);
    });

  const failure = (answer: Answer): FiscalProcessorError => {
    if (answer.status === 401 || answer.status === 403) return new FiscalProcessorError('credentials', `The V-SDC refused the certificate or PAC (${answer.status})`);
    if (answer.status === 400) return new FiscalProcessorError('refused', refusalOf(answer.body));
    return new FiscalProcessorError('unreachable', `The V-SDC answered ${answer.status}`);
  };

  return {
    async status() {
      const answer = await call('GET', '/api/v3/status', {});
      if (answer.status !== 200) throw failure(answer);
      const body = (answer.body ?? {}) as Record<string, unknown>;
      return { uid: text(body.uid), sdcDateTime: text(body.sdcDateTime) };
    },
    async findIssued(requestId) {
      const answer = await call('GET', `/api/v3/invoices/${encodeURIComponent(requestId)}`, {});
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw failure(answer);
      return issuedOf(answer.body);
    },
    async issue(requestId, invoice: VsdcInvoiceRequest) {
      const answer = await call('POST', '/api/v3/invoices', { RequestId: requestId }, invoice);
      if (answer.status !== 200) throw failure(answer);
      return issuedOf(answer.body);
    },
  };
}
