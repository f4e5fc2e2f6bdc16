import { DrizzleQueryError } from 'drizzle-orm';

/**
 * How an error is written to the log (pino's `err` serializer, server/app.ts): where and why it failed, never
 * the values it carried. Drizzle's failed-query error holds every parameter of the query (a new user's
 * password hash, a search, a token) in its message, its stack and its `params`; PostgreSQL's error quotes the
 * refused value in its message and the row in `detail`. pino's own serializer copies all of that.
 */
export type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Plain facts worth keeping: the SQLSTATE and where it arose, the HTTP status, the failed system call. */
const keptFields = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint', 'errno', 'syscall', 'address', 'port'];

const isDataException = (error: Error) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
};

/** The message without the values it quotes: `invalid input syntax for type integer: "…"`. */
function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  if (isDataException(error)) return error.message.replace(/"[^"]*"/g, '"…"');
  return error.message;
}

function loggedError(error: Error, depth: number): LoggedError {
  const message = safeMessage(error);
  // The stack starts with the message: the safe one replaces it, or the stack stays out.
  const stack = error.stack && (message === error.message || error.stack.includes(error.message)) ? error.stack.replace(error.message, message) : '';
  const logged: LoggedError = { type: error.constructor.name, message, stack };
  for (const field of keptFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined && value !== null && typeof value !== 'object') logged[field] = value;
  }
  if (depth < 5) {
    if (error.cause !== undefined) logged['cause'] = errorForLog(error.cause, depth + 1);
    if (error instanceof AggregateError) logged['errors'] = error.errors.map((item) => errorForLog(item, depth + 1));
  }
  return logged;
}

/** Something thrown that is not an Error, or a plain `{ message }` logged under `err`: its message only. */
function loggedValue(value: unknown): LoggedError {
  const message = value !== null && typeof value === 'object' && 'message' in value ? String(value.message) : String(value);
  return { type: typeof value, message, stack: '' };
}

export const errorForLog = (value: unknown, depth = 0): LoggedError => (value instanceof Error ? loggedError(value, depth) : loggedValue(value));
