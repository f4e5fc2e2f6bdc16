import type { Db } from '../../db/client';
import { outbox } from '../../db/tables';

export type OutgoingMessage = {
  channel: 'email' | 'sms' | 'telegram';
  recipient: string;
  subject: string;
  body: string;
  organizationId?: number | null;
  meta?: Record<string, unknown>;
};

/** Queue a message in the caller's transaction; the outbox worker delivers it after commit. */
export async function enqueueMessage(db: Pick<Db, 'insert'>, message: OutgoingMessage) {
  const [row] = await db
    .insert(outbox)
    .values({ ...message, organizationId: message.organizationId ?? null, meta: message.meta ?? {} })
    .returning({ id: outbox.id });
  return row!.id;
}
