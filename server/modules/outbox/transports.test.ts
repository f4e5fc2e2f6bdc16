import { createServer, type AddressInfo, type Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from './outbox.repository';
import { createTransports, senderAddress } from './transports';

const silent = { info: () => {} } as unknown as FastifyBaseLogger;
const message = {
  id: 1,
  channel: 'email',
  recipient: 'ana@example.test',
  subject: 'Reset your password',
  body: 'Open the link',
} as OutboxRow;

/** Just enough SMTP to accept one message and keep what it received. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('message transports', () => {
  const received: string[] = [];
  let server: Server;
  beforeAll(async () => {
    server = fakeSmtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('uses the log transport for every channel when SMTP_URL is not set', async () => {
    const { transports } = await createTransports({ log: silent });
    expect([transports.email.name, transports.sms.name, transports.telegram.name]).toEqual(['log', 'log', 'log']);
    await expect(transports.email.send(message)).resolves.toBeUndefined();
  });

  it('sends e-mail through SMTP when SMTP_URL is set', async () => {
    const port = (server.address() as AddressInfo).port;
    const { transports, close } = await createTransports({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, publicUrl: 'https://app.example.com', log: silent });
    expect(transports.email.name).toBe('smtp');
    await transports.email.send(message);
    close();
    expect(received).toEqual(expect.arrayContaining(['To: ana@example.test', 'Subject: Reset your password', 'Open the link']));
    expect(received.join('\n')).toContain('no-reply@app.example.com');
  });

  it('fails (for the worker to retry) when the SMTP server cannot be reached', async () => {
    const { transports } = await createTransports({ smtpUrl: 'smtp://127.0.0.1:1', log: silent });
    await expect(transports.email.send(message)).rejects.toThrow();
  });

  it('sends from no-reply at the public host', () => {
    expect(senderAddress('https://salon.example.com/app')).toBe('BranchBook <no-reply@salon.example.com>');
    expect(senderAddress(undefined)).toBe('BranchBook <no-reply@localhost>');
  });
});
