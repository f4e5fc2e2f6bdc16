import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { clients, employeeTelegramChats, employees, telegramLinkCodes } from '../../db/tables';

export type TelegramLinkTarget =
  | { organizationId: number; recipientType: 'customer'; clientId: number }
  | { organizationId: number; recipientType: 'employee'; employeeId: number };

export const insertLinkCode = (
  db: DbExecutor,
  target: TelegramLinkTarget,
  codeHash: string,
  expiresAt: Date,
) =>
  db.insert(telegramLinkCodes).values({
    organizationId: target.organizationId,
    recipientType: target.recipientType,
    clientId: target.recipientType === 'customer' ? target.clientId : null,
    employeeId: target.recipientType === 'employee' ? target.employeeId : null,
    codeHash,
    expiresAt,
  });

/**
 * Marks a live code used and answers it; null when there is no such code in this organisation, or it is spent or
 * expired. One UPDATE decides, so of two chats sending one code at once exactly one gets it.
 */
export async function consumeLinkCode(db: DbExecutor, organizationId: number, codeHash: string) {
  const [row] = await db
    .update(telegramLinkCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(telegramLinkCodes.organizationId, organizationId),
        eq(telegramLinkCodes.codeHash, codeHash),
        isNull(telegramLinkCodes.usedAt),
        gt(telegramLinkCodes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** Why a code did not open: for the reply only, after consumeLinkCode said no. */
export async function linkCodeState(
  db: Db,
  organizationId: number,
  codeHash: string,
): Promise<'used' | 'expired' | 'unknown'> {
  const [row] = await db
    .select({ usedAt: telegramLinkCodes.usedAt })
    .from(telegramLinkCodes)
    .where(
      and(eq(telegramLinkCodes.organizationId, organizationId), eq(telegramLinkCodes.codeHash, codeHash)),
    );
  if (!row) return 'unknown';
  return row.usedAt ? 'used' : 'expired';
}

/** Sets the client's chat; false when the client is gone (deleted since the link was made). */
export async function setClientChat(
  db: DbExecutor,
  organizationId: number,
  clientId: number,
  chatId: string,
): Promise<boolean> {
  const updated = await db
    .update(clients)
    // A client form open meanwhile must not save its old copy over the link: the version moves.
    .set({ tgChatId: chatId, version: sql`${clients.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(clients.organizationId, organizationId), eq(clients.id, clientId), isNull(clients.deletedAt)),
    )
    .returning({ id: clients.id });
  return updated.length > 0;
}

/** Links (or relinks) a team member's chat; false when the member is gone. */
export async function setEmployeeChat(
  db: DbExecutor,
  organizationId: number,
  employeeId: number,
  chatId: string,
): Promise<boolean> {
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        isNull(employees.deletedAt),
      ),
    );
  if (!employee) return false;
  await db
    .insert(employeeTelegramChats)
    .values({ organizationId, employeeId, chatId })
    .onConflictDoUpdate({ target: [employeeTelegramChats.organizationId, employeeTelegramChats.employeeId], set: { chatId, linkedAt: sql`now()` } });
  return true;
}
