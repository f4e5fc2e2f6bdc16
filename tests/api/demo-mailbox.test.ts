import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chainWithOwner, type Chain } from './settings-support';
import { createUser, form, freshAddress } from './id-support';

const forgot = (t: TestApp, login: string, headers: Record<string, string> = {}) => {
  const request = form({ login });
  return t.app.inject({ method: 'POST', url: '/id/forgot', remoteAddress: freshAddress(), ...request, headers: { ...request.headers, ...headers } });
};

const lastMailTo = async (t: TestApp, recipient: string) =>
  (await t.app.db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, recipient))).orderBy(desc(outbox.id)).limit(1))[0];

const linkIn = (body: string) => /https?:\/\/\S+/.exec(body)?.[0] ?? '';

describe('the demo mailbox shows the demo people’s mail only', () => {
  let t: TestApp;
  let chain: Chain;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: '1' });
    await createUser(t.app, { login: 'real.person@example.com', password: 'real-secret-1' });
    await createUser(t.app, { login: 'nora@demo.test', password: 'demo-secret-1' });
    chain = await chainWithOwner(t.app, 'Mailbox Salons');
  });
  afterAll(() => t.close());

  it('a stranger asking for a real person’s reset cannot read the link there', async () => {
    const page = await forgot(t, 'real.person@example.com');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/id/mailbox');
    const mail = await lastMailTo(t, 'real.person@example.com');
    const token = new URL(linkIn(mail!.body)).searchParams.get('token')!;

    const mailbox = await t.app.inject({ url: '/id/mailbox' });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).not.toContain('real.person@example.com');
    expect(mailbox.body).not.toContain(token);
  });

  it('a demo person’s reset is there, and the forgot page points to it', async () => {
    const page = await forgot(t, 'Nora@Demo.test');
    expect(page.body).toContain('href="/id/mailbox?lang=EN"');
    const mail = await lastMailTo(t, 'nora@demo.test');
    const mailbox = await t.app.inject({ url: '/id/mailbox' });
    expect(mailbox.body).toContain('nora@demo.test');
    expect(mailbox.body).toContain('Reset your BranchBook password');
    expect(mailbox.body).toContain(new URL(linkIn(mail!.body)).searchParams.get('token'));
  });

  it('an invitation to a real address stays out of it; one to a demo address is there', async () => {
    const invite = (email: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/organizations/${chain.orgId}/invitations`, headers: chain.owner, payload: { email, role: 'owner' } });
    expect((await invite('future.owner@example.com')).statusCode).toBe(201);
    expect((await invite('guest@demo.test')).statusCode).toBe(201);
    const mailbox = await t.app.inject({ url: '/id/mailbox' });
    expect(mailbox.body).toContain('guest@demo.test');
    expect(mailbox.body).not.toContain('future.owner@example.com');
    const realInvitation = await lastMailTo(t, 'future.owner@example.com');
    expect(mailbox.body).not.toContain(new URL(linkIn(realInvitation!.body)).searchParams.get('token'));
  });
});

describe('no mailbox on a server that is not a demo', () => {
  it.each([
    ['SEED_DEMO=0', { SEED_DEMO: '0' }],
    ['NODE_ENV=production', { SEED_DEMO: '1', NODE_ENV: 'production' }],
  ])('%s: 404, and the forgot page does not point to one', async (_, env) => {
    const t = await createTestApp(env);
    try {
      await createUser(t.app, { login: 'nora@demo.test', password: 'demo-secret-1' });
      expect((await t.app.inject({ url: '/id/mailbox' })).statusCode).toBe(404);
      expect((await forgot(t, 'nora@demo.test')).body).not.toContain('/id/mailbox');
    } finally {
      await t.close();
    }
  });
});

describe('links in e-mails never come from a Host header a client sets', () => {
  const resetLinkFor = async (env: Record<string, string>, headers: Record<string, string>) => {
    const t = await createTestApp(env);
    try {
      await createUser(t.app, { login: 'linked@example.com', password: 'linked-secret-1' });
      expect((await forgot(t, 'linked@example.com', headers)).statusCode).toBe(200);
      return new URL(linkIn((await lastMailTo(t, 'linked@example.com'))!.body));
    } finally {
      await t.close();
    }
  };

  it('without PUBLIC_URL: the address the server was started on', async () => {
    const link = await resetLinkFor({ PORT: '3456' }, { host: 'evil.example' });
    expect(link.origin).toBe('http://localhost:3456');
    expect(link.pathname).toBe('/id/reset');
  });

  it('with PUBLIC_URL: that address, whatever the Host or X-Forwarded-Host', async () => {
    const link = await resetLinkFor({ PUBLIC_URL: 'https://book.example.com/' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(link.origin).toBe('https://book.example.com');
  });

  it('X-Forwarded-Host counts only from a proxy that TRUST_PROXY names', async () => {
    const untrusted = await resetLinkFor({ PORT: '3456' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(untrusted.origin).toBe('http://localhost:3456');
    // The requests come from 10.0.x.x (freshAddress): here that range is the trusted proxy.
    const proxied = await resetLinkFor({ TRUST_PROXY: '10.0.0.0/8' }, { 'x-forwarded-host': 'salon.example', 'x-forwarded-proto': 'https' });
    expect(proxied.origin).toBe('https://salon.example');
  });

  it('an invitation link too', async () => {
    const t = await createTestApp({ PORT: '3456' });
    try {
      const chain = await chainWithOwner(t.app, 'Link Salons');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/organizations/${chain.orgId}/invitations`,
        headers: { ...chain.owner, host: 'evil.example' },
        payload: { email: 'invitee@example.com', role: 'owner' },
      });
      expect(res.statusCode).toBe(201);
      expect(new URL(linkIn((await lastMailTo(t, 'invitee@example.com'))!.body)).origin).toBe('http://localhost:3456');
    } finally {
      await t.close();
    }
  });
});
