import { sql } from 'drizzle-orm';
import type { Language, Role } from '../../../src/schema/enums';
import type { DbExecutor } from '../../db/client';
import { clients } from '../../db/tables';
import type { Recipient } from './message-planner';

/** Who a message is for, as the planner needs them: a client with their addresses and consents, a branch's staff. */

export const fullName = (row: { firstName: string; lastName: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ');

/** A client's columns a message needs (names, addresses, marketing consents by channel). */
export const clientColumns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  phone: clients.phone,
  email: clients.email,
  tgChatId: clients.tgChatId,
  manychatSubscriberId: clients.manychatSubscriberId,
  marketingSms: clients.marketingSms,
  marketingEmail: clients.marketingEmail,
  marketingTelegram: clients.marketingTelegram,
};
/** The same columns in raw SQL of the alias `c`, under the same names. */
export const clientSqlColumns = sql.raw(
  `c.id, c.first_name as "firstName", c.last_name as "lastName", c.phone, c.email, c.tg_chat_id as "tgChatId", c.manychat_subscriber_id as "manychatSubscriberId", c.marketing_sms as "marketingSms", c.marketing_email as "marketingEmail", c.marketing_telegram as "marketingTelegram"`,
);
export type ClientRow = {
  id: number;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  tgChatId: string | null;
  manychatSubscriberId: string | null;
  marketingSms: boolean;
  marketingEmail: boolean;
  marketingTelegram: boolean;
};

export const clientRecipient = (row: ClientRow, language: Language): Recipient => ({
  type: 'customer',
  id: Number(row.id),
  clientId: Number(row.id),
  language,
  phone: row.phone,
  email: row.email,
  telegramChatId: row.tgChatId,
  manychatSubscriberId: row.manychatSubscriberId,
  consents: { sms: row.marketingSms, email: row.marketingEmail, telegram: row.marketingTelegram },
});

/** The client's names as the templates name them. */
export const clientNames = (row: { firstName: string; lastName: string }) => ({
  clientName: row.firstName,
  clientFullName: fullName(row),
});

export type StaffRecipient = Recipient & {
  type: 'owner' | 'administrator';
  branchId: number;
  firstName: string;
};

/**
 * The owners and administrators of each branch, in one query: owners reach every branch of their chain,
 * administrators those they were given. Their e-mail is their login; their Telegram chat the one they linked as a
 * team member of the chain, if they are one; their language the one they chose.
 */
export async function staffOfBranches(
  db: DbExecutor,
  branches: readonly { organizationId: number; branchId: number }[],
): Promise<StaffRecipient[]> {
  if (branches.length === 0) return [];
  const result = await db.execute<{
    branchId: number;
    role: Role;
    userId: number;
    email: string;
    phone: string | null;
    language: Language;
    firstName: string;
    chatId: string | null;
  }>(sql`
    select d.branch_id as "branchId", ou.role, u.id as "userId", u.login as email, u.phone, u.iso_language as language, u.first_name as "firstName",
           (select chat.chat_id from employees e
            join employee_telegram_chats chat on chat.organization_id = e.organization_id and chat.employee_id = e.id
            where e.organization_id = ou.organization_id and e.user_id = u.id and e.deleted_at is null order by e.id limit 1) as "chatId"
    from unnest(${sql.param(branches.map((b) => b.organizationId))}::bigint[], ${sql.param(branches.map((b) => b.branchId))}::bigint[]) as d(organization_id, branch_id)
    join organization_users ou on ou.organization_id = d.organization_id
    join users u on u.id = ou.user_id
    where ou.role = 'owner'
       or (ou.role = 'administrator' and exists (select 1 from organization_user_branches ob
            where ob.organization_id = ou.organization_id and ob.user_id = ou.user_id and ob.branch_id = d.branch_id))
    order by d.branch_id, u.id`);
  return result.rows.map((row) => ({
    type: row.role === 'owner' ? 'owner' : 'administrator',
    id: Number(row.userId),
    userId: Number(row.userId),
    branchId: Number(row.branchId),
    firstName: row.firstName,
    language: row.language,
    email: row.email,
    phone: row.phone,
    telegramChatId: row.chatId,
  }));
}
