import { verbatim } from '../../i18n/sentence';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { hasNulCharacter, nulCharacterMessage } from '../../../src/schema/primitives';
import { badInput, type FieldIssue } from './domain-error';

/** A place in the value: its key and the place holding it (paths are spelled out only for the issues). */
type Place = { key: string | number; parent: Place | null } | null;

const pathOf = (place: Place): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Where `value` holds U+0000: every string, and every object key (a jsonb column refuses it in keys too).
 * Walked with a list and parent links rather than recursion and copied paths: a JSON body nested a hundred
 * thousand levels deep must neither overflow the stack nor take quadratic time.
 */
export function nulIssues(value: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const pending: { value: unknown; place: Place }[] = [{ value, place: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, place } = next;
    if (typeof current === 'string') {
      if (hasNulCharacter(current)) issues.push({ path: pathOf(place), message: verbatim(nulCharacterMessage) });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, place: { key: index, parent: place } }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasNulCharacter(key)) issues.push({ path: pathOf({ key, parent: place }), message: verbatim(nulCharacterMessage) });
        else pending.push({ value: item, place: { key, parent: place } });
      }
    }
  }
  // In document order, and only the first few: a body of a million NULs gets a short answer.
  return issues.sort((a, b) => a.path.join('.').localeCompare(b.path.join('.'))).slice(0, 20);
}

/**
 * The sign-in pages' HTML forms get their page back with the message beside the field: their own schemas
 * refuse the character with the same primitives (src/schema/primitives.ts). Every other body is JSON.
 */
const isHtmlForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/**
 * PostgreSQL refuses U+0000 in text, so a NUL byte anywhere in a request (a search, a filter, a name) would
 * reach the database and fail there as a 500. One check before every route's validation answers 400
 * naming the field instead, for the API and the sign-in service alike.
 */
export const refuseNulPlugin = fp(async (app) => {
  // A callback hook: every request passes it, and an async one would cost a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    const issues = [
      ...nulIssues(request.params),
      ...nulIssues(request.query),
      ...(isHtmlForm(request) ? [] : nulIssues(request.body)),
    ];
    done(issues.length > 0 ? badInput(issues) : undefined);
  });
});
