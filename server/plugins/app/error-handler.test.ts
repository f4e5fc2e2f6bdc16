import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messagesByLanguage } from '../../i18n/messages/messages-by-language';
import { conflict, DomainError } from './domain-error';
import { errorHandlerPlugin } from './error-handler';

const pgError = (code: string) => Object.assign(new Error('driver says no'), { code });

async function answerTo(thrown: unknown, headers: Record<string, string> = {}) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/boom', async () => {
    throw thrown;
  });
  const response = await app.inject({ method: 'GET', url: '/boom', headers });
  await app.close();
  return { status: response.statusCode, body: response.json<{ code?: string; message: string }>() };
}

describe('the error handler', () => {
  it('maps PostgreSQL conflicts to 409, whether the driver error is thrown as is or wrapped by the ORM', async () => {
    expect(await answerTo(pgError('23505'))).toMatchObject({ status: 409, body: { code: 'conflict' } });
    const wrapped = Object.assign(new Error('Failed query: insert …'), { cause: pgError('23P01') });
    expect(await answerTo(wrapped)).toMatchObject({ status: 409, body: { code: 'overlap' } });
  });

  it('answers 409 "try again" for a deadlock or serialization failure PostgreSQL broke by rolling one writer back', async () => {
    for (const code of ['40P01', '40001']) {
      const wrapped = Object.assign(new Error('Failed query: update …'), { cause: pgError(code) });
      expect(await answerTo(wrapped)).toMatchObject({ status: 409, body: { code: 'conflict', message: expect.stringContaining('try again') } });
    }
  });

  it('answers 400 for a value PostgreSQL refuses (NUL in text, 1.5 for an integer) that no check caught', async () => {
    for (const code of ['22021', '22P02', '22003', '22P05']) {
      const wrapped = Object.assign(new Error('Failed query: select …'), { cause: pgError(code) });
      expect(await answerTo(wrapped)).toMatchObject({ status: 400, body: { code: 'bad_request', message: 'A value does not fit its field.' } });
    }
    expect((await answerTo(pgError('22012'))).status).toBe(500);
  });

  it('never shows the internals of an unexpected error', async () => {
    const { status, body } = await answerTo(new Error('secret connection string'));
    expect(status).toBe(500);
    expect(body.message).not.toContain('secret');
  });

  it("writes a domain error's sentence and issues in the request's language, English without one", async () => {
    const full = new DomainError('conflict', (m) => m.orders.classFull({ places: 4 }), [{ path: ['clientId'], message: (m) => m.orders.alreadyJoined }]);
    for (const [header, language] of [[undefined, 'EN'], ['sr', 'SR'], ['ru-RU,ru;q=0.9', 'RU'], ['de', 'EN']] as const) {
      const { body } = await answerTo(full, header ? { 'accept-language': header } : {});
      const m = messagesByLanguage[language];
      expect(body).toEqual({ statusCode: 409, error: 'Conflict', code: 'conflict', message: m.orders.classFull({ places: 4 }), issues: [{ path: ['clientId'], message: m.orders.alreadyJoined }] });
    }
  });

  it('answers in English, never a 500, when a sentence fails in the language asked for', async () => {
    const brittle = conflict((m, language) => {
      if (language !== 'EN') throw new Error('no such word');
      return m.orders.alreadyJoined;
    });
    expect(await answerTo(brittle, { 'accept-language': 'tr' })).toEqual({ status: 409, body: expect.objectContaining({ message: messagesByLanguage.EN.orders.alreadyJoined }) });
    const broken = conflict(() => {
      throw new Error('broken');
    });
    expect(await answerTo(broken, { 'accept-language': 'pt' })).toEqual({ status: 409, body: expect.objectContaining({ message: messagesByLanguage.PT.common.unexpected }) });
  });
});
