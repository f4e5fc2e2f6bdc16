/**
 * Why the server could not start, as one sentence saying what happened and what to do: a person reads it,
 * not a stack trace. Errors we raise ourselves already are that sentence (StartFailure, DataDirInUseError,
 * PostgresProgramError); the rest come from Node and pg, recognised by their codes.
 */
import path from 'node:path';
import { z } from 'zod';

export class StartFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartFailure';
  }
}

export type StartContext = { port: number; host: string; dataDir: string; databaseUrl: string | undefined };

type CodedError = Error & { code?: unknown; syscall?: unknown; path?: unknown; severity?: unknown };

const ownSentences = new Set(['StartFailure', 'DataDirInUseError', 'PostgresProgramError']);
const unreachable = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);
const notWritable = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC', 'EDQUOT']);

/** Where DATABASE_URL points, without its user's password (never printed). */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

const within = (file: string, dir: string) => {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The error and its causes (Drizzle wraps pg's error in a "Failed query" one), outermost first. */
function causeChain(error: Error): Error[] {
  const chain = [error];
  for (let cause = error.cause; cause instanceof Error && chain.length < 10; cause = cause.cause) chain.push(cause);
  return chain;
}

export function startFailureMessage(error: unknown, context: StartContext): string {
  if (!(error instanceof Error)) return `The server could not start: ${String(error)}.`;
  for (const link of causeChain(error)) {
    const sentence = knownFailure(link, context);
    if (sentence) return sentence;
  }
  return `The server could not start: ${error.message.split('\n')[0]} (set LOG_LEVEL=debug to see where).`;
}

function knownFailure(error: Error, context: StartContext): string | null {
  if (ownSentences.has(error.name)) return error.message;
  const { code, syscall, path: file, severity } = error as CodedError;
  const where = context.databaseUrl ? `the PostgreSQL at ${describeDatabaseUrl(context.databaseUrl)}` : 'the embedded PostgreSQL';

  if (syscall === 'listen' || syscall === 'bind') {
    if (code === 'EADDRINUSE') return `Port ${context.port} is already in use: stop the program that holds it, or set PORT to a free port.`;
    if (code === 'EACCES') return `Port ${context.port} needs privileges this user lacks: set PORT to 1024 or above.`;
    if (code === 'EADDRNOTAVAIL') return `HOST ${context.host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0.`;
  }
  if (typeof code === 'string' && unreachable.has(code) && (syscall === 'connect' || syscall === 'getaddrinfo' || syscall === 'read')) {
    return `Cannot reach ${where} (${code}): start it, or correct DATABASE_URL.`;
  }
  // pg's DatabaseError: SQLSTATE class 28 (wrong password, unknown role) or 3D000 (no such database).
  if (typeof severity === 'string' && typeof code === 'string' && (code.startsWith('28') || code === '3D000')) {
    return `${where[0]!.toUpperCase()}${where.slice(1)} refused the connection (${error.message}): correct the user, password or database in DATABASE_URL.`;
  }
  if (typeof code === 'string' && notWritable.has(code) && typeof file === 'string' && within(file, context.dataDir)) {
    const full = code === 'ENOSPC' || code === 'EDQUOT';
    return full
      ? `The disk holding DATA_DIR ${context.dataDir} is full (${code}): free some space, or give DATA_DIR another folder.`
      : `DATA_DIR ${context.dataDir} is not writable (${code} on ${file}): give DATA_DIR a folder this user can write, or set DATABASE_URL.`;
  }
  return null;
}

/** The variables that do not parse, each with what is wrong (their values are not shown: they may be secrets). */
export function invalidEnvironmentMessage(error: unknown): string {
  if (!(error instanceof z.ZodError)) return startFailureMessage(error, { port: 0, host: '', dataDir: '', databaseUrl: undefined });
  const problems = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  return `The environment is not valid (${problems}): correct it and start again.`;
}
