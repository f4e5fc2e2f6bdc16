import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { statementsWithoutChain } from '../../server/db/distribution';
import { checkStatement, loadParser } from './chain-filter';

/**
 * For the api project's global setup: a folder for this run's captures (SQL_CAPTURE_DIR, kept when given), and the
 * check to run once every file has finished, which fails the run naming each offender.
 */
export async function startSqlCapture(): Promise<() => Promise<void>> {
  const given = process.env.SQL_CAPTURE_DIR;
  const dir = given ?? (await mkdtemp(join(tmpdir(), 'sql-capture-')));
  process.env.SQL_CAPTURE_DIR = dir;
  return async () => {
    const offenders = await offendingStatements(dir);
    if (!given) await rm(dir, { recursive: true, force: true });
    if (offenders.length === 0) return;
    // Vitest logs an error of a global teardown but still exits 0.
    process.exitCode = 1;
    throw new Error(
      `${offenders.length} statements the server sent read or write a distributed table without its chain (docs/distributed-postgres.md):\n\n${offenders.join('\n\n')}`,
    );
  };
}

/**
 * Code run on the database once at start, before requests, whose statements are not checked: migrations and the data
 * steps run with them (server/db/*-step.ts, which go over every chain in batches), and the demo seed (one chain,
 * into an empty database).
 */
const startUpCode = /server\/db\/(migrate\.ts|[\w-]+-step\.ts|seed\/)/;

/**
 * The check after the api project: every statement the server sent (tests/sql-capture/capture.ts) that reads or
 * writes a distributed table names its chain, or is one of the allowed lookups. Returns the offenders, each with the
 * table and the server code that sent it, so the failure says what to fix.
 */
export async function offendingStatements(captureDir: string): Promise<string[]> {
  const callers = new Map<string, Set<string>>();
  for (const file of await readdir(captureDir)) {
    for (const line of (await readFile(join(captureDir, file), 'utf8')).split('\n')) {
      if (!line) continue;
      const { text, caller } = JSON.parse(line) as { text: string; caller: string };
      callers.set(text, (callers.get(text) ?? new Set()).add(caller));
    }
  }
  await loadParser();
  const offenders: string[] = [];
  for (const [text, from] of callers) {
    if ([...from].every((caller) => startUpCode.test(caller))) continue;
    const verdict = checkStatement(text);
    const problems =
      'unparsed' in verdict
        ? [`not parsed: ${verdict.unparsed}`]
        : verdict.offences
            .filter((offence) => ![...from].every((caller) => isAllowedSender(caller, offence.table)))
            .map((o) => `${o.table}: ${o.reason}`);
    if (problems.length > 0)
      offenders.push(
        `${problems.join('; ')}\n  sent from ${[...from].join(', ')}\n  ${text.replace(/\s+/g, ' ').trim()}`,
      );
  }
  return offenders;
}

/** Whether a sender (`file:line function < …`) is allowed by statementsWithoutChain to leave out the table's chain. */
function isAllowedSender(caller: string, table: string): boolean {
  return caller.split(' < ').some((frame) => {
    const sender = frame.replace(/:\d+/, '');
    return sender in statementsWithoutChain || `${sender} ${table}` in statementsWithoutChain;
  });
}
