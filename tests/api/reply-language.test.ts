import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesByLanguage } from '../../server/i18n/messages/messages-by-language';
import type { Language } from '../../src/schema/enums';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { line, orderWorld, type Auth, type World } from './orders-support';

/** The same refusals asked without a language (English), in Serbian and in Russian, as a browser words them. */
const askedIn: { header: string | undefined; language: Language }[] = [
  { header: undefined, language: 'EN' },
  { header: 'sr', language: 'SR' },
  { header: 'ru-RU,ru;q=0.9', language: 'RU' },
];

describe("the API's sentences in the request's language", () => {
  let t: TestApp;
  let w: World;
  let other: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Language Chain');
    other = await orderWorld(t.app, 'Language Other');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, auth: Auth, header: string | undefined, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { ...auth, ...(header ? { 'accept-language': header } : {}) }, ...(payload ? { payload } : {}) });
  const bookAt = (world: World, date: string, header?: string, lines = [line(world, { date })]) =>
    call(t.app, 'POST', `/branches/${world.branchId}/orders`, world.owner, header, { clientId: world.client, services: lines, confirmOutsideWorkingHours: true });

  it('refuses an overlapping booking naming who is busy', async () => {
    expect((await bookAt(w, '2033-03-01')).statusCode).toBe(201);
    for (const { header, language } of askedIn) {
      const res = await bookAt(w, '2033-03-01', header);
      expect(res.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        code: 'overlap',
        message: messagesByLanguage[language].orders.employeeBusy({ name: 'Ana Petrović' }),
      });
    }
  });

  it('refuses a client joining a full group class', async () => {
    const created = await call(t.app, 'POST', `/branches/${w.branchId}/group-orders`, w.owner, undefined, {
      serviceId: w.cut,
      employeeId: w.boris,
      date: '2033-03-02',
      startTime: '18:00',
      duration: 60,
      price: '15.00',
      capacity: 1,
      clientIds: [w.client],
      confirmOutsideWorkingHours: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const classId = created.json().created[0].id as number;
    const latecomer = (await call(t.app, 'POST', `/branches/${w.branchId}/clients`, w.owner, undefined, { firstName: 'Late', lastName: 'Comer' })).json().id;
    for (const { header, language } of askedIn) {
      const res = await call(t.app, 'POST', `/orders/${classId}/clients`, w.owner, header, { clientId: latecomer });
      expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', code: 'conflict', message: messagesByLanguage[language].orders.classFull({ places: 1 }) });
    }
  });

  it("answers another chain's order as not found", async () => {
    const foreign = await bookAt(other, '2033-03-03');
    expect(foreign.statusCode).toBe(201);
    for (const { header, language } of askedIn) {
      const res = await call(t.app, 'GET', `/orders/${foreign.json().id}`, w.owner, header);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: messagesByLanguage[language].notFound.order });
    }
  });

  it('names a date the calendar does not have, in the field issue too', async () => {
    for (const { header, language } of askedIn) {
      const res = await bookAt(w, '2033-02-30', header);
      const m = messagesByLanguage[language];
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'bad_request',
        message: m.common.checkFields({ fields: ['services.0.date'] }),
        issues: [{ path: ['services', 0, 'date'], message: m.common.noSuchDate }],
      });
    }
  });

  it('keeps the English the API always wrote when no language is asked for', async () => {
    const res = await bookAt(w, '2033-02-30');
    expect(res.json().message).toBe('Check these fields: services.0.date.');
    expect(res.json().issues).toEqual([{ path: ['services', 0, 'date'], message: 'No such date' }]);
  });
});
