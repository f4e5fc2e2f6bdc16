import type { FastifyBaseLogger } from 'fastify';
import type { MessageTransport } from './transport';

/**
 * Marks messages sent without sending them anywhere: the default, so a demo runs with no provider and nothing leaves
 * the machine; the message log (and the demo mailbox) show what would have gone. The body is never logged: it may
 * hold a reset link or a code.
 */
export const createLogTransport = (log: FastifyBaseLogger): MessageTransport => ({
  name: 'log',
  async send(message) {
    log.info({ outboxId: message.id, channel: message.channel, to: message.recipient, subject: message.subject }, 'message delivered to the log transport');
  },
});
