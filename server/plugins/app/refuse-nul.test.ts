import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { renderIssues } from './domain-error';
import { errorHandlerPlugin } from './error-handler';
import { nulIssues, refuseNulPlugin } from './refuse-nul';

const nul = '\u0000';

describe('nulIssues', () => {
  it('names every string and key that holds U+0000, however deep', () => {
    expect(renderIssues(nulIssues({ name: `a${nul}b`, tags: ['ok', nul], nested: { [`k${nul}`]: 'v', fine: 'x' } }), 'EN')).toEqual([
      { path: ['name'], message: 'Must not contain the NUL character (U+0000)' },
      { path: ['nested', `k${nul}`], message: 'Must not contain the NUL character (U+0000)' },
      { path: ['tags', 1], message: 'Must not contain the NUL character (U+0000)' },
    ]);
    expect(nulIssues({ name: 'Ana', count: 3, empty: null, list: [1, true] })).toEqual([]);
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = nul;
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(nulIssues(deep)[0]?.path).toHaveLength(200_000);
  });
});

describe('the NUL check', () => {
  async function answer(request: { method: 'GET' | 'POST'; url: string; payload?: string; contentType?: string }) {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(refuseNulPlugin);
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.all('/things/:name', async (req) => ({ reached: true, body: req.body ?? null }));
    const response = await app.inject({
      method: request.method,
      url: request.url,
      ...(request.payload === undefined ? {} : { payload: request.payload, headers: { 'content-type': request.contentType ?? 'application/json' } }),
    });
    await app.close();
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  }

  it('answers 400 naming the query parameter, the route parameter or the body field, before any handler', async () => {
    expect(await answer({ method: 'GET', url: '/things/a?q=a%00b' })).toMatchObject({
      status: 400,
      body: { code: 'bad_request', message: 'Check these fields: q.', issues: [{ path: ['q'] }] },
    });
    expect(await answer({ method: 'GET', url: '/things/a%00' })).toMatchObject({ status: 400, body: { issues: [{ path: ['name'] }] } });
    expect(await answer({ method: 'POST', url: '/things/a', payload: JSON.stringify({ person: { firstName: 'a\u0000' } }) })).toMatchObject({
      status: 400,
      body: { message: 'Check these fields: person.firstName.', issues: [{ path: ['person', 'firstName'] }] },
    });
  });

  it('leaves an HTML form to its page, which refuses the value with the same primitives', async () => {
    const form = await answer({ method: 'POST', url: '/things/a', payload: 'firstName=a%00b', contentType: 'application/x-www-form-urlencoded' });
    expect(form).toEqual({ status: 200, body: { reached: true, body: { firstName: 'a\u0000b' } } });
  });
});
