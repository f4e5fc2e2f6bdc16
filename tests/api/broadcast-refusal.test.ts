import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, orderWorld, type World } from './orders-support';

/**
 * Issue 17: a real SMTP server is handed a marketing e-mail only with its https one-click unsubscribe link, and the
 * server's links are https only when PUBLIC_URL is. The broadcast form's audience count says so before anything is
 * sent (`refusal`), whether the SMTP is the server's own (SMTP_URL) or the chain's integration; the log transport, SMS
 * and an https PUBLIC_URL answer null.
 */
describe('the broadcast form is told when e-mail would be refused', () => {
  const apps: TestApp[] = [];
  const started = async (env: Record<string, string>) => {
    const t = await createTestApp(env);
    apps.push(t);
    return { t, w: await orderWorld(t.app, 'Refusal Chain') };
  };
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const refusalOf = async (t: TestApp, w: World, channel: 'email' | 'sms') => {
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/broadcasts/audience`, w.owner, { channel });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().refusal;
  };

  it("the server's own SMTP without an https PUBLIC_URL refuses e-mail, not SMS", async () => {
    const { t, w } = await started({ SMTP_URL: 'smtp://127.0.0.1:2' });
    expect(await refusalOf(t, w, 'email')).toBe('unsubscribe_link_not_https');
    expect(await refusalOf(t, w, 'sms')).toBeNull();
  });

  it('an https PUBLIC_URL lets it go', async () => {
    const { t, w } = await started({ SMTP_URL: 'smtp://127.0.0.1:2', PUBLIC_URL: 'https://book.example.com' });
    expect(await refusalOf(t, w, 'email')).toBeNull();
  });

  it('the log transport takes anything; the chain’s own SMTP integration refuses, and forgetting it lifts that', async () => {
    const { t, w } = await started({ PUBLIC_URL: 'http://book.example.com' });
    expect(await refusalOf(t, w, 'email')).toBeNull();
    const smtp = `/organizations/${w.orgId}/integrations/smtp`;
    const settings = { host: '127.0.0.1', port: 2, secure: false, user: 'mailer', fromAddress: 'salon@example.test' };
    const saved = await api(t.app, 'PUT', smtp, w.owner, { settings, secrets: { password: 'pa55-word' }, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await refusalOf(t, w, 'email')).toBe('unsubscribe_link_not_https');
    expect((await api(t.app, 'DELETE', smtp, w.owner)).statusCode).toBe(204);
    expect(await refusalOf(t, w, 'email')).toBeNull();
  });
});
