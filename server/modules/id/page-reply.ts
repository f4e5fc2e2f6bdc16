import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Language } from '../../../src/schema/enums';
import { nulCharacterMessage } from '../../../src/schema/primitives';
import { DomainError } from '../../plugins/app/domain-error';
import { signInSentence } from './i18n/sign-in-sentence';
import { stringsByLanguage } from './i18n/strings-by-language';
import type { SignInStrings } from './i18n/strings';
import { noticePage } from './pages/notice.page';
import { pagePath } from './sign-in-context';

/** Pages carry forms and sometimes tokens in their URL: never cached, never stored. */
export const sendPage = (reply: FastifyReply, statusCode: number, page: string) =>
  reply.status(statusCode).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

/** Zod's English messages become the page's language, one message per field. */
export function localizedFieldErrors(error: z.ZodError, t: SignInStrings, values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const value = values[field];
    if (value === undefined || value === '') errors[field] = t.required;
    else if (field === 'totp' || field === 'code') errors[field] = t.codeFormat;
    else if (field === 'login') errors[field] = t.invalidEmail;
    else if (issue.message === nulCharacterMessage) errors[field] = t.invalidCharacter;
    else if (issue.code === 'too_big') errors[field] = t.tooLong;
    else if (issue.code === 'too_small') errors[field] = t.passwordTooShort;
    else errors[field] = t.required;
  }
  return errors;
}

/** A sign-in link whose redirect, client or state is unusable: refuse it rather than guess. */
export function sendBadLink(reply: FastifyReply, json: boolean, lang: Language, field: string) {
  if (json)
    throw new DomainError('bad_request', (m) => m.common.checkFields({ fields: [field] }), [
      { path: [field], message: (m) => m.common.invalidValue },
    ]);
  const t = stringsByLanguage[lang];
  return sendPage(
    reply,
    400,
    noticePage({
      lang,
      title: t.signInTitle,
      message: t.badLink,
      tone: 'error',
      links: [],
      hrefFor: (l) => `${pagePath('me')}?lang=${l}`,
    }),
  );
}

/** 429 with Retry-After: the page in its language for forms, the envelope in English for JSON. */
export function sendRateLimited(
  reply: FastifyReply,
  request: { json: boolean; lang: Language },
  retryAfterSeconds: number,
  message: 'tooManyRequests' | 'tooManyAttempts' | 'tooManyFailures',
  page: (message: string) => string,
) {
  reply.header('retry-after', String(retryAfterSeconds));
  if (request.json) throw new DomainError('rate_limited', signInSentence(message));
  return sendPage(reply, 429, page(stringsByLanguage[request.lang][message]));
}
