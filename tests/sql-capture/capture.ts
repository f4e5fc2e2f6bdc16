import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryPromise } from 'drizzle-orm';
import { PgSelectBase } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * A setup file of the api project: every statement the server sends to PostgreSQL is appended once per sender to a
 * file of this worker in SQL_CAPTURE_DIR (made by tests/helpers/global-setup.ts), for tests/sql-capture/captured.ts
 * to check after the last file. Statements the tests send themselves (fixtures, checks through `app.db`) are left
 * out, so whose a statement is must be known: the innermost frames of our code on the stack that sent it.
 *
 * A Drizzle query is sent from `then`, which `await` calls from a job of its own, so that stack has lost its caller.
 * `await` reads `then` first, synchronously, in the caller's frame: a getter there notes the caller for the `then`
 * call that follows. The stack is read for every statement (tens of microseconds); the file is written only for a
 * statement and sender not seen before.
 */
const captureDir = process.env.SQL_CAPTURE_DIR;
const patched = Symbol.for('branchbook.sqlCapture');
type Query = (this: unknown, ...args: unknown[]) => unknown;
type Then = (this: object, ...args: unknown[]) => unknown;
const clientPrototype = pg.Client.prototype as unknown as { query: Query; [patched]?: true };

if (captureDir && !clientPrototype[patched]) {
  clientPrototype[patched] = true;
  const file = join(captureDir, `worker-${process.pid}.jsonl`);
  // Each statement once per sender: the check allows a statement only when all its senders may send it.
  const seen = new Set<string>();
  const callerOfQuery = new WeakMap<object, string>();
  // The caller of the Drizzle query being sent, while its `then` runs (it sends synchronously).
  let sendingFor: string | undefined;

  const record = (args: unknown[], caller: string) => {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : undefined;
    if (text === undefined || caller === 'tests' || caller === 'pool') return;
    const key = `${caller}\n${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    appendFileSync(file, `${JSON.stringify({ text, caller })}\n`);
  };

  for (const prototype of [QueryPromise.prototype, PgSelectBase.prototype] as unknown as { then: Then }[]) {
    const then = prototype.then;
    Object.defineProperty(prototype, 'then', {
      configurable: true,
      get(this: object) {
        if (!callerOfQuery.has(this)) callerOfQuery.set(this, senderHere());
        return function (this: object, ...args: unknown[]) {
          const outer = sendingFor;
          sendingFor = callerOfQuery.get(this) ?? senderHere();
          try {
            return then.apply(this, args);
          } finally {
            sendingFor = outer;
          }
        };
      },
    });
  }

  // A pool hands the statement to one of its clients once connected, with no caller left: the pool records it.
  const poolPrototype = pg.Pool.prototype as unknown as { query: Query };
  const poolQuery = poolPrototype.query;
  poolPrototype.query = function (this: unknown, ...args: unknown[]) {
    record(args, sendingFor ?? senderHere());
    return poolQuery.apply(this, args);
  };
  const clientQuery = clientPrototype.query;
  clientPrototype.query = function (this: unknown, ...args: unknown[]) {
    record(args, sendingFor ?? senderHere());
    return clientQuery.apply(this, args);
  };
}

/**
 * Who is sending a statement, from the call sites on the stack (read raw: formatting a stack, which Vitest maps
 * through source maps, would cost most of the capture): `tests`, `pool` (a pool passing on a statement it recorded),
 * or the server's innermost frames (`file:line function`, innermost first: the one that sent it and its callers, to
 * name an offender and match the allowed senders of server/db/distribution.ts). A stack with none of our frames (a
 * timer, a socket event) is `unknown` and counts as the server's.
 */
function senderHere(): string {
  const prepare = Error.prepareStackTrace;
  const limit = Error.stackTraceLimit;
  Error.prepareStackTrace = (_error, sites) => sites;
  Error.stackTraceLimit = 40; // past Drizzle's and pg's own frames to ours
  const holder: { stack?: NodeJS.CallSite[] } = {};
  Error.captureStackTrace(holder);
  const sites = holder.stack ?? [];
  Error.prepareStackTrace = prepare;
  Error.stackTraceLimit = limit;
  const frames: string[] = [];
  for (const site of sites) {
    const file = site.getFileName() ?? '';
    if (file.includes('/node_modules/pg-pool/') && frames.length === 0) return 'pool';
    if (file.includes('/node_modules/') || !file.includes('/') || file.includes('/tests/sql-capture/'))
      continue;
    if (file.includes('/tests/')) {
      if (frames.length === 0) return 'tests';
      break;
    }
    const at = file.indexOf('/server/');
    if (at < 0) continue;
    const name = site.getFunctionName();
    frames.push(`${file.slice(at + 1)}:${site.getLineNumber()}${name ? ` ${name}` : ''}`);
    if (frames.length === 6) break;
  }
  return frames.length > 0 ? frames.join(' < ') : 'unknown';
}
