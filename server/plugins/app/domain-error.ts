import type { Language } from '../../../src/schema/enums';
import type { ErrorCode } from '../../../src/schema/protocol';
import type { ServerMessages } from '../../i18n/messages/en';
import { renderSentence, type Sentence } from '../../i18n/sentence';

export type { Sentence } from '../../i18n/sentence';

/** A field issue as the server writes it; the error handler renders its sentence in the request's language. */
export type FieldIssue = { path: (string | number)[]; message: Sentence };
/** A field issue as it leaves in the envelope. */
export type RenderedIssue = { path: (string | number)[]; message: string };

export const renderIssues = (issues: readonly FieldIssue[], language: Language): RenderedIssue[] =>
  issues.map((issue) => ({ path: issue.path, message: renderSentence(issue.message, language) }));

/**
 * Thrown by services and repositories; the error handler turns it into HTTP in one place. `message` and
 * `issues` are the English text, for logs and tests; `render` gives the sentence in another language.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly sentence: Sentence,
    readonly fieldIssues?: FieldIssue[],
  ) {
    super(renderSentence(sentence, 'EN'));
    this.name = 'DomainError';
  }

  get issues(): RenderedIssue[] | undefined {
    return this.fieldIssues && renderIssues(this.fieldIssues, 'EN');
  }

  render(language: Language): { message: string; issues?: RenderedIssue[] } {
    const message = renderSentence(this.sentence, language);
    return this.fieldIssues ? { message, issues: renderIssues(this.fieldIssues, language) } : { message };
  }
}

/** "Check these fields: a, b.": each field once, a whole-part issue (empty path) by the part's name. */
export const checkFieldsMessage =
  (issues: readonly { path: FieldIssue['path'] }[], part = 'body'): Sentence =>
  (m) =>
    m.common.checkFields({ fields: [...new Set(issues.map((issue) => issue.path.join('.') || part))] });

/** 400 naming the fields. */
export const badInput = (issues: FieldIssue[]) => new DomainError('bad_request', checkFieldsMessage(issues), issues);

/** The thing a 404 names ("The order was not found."). */
export type MissingThing = Exclude<keyof ServerMessages['notFound'], 'resource'>;

export const notFound = (what: MissingThing | Sentence = 'record') =>
  new DomainError('not_found', typeof what === 'function' ? what : (m) => m.notFound[what]);
export const forbidden = (message: Sentence = (m) => m.common.noPermission) => new DomainError('forbidden', message);
export const conflict = (message: Sentence) => new DomainError('conflict', message);

export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'bad_request':
      return 400;
    case 'unauthorized':
      return 401;
    case 'forbidden':
    case 'license_forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
    case 'stale_version':
    case 'overlap':
    case 'limit_reached':
      return 409;
    case 'payload_too_large':
      return 413;
    // An Idempotency-Key sent again with another request (draft-ietf-httpapi-idempotency-key-header, 422).
    case 'key_reused':
      return 422;
    case 'rate_limited':
      return 429;
  }
}
