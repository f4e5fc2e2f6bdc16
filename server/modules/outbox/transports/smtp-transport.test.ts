import webPush from 'web-push';
import type { Db } from '../../../db/client';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxRow } from '../../../../tests/support/outbox-row';
import { createTransports } from './index';
import { createSmtpTransport, messageIdOf, senderAddress, type SmtpTransportConfig } from './smtp-transport';
import { PermanentDeliveryError } from './transport';

const silent = { info: () => {} } as unknown as FastifyBaseLogger;

type Received = { envelopeFrom: string; envelopeTo: string[]; user: string | undefined; mail: ParsedMail };

const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * A real SMTP server (nodemailer's smtp-server) that keeps what it received. It takes mail with or without a login,
 * logs in `mailer` with its password only, refuses nobody@ for good (550) and busy@ for now (451), and cuts the
 * connection of a message to drop@.
 */
async function startMailServer(received: Received[]) {
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // No TLS in the test: STARTTLS would upgrade to the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'pä55 wörd') callback(null, { user: 'mailer' });
      else callback(refusal(535, 'Authentication failed'));
    },
    onRcptTo(address, session, callback) {
      if (address.address === 'nobody@example.test') return callback(refusal(550, 'No such user here'));
      if (address.address === 'busy@example.test') return callback(refusal(451, 'Try again later'));
      if (address.address === 'drop@example.test') return socketOf(session)?.destroy();
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          user: session.user,
          mail,
        });
        callback();
      }, callback);
    },
  });
  const socketOf = (session: SMTPServerSession) =>
    [...sockets].find((socket) => socket.remotePort === session.remotePort);
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

const address = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value);
/** The header as sent, unfolded (RFC 5322: a folded line continues after its CRLF). */
const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n/g, '');

