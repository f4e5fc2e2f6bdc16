import type { ErrorCode } from '../../../src/schema/protocol';

/** Thrown by services and repositories; the error handler turns it into HTTP in one place. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: (string | number)[]; message: string }[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

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
