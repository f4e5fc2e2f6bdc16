import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorEnvelope } from '../../../src/schema/protocol';
import { checkFieldsMessage, DomainError, statusOf, type FieldIssue } from './domain-error';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export const sendError = (reply: FastifyReply, statusCode: number, message: string, extra: Partial<ErrorEnvelope> = {}) =>
  reply.status(statusCode).send({ statusCode, error: reasons[statusCode] ?? 'Error', message, ...extra } satisfies ErrorEnvelope);

type RawIssue = { path: (string | number)[]; message: string; keys?: unknown };

/** An unknown key is named in the path, so a client can point at the field it sent by mistake. */
const fieldIssues = (raw: RawIssue[]): FieldIssue[] =>
  raw.flatMap((issue) =>
    Array.isArray(issue.keys) && issue.keys.length > 0
      ? issue.keys.map((key) => ({ path: [...issue.path, String(key)], message: `Unknown field "${String(key)}"` }))
      : [{ path: issue.path, message: issue.message }],
  );

const badRequest = (reply: FastifyReply, issues: FieldIssue[], context: string) =>
  sendError(reply, 400, checkFieldsMessage(issues, context), { code: 'bad_request', issues });

/** PostgreSQL conditions that are the caller's doing, not ours. */
const pgErrorAnswers: Record<string, { status: number; code: ErrorEnvelope['code']; message: string }> = {
  '23505': { status: 409, code: 'conflict', message: 'A record with the same unique value already exists.' },
  '23P01': { status: 409, code: 'overlap', message: 'This time overlaps another booking of the same person.' },
  '23503': { status: 409, code: 'conflict', message: 'This record is still in use by other records.' },
};

/**
 * Values PostgreSQL cannot take: a last safety net. The checks before the database (refuse-nul.ts, the
 * schemas, the list rules) answer these naming the field, so one reaching here is logged as a check to add.
 */
const refusedValueStates = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire: NUL in text
  '22P02', // invalid_text_representation: 1.5 for an integer
  '22P05', // untranslatable_character: \u0000 in jsonb
]);

const sqlStateOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/** Every error leaves in the envelope of ARCHITECTURE "API conventions"; a 5xx never shows its internals. */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = fieldIssues(
        error.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? 'Invalid value',
          keys: (v.params as { keys?: unknown }).keys,
        })),
      );
      return badRequest(reply, issues, error.validationContext ?? 'body');
    }
    if (error instanceof ZodError) {
      const issues = fieldIssues(
        error.issues.map((i) => ({
          path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
          message: i.message,
          keys: 'keys' in i ? i.keys : undefined,
        })),
      );
      return badRequest(reply, issues, 'body');
    }
    if (error instanceof DomainError) {
      return sendError(reply, statusOf(error.code), error.message, { code: error.code, ...(error.issues ? { issues: error.issues } : {}) });
    }
    // Drizzle wraps the driver's error: the SQLSTATE is on the error itself or on its cause.
    const pgCode = sqlStateOf(error);
    const pgAnswer = pgCode ? pgErrorAnswers[pgCode] : undefined;
    if (pgAnswer) return sendError(reply, pgAnswer.status, pgAnswer.message, { code: pgAnswer.code });
    if (pgCode && refusedValueStates.has(pgCode)) {
      request.log.warn({ sqlState: pgCode, route: request.routeOptions.url }, 'the database refused a value no check caught');
      return sendError(reply, 400, 'A value does not fit its field.', { code: 'bad_request' });
    }

    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, 'The request body is too large.', { code: 'payload_too_large' });
    if (status === 429) return sendError(reply, 429, error.message, { code: 'rate_limited' });
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}.`, { code: 'not_found' }),
  );
});