describe('SMTP transport', () => {
  const received: Received[] = [];
  let mailServer: Awaited<ReturnType<typeof startMailServer>>;
  let settings: SmtpTransportConfig;
  beforeAll(async () => {
    mailServer = await startMailServer(received);
    settings = {
      host: '127.0.0.1',
      port: mailServer.port,
      secure: false,
      user: 'mailer',
      password: 'pä55 wörd',
      fromAddress: 'hello@salon.example.com',
      fromName: 'Salon Ana',
    };
  });
  afterAll(() => new Promise<void>((resolve) => mailServer.server.close(resolve)));
  beforeEach(() => {
    received.length = 0;
  });

  it('sends the HTML and plain text parts from the chain’s sender after logging in, with a Message-ID from the row’s key', async () => {
    const smtp = await createSmtpTransport(settings);
    const row = outboxRow({
      id: 41,
      channel: 'email',
      recipient: 'ana@example.test',
      subject: 'Your visit on Friday',
      body: 'See you on Friday at 10:30.',
      html: '<p>See you on <b>Friday</b> at 10:30.</p>',
      dedupeKey: 'customer.reminder:order:7:1440:email',
    });
    const result = await smtp.send(row);
    smtp.close();

    expect(received).toHaveLength(1);
    const [{ envelopeFrom, envelopeTo, user, mail }] = received as [Received];
    expect(user).toBe('mailer');
    expect(envelopeFrom).toBe('hello@salon.example.com');
    expect(envelopeTo).toEqual(['ana@example.test']);
    expect(address(mail.from)).toEqual([{ address: 'hello@salon.example.com', name: 'Salon Ana' }]);
    expect(address(mail.to)).toEqual([{ address: 'ana@example.test', name: '' }]);
    expect(mail.subject).toBe('Your visit on Friday');
    expect(mail.text?.trim()).toBe('See you on Friday at 10:30.');
    expect(mail.html).toBe('<p>See you on <b>Friday</b> at 10:30.</p>');
    expect(mail.messageId).toBe(messageIdOf(row, 'salon.example.com'));
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@salon\.example\.com>$/);
    expect(result).toEqual({ providerMessageId: mail.messageId });
    // Not marketing: no unsubscribe headers.
    expect(headerLine(mail, 'list-unsubscribe')).toBeUndefined();
  });

  it('sends a retried row with the same Message-ID, and another row with its own', async () => {
    const smtp = await createSmtpTransport(settings);
    const row = outboxRow({
      id: 42,
      channel: 'email',
      recipient: 'ana@example.test',
      subject: 'Receipt',
      body: 'Thank you',
    });
    await smtp.send(row);
    await smtp.send({ ...row, attempts: 2 });
    await smtp.send({ ...row, id: 43 });
    smtp.close();
    const [first, retry, other] = received.map(({ mail }) => mail.messageId);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });

  it('gives a marketing e-mail RFC 8058 one-click unsubscribe headers from the row’s links', async () => {
    const smtp = await createSmtpTransport(settings);
    await smtp.send(
      outboxRow({
        channel: 'email',
        kind: 'marketing',
        recipient: 'ana@example.test',
        subject: 'Spring offer',
        body: '20% off colour in April',
        meta: {
          unsubscribeUrl: 'https://salon.example.com/u/tok3n',
          unsubscribeMailto: 'mailto:unsubscribe@salon.example.com?subject=tok3n',
        },
      }),
    );
    await smtp.send(
      outboxRow({
        channel: 'email',
        kind: 'marketing',
        recipient: 'ana@example.test',
        subject: 'Summer offer',
        body: 'Sun',
        meta: { unsubscribeUrl: 'https://salon.example.com/u/other' },
      }),
    );
    smtp.close();
    const [withMailto, httpsOnly] = received.map(({ mail }) => mail) as [ParsedMail, ParsedMail];
    expect(headerLine(withMailto, 'list-unsubscribe')).toBe(
      'List-Unsubscribe: <https://salon.example.com/u/tok3n>, <mailto:unsubscribe@salon.example.com?subject=tok3n>',
    );
    expect(headerLine(withMailto, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(headerLine(httpsOnly, 'list-unsubscribe')).toBe(
      'List-Unsubscribe: <https://salon.example.com/u/other>',
    );
    expect(headerLine(httpsOnly, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('refuses a marketing e-mail without an https unsubscribe link, for good and without sending', async () => {
    const smtp = await createSmtpTransport(settings);
    const marketing = {
      channel: 'email',
      kind: 'marketing',
      recipient: 'ana@example.test',
      subject: 'Offer',
      body: 'Sale',
    } as const;
    await expect(smtp.send(outboxRow(marketing))).rejects.toBeInstanceOf(PermanentDeliveryError);
    await expect(
      smtp.send(outboxRow({ ...marketing, meta: { unsubscribeUrl: 'http://salon.example.com/u/x' } })),
    ).rejects.toThrow(/unsubscribe/);
    smtp.close();
    expect(received).toHaveLength(0);
  });

  it('fails for good when the server refuses the recipient (550), and for a retry when it defers (451) or drops the line', async () => {
    const smtp = await createSmtpTransport(settings);
    const to = (recipient: string) =>
      smtp.send(outboxRow({ channel: 'email', recipient, subject: 'Hi', body: 'Hi' }));

    const refused = await to('nobody@example.test').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PermanentDeliveryError);
    expect((refused as Error).message).toMatch(/550 No such user here/);

    const deferred = await to('busy@example.test').catch((error: unknown) => error);
    expect(deferred).toBeInstanceOf(Error);
    expect(deferred).not.toBeInstanceOf(PermanentDeliveryError);
    expect((deferred as Error).message).toMatch(/451/);

    const dropped = await to('drop@example.test').catch((error: unknown) => error);
    expect(dropped).toBeInstanceOf(Error);
    expect(dropped).not.toBeInstanceOf(PermanentDeliveryError);
    smtp.close();
    expect(received).toHaveLength(0);
  });

  it('tests the connection: logs in, or says the login was refused (535) for good, or that the server is unreachable', async () => {
    const good = await createSmtpTransport(settings);
    await expect(good.testConnection()).resolves.toBeUndefined();
    good.close();

    const wrongPassword = await createSmtpTransport({ ...settings, password: 'wrong' });
    const refused = await wrongPassword.testConnection().catch((error: unknown) => error);
    wrongPassword.close();
    expect(refused).toBeInstanceOf(PermanentDeliveryError);
    expect((refused as Error).message).toMatch(/535/);
    expect((refused as Error).message).not.toContain('wrong');

    const unreachable = await createSmtpTransport({ ...settings, port: 1 });
    const failed = await unreachable.testConnection().catch((error: unknown) => error);
    unreachable.close();
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(PermanentDeliveryError);
    expect(received).toHaveLength(0);
  });

  it('gives up on a server that never greets within the time-out, for a retry', async () => {
    const silentServer: Server = createTcpServer(() => {});
    await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
    const smtp = await createSmtpTransport({
      ...settings,
      port: (silentServer.address() as AddressInfo).port,
      timeoutMs: 300,
    });
    const started = Date.now();
    const failed = await smtp
      .send(outboxRow({ channel: 'email', recipient: 'ana@example.test', subject: 'Hi', body: 'Hi' }))
      .catch((error: unknown) => error);
    smtp.close();
    silentServer.close();
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(PermanentDeliveryError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  describe('the transports for SMTP_URL', () => {
    // The push transport is built but never used here: no database is reached.
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    const serverDefaults = { db: {} as Db, vapid: { publicKey, privateKey } };

    it('use the log transport for every channel when SMTP_URL is not set', async () => {
      const { transports } = await createTransports({ ...serverDefaults, log: silent });
      expect([transports.email.name, transports.sms.name, transports.telegram.name]).toEqual([
        'log',
        'log',
        'log',
      ]);
      await expect(
        transports.email.send(outboxRow({ channel: 'email', recipient: 'ana@example.test', body: 'Hi' })),
      ).resolves.toBeUndefined();
    });

    it('send e-mail through SMTP, without a login, from no-reply at the public host when SMTP_URL is set', async () => {
      const { transports, close } = await createTransports({
        ...serverDefaults,
        smtpUrl: `smtp://127.0.0.1:${mailServer.port}`,
        publicUrl: 'https://app.example.com',
        log: silent,
      });
      expect(transports.email.name).toBe('smtp');
      await transports.email.send(
        outboxRow({
          channel: 'email',
          recipient: 'ana@example.test',
          subject: 'Reset your password',
          body: 'Open the link',
        }),
      );
      close();
      const [{ user, mail }] = received as [Received];
      expect(user).toBeUndefined();
      expect(address(mail.from)).toEqual([{ address: 'no-reply@app.example.com', name: 'BranchBook' }]);
      expect(address(mail.to)).toEqual([{ address: 'ana@example.test', name: '' }]);
      expect(mail.subject).toBe('Reset your password');
      expect(mail.text?.trim()).toBe('Open the link');
      expect(mail.html).toBe(false);
      expect(mail.messageId).toMatch(/@app\.example\.com>$/);
    });

    it('fail (for the worker to retry) when the SMTP server cannot be reached', async () => {
      const { transports, close } = await createTransports({ ...serverDefaults, smtpUrl: 'smtp://127.0.0.1:1', log: silent });
      const failed = await transports.email
        .send(outboxRow({ channel: 'email', recipient: 'ana@example.test', body: 'Hi' }))
        .catch((error: unknown) => error);
      close();
      expect(failed).toBeInstanceOf(Error);
      expect(failed).not.toBeInstanceOf(PermanentDeliveryError);
    });

    it('send from no-reply at the public host', () => {
      expect(senderAddress('https://salon.example.com/app')).toBe('BranchBook <no-reply@salon.example.com>');
      expect(senderAddress(undefined)).toBe('BranchBook <no-reply@localhost>');
    });
  });
});
