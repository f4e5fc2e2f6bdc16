import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { newClientOf } from './client-search';
import { saveFailureOf } from './save-failure';

const answer = (status: number, data: unknown) =>
  new AxiosError('failed', 'ERR', undefined, undefined, { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } });

describe('why a save was refused', () => {
  it('outside the hours: each line with its reasons, so the person may book anyway', () => {
    const failure = saveFailureOf(answer(409, { statusCode: 409, error: 'Conflict', code: 'conflict', message: 'This time needs confirming', issues: [{ path: ['services', 1, 'startTime'], message: 'The employee has no work slot that day.' }] }));
    expect(failure).toEqual({ kind: 'outsideHours', message: 'This time needs confirming', lines: [{ index: 1, message: 'The employee has no work slot that day.' }] });
    expect(saveFailureOf(answer(409, { statusCode: 409, error: 'Conflict', code: 'conflict', message: 'x', issues: [{ path: ['startTime'], message: 'Closed' }] }))).toMatchObject({ kind: 'outsideHours', lines: [{ index: 0 }] });
  });

  it('a stale version, an overlap, bad input and a lost connection', () => {
    expect(saveFailureOf(answer(409, { statusCode: 409, error: 'Conflict', code: 'stale_version', message: 'Changed meanwhile' })).kind).toBe('stale');
    expect(saveFailureOf(answer(409, { statusCode: 409, error: 'Conflict', code: 'overlap', message: 'Ana is busy 10:00–11:00.' }))).toEqual({ kind: 'refused', message: 'Ana is busy 10:00–11:00.' });
    expect(saveFailureOf(answer(400, { statusCode: 400, error: 'Bad Request', message: 'Check', issues: [{ path: ['clientId'], message: 'No such client' }] })).kind).toBe('fields');
    expect(saveFailureOf(new Error('Network Error'))).toEqual({ kind: 'refused', message: 'Network Error' });
  });
});

describe('a client typed into the search', () => {
  it.each([
    ['Ana Petrović', { firstName: 'Ana', lastName: 'Petrović', phone: '' }],
    ['Ana 064-123-456', { firstName: 'Ana', lastName: '', phone: '064123456' }],
    ['0641234', { firstName: '', lastName: '', phone: '0641234' }],
  ])('%s', (text, client) => expect(newClientOf(text)).toEqual(client));
});
