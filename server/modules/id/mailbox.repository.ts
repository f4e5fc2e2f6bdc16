import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/tables';
import type { DbExecutor } from './db-executor';

/** The demo mailbox reads e-mails straight from the outbox, newest first. */
export async function listRecentEmails(db: DbExecutor, limit: number) {
  return db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.channel, 'email'))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
export type MailboxMessage = Awaited<ReturnType<typeof listRecentEmails>>[number];
