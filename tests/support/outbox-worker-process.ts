/**
 * One outbox worker in a process of its own, as a second server would run it: it delivers SMS through Infobip's API at
 * INFOBIP_URL under the sender SENDER (so a test can tell which process sent what) and polls until it is killed. tests/api/outbox-processes.test.ts starts two at once, or kills one with
 * SIGKILL in the middle of a send, to show that no message is lost or sent twice under its key.
 */
import { pino } from 'pino';
import { createDb } from '../../server/db/client';
import { createOutboxWorker } from '../../server/modules/outbox/outbox.worker';
import { createInfobipTransport } from '../../server/modules/outbox/transports/infobip-transport';
import type { MessageTransports } from '../../server/modules/outbox/transports';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const { db } = createDb(env('DATABASE_URL'), 2);
const sms = createInfobipTransport({ provider: 'infobip', baseUrl: env('INFOBIP_URL'), apiKey: env('INFOBIP_API_KEY'), sender: env('SENDER') });
const nothingElse = { name: 'none', send: () => Promise.reject(new Error('this worker sends SMS only')) };
const transports: MessageTransports = { sms, email: nothingElse, telegram: nothingElse, push: nothingElse, inApp: nothingElse, instagram: nothingElse };

createOutboxWorker({
  db,
  transportFor: async (message) => transports[message.channel],
  log: pino({ level: 'silent' }),
  intervalMs: 20,
  delivery: { batchSize: 10, leaseSeconds: Number(env('LEASE_SECONDS')) },
}).start();
process.send?.('started');
