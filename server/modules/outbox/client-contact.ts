import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import { clientLanguageOfBranch } from '../../../src/schema/messages/message-language';
import type { BranchInfo } from '../../crud/branch-records';
import type { DbExecutor } from '../../db/client';
import { branches, clients } from '../../db/tables';
import type { Sentence } from '../../i18n/sentence';
import { badInput } from '../../plugins/app/domain-error';

/**
 * Where a message staff send to one client goes (a payment link, a fiscal receipt): the card's phone, e-mail
 * address or linked Telegram chat. A card without it is a 400 naming `channel` with the sentence the caller gives;
 * what staff are told it went to never shows a chat id, which means nothing to them.
 */
export type ClientChannel = 'sms' | 'email' | 'telegram';

export async function clientContact<C extends ClientChannel>(
  db: DbExecutor,
  scope: { organizationId: number; branchId: number; branch: Pick<BranchInfo, 'timeZone'> },
  clientId: number | null,
  channel: C,
  missing: Record<C, Sentence>,
): Promise<{ target: string; shownAs: string; branchName: string; language: Language }> {
  const [[client], [branch]] = await Promise.all([
    clientId ? db.select({ sms: clients.phone, email: clients.email, telegram: clients.tgChatId }).from(clients).where(and(eq(clients.organizationId, scope.organizationId), eq(clients.id, clientId))) : Promise.resolve([]),
    db.select({ name: branches.name }).from(branches).where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId))),
  ]);
  const target = client?.[channel];
  if (!target) throw badInput([{ path: ['channel'], message: missing[channel] }]);
  return { target, shownAs: channel === 'telegram' ? 'Telegram' : target, branchName: branch?.name ?? '', language: clientLanguageOfBranch(scope.branch.timeZone) };
}
