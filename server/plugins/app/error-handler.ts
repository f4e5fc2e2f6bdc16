import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorEnvelope } from '../../../src/schema/protocol';
import type { Language } from '../../../src/schema/enums';
import { noSuchDateMessage } from '../../../src/schema/primitives';
import { emailRequiredMessage, phoneRequiredMessage } from '../../../src/schema/online-booking/public-booking';
import { en } from '../../i18n/messages/en';
import { replyLanguage } from '../../i18n/language';
import { renderSentence, verbatim, type Sentence } from '../../i18n/sentence';
import { checkFieldsMessage, DomainError, renderIssues, statusOf, type FieldIssue } from './domain-error';
import { refusedValueField } from './refused-value-field';

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

/** A schema sentence the server's catalog also has: said in the request's language, as the server's own checks say it. */
const catalogued: Record<string, Sentence> = {
  [noSuchDateMessage]: (m) => m.common.noSuchDate,
  [phoneRequiredMessage]: (m) => m.onlineBooking.phoneRequired,
  [emailRequiredMessage]: (m) => m.onlineBooking.emailRequired,
};

/** Array positions are numbers, as zod names them (a validation error's instance path spells them as text). */
const pathOf = (path: (string | number)[]) => path.map((part) => (typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : part));

/**
 * An unknown key is named in the path, so a client can point at the field it sent by mistake. The schemas'
 * own messages pass as they are (the web app maps them to its languages, schema-messages.ts), but for those the
 * catalog has.
 */
const fieldIssues = (raw: RawIssue[]): FieldIssue[] =>
  raw.flatMap((issue) =>
    Array.isArray(issue.keys) && issue.keys.length > 0
      ? issue.keys.map((key): FieldIssue => ({ path: [...pathOf(issue.path), String(key)], message: (m) => m.common.unknownField({ field: String(key) }) }))
      : [{ path: pathOf(issue.path), message: catalogued[issue.message] ?? verbatim(issue.message) }],
  );

const badRequest = (reply: FastifyReply, language: Language, issues: FieldIssue[], context: string) =>
  sendError(reply, 400, renderSentence(checkFieldsMessage(issues, context), language), { code: 'bad_request', issues: renderIssues(issues, language) });

/** PostgreSQL conditions that are the caller's doing, not ours. */
const pgErrorAnswers: Record<string, { status: number; code: ErrorEnvelope['code']; message: Sentence; warn?: string }> = {
  '23505': { status: 409, code: 'conflict', message: (m) => m.common.duplicateValue },
  '23P01': { status: 409, code: 'overlap', message: (m) => m.common.overlapsBooking },
  '23503': { status: 409, code: 'conflict', message: (m) => m.common.stillInUse },
  // Two writers that each wait for the other (deadlock_detected) or a snapshot that can no longer hold
  // (serialization_failure): PostgreSQL rolled the loser back whole, so the person is told to try again, and the
  // log keeps it, as a lock order to look at.
  '40P01': { status: 409, code: 'conflict', message: (m) => m.common.concurrentChange, warn: 'PostgreSQL broke a deadlock by rolling this request back' },
  '40001': { status: 409, code: 'conflict', message: (m) => m.common.concurrentChange, warn: 'PostgreSQL rolled this request back: a serialization failure' },
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
    const language = replyLanguage(request.headers['accept-language']);
    const say = (sentence: Sentence) => renderSentence(sentence, language);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = fieldIssues(
        error.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? en.common.invalidValue,
          keys: (v.params as { keys?: unknown }).keys,
        })),
      );
      return badRequest(reply, language, issues, error.validationContext ?? 'body');
    }
    if (error instanceof ZodError) {
      const issues = fieldIssues(
        error.issues.map((i) => ({
          path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
          message: i.message,
          keys: 'keys' in i ? i.keys : undefined,
        })),
      );
      return badRequest(reply, language, issues, 'body');
    }
    if (error instanceof DomainError) {
      const { message, issues } = error.render(language);
      return sendError(reply, statusOf(error.code), message, { code: error.code, ...(issues ? { issues } : {}) });
    }
    // Drizzle wraps the driver's error: the SQLSTATE is on the error itself or on its cause.
    const pgCode = sqlStateOf(error);
    const pgAnswer = pgCode ? pgErrorAnswers[pgCode] : undefined;
    if (pgAnswer) {
      if (pgAnswer.warn) request.log.warn({ sqlState: pgCode, route: request.routeOptions.url }, pgAnswer.warn);
      return sendError(reply, pgAnswer.status, say(pgAnswer.message), { code: pgAnswer.code });
    }
    if (pgCode && refusedValueStates.has(pgCode)) {
      const field = refusedValueField(error, pgCode);
      request.log.warn({ sqlState: pgCode, route: request.routeOptions.url, field }, 'the database refused a value no check caught');
      if (!field) return sendError(reply, 400, say((m) => m.common.valueDoesNotFit), { code: 'bad_request' });
      const issues: FieldIssue[] = [{ path: [field], message: (m) => m.common.valueDoesNotFit }];
      return sendError(reply, 400, say((m) => m.common.valueDoesNotFitField({ field })), { code: 'bad_request', issues: renderIssues(issues, language) });
    }

    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, say((m) => m.common.bodyTooLarge), { code: 'payload_too_large' });
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, say((m) => m.common.unexpected));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const message = renderSentence((m) => m.common.noRoute({ method: request.method, path }), replyLanguage(request.headers['accept-language']));
    return sendError(reply, 404, message, { code: 'not_found' });
  });
});
