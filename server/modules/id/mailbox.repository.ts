import { and, desc, eq, ilike } from 'drizzle-orm';
import { outbox } from '../../db/tables';
import type { DbExecutor } from '../../db/client';
import { demoMailDomain } from './demo-mailbox';

/**
 * The demo mailbox reads e-mails straight from the outbox, newest first, and only those to the demo's own
 * addresses: the filter is in the query, so nobody else's mail ever leaves the database for this page.
 */
export async function listDemoEmails(db: DbExecutor, limit: number) {
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
    .where(and(eq(outbox.channel, 'email'), ilike(outbox.recipient, `%@${demoMailDomain}`)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
export type MailboxMessage = Awaited<ReturnType<typeof listDemoEmails>>[number];
