import type { ErrorCode } from '../../../src/schema/protocol';

export type FieldIssue = { path: (string | number)[]; message: string };

/** Thrown by services and repositories; the error handler turns it into HTTP in one place. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** "Check these fields: a, b.": each field once, a whole-part issue (empty path) by the part's name. */
export const checkFieldsMessage = (issues: readonly FieldIssue[], part = 'body') =>
  `Check these fields: ${[...new Set(issues.map((issue) => issue.path.join('.') || part))].join(', ')}.`;

/** 400 naming the fields. */
export const badInput = (issues: FieldIssue[]) => new DomainError('bad_request', checkFieldsMessage(issues), issues);

export const notFound = (what = 'The record') => new DomainError('not_found', `${what} was not found.`);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new DomainError('forbidden', message);
export const conflict = (message: string) => new DomainError('conflict', message);

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
    case 'rate_limited':
      return 429;
  }
}
