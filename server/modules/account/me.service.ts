import { verbatim } from '../../i18n/sentence';
import type { User, UserUpdate } from '../../../src/schema/user';
import type { Db } from '../../db/client';
import { defaultPhoneCountry, dialCodeOf, invalidPhoneMessage, toE164 } from '../../../src/schema/phone';
import { badInput, DomainError } from '../../plugins/app/domain-error';
import { toUser } from './account.mappers';
import { findUserWithOwnership, updateUser, type UserChanges } from './user.repository';

/** A valid token for a user that no longer exists is a dead session, not a missing record. */
const sessionGone = () => new DomainError('unauthorized', (m) => m.common.accountGone);

export async function getMe(db: Db, userId: number): Promise<User> {
  const found = await findUserWithOwnership(db, userId);
  if (!found) throw sessionGone();
  return toUser(found.user, found.isOwner);
}

const toChanges = ({ ISOLanguage, ...rest }: UserUpdate): UserChanges => ({
  ...rest,
  ...(ISOLanguage ? { isoLanguage: ISOLanguage } : {}),
});

/**
 * A person's own number in E.164 with the dial code that follows it (src/schema/phone.ts), as the CRUD engine stores
 * clients' numbers; written without its country code it is from the dial code chosen beside it (an account belongs
 * to no branch, so RS without one).
 */
function withPhone(patch: UserUpdate): UserUpdate {
  if (patch.phone === undefined) return patch;
  if (patch.phone === null) return { ...patch, dialCode: null };
  const e164 = toE164(patch.phone, defaultPhoneCountry, patch.dialCode);
  if (!e164) throw badInput([{ path: ['phone'], message: verbatim(invalidPhoneMessage) }]);
  return { ...patch, phone: e164, dialCode: dialCodeOf(e164) };
}

/** Personal info and UI settings; an empty patch changes nothing and keeps the version. */
export async function updateMe(db: Db, userId: number, patch: UserUpdate): Promise<User> {
  const changes = toChanges(withPhone(patch));
  if (Object.keys(changes).length === 0) return getMe(db, userId);
  // One UPDATE is atomic on its own; ownership is read after it, from the same committed row.
  const updated = await updateUser(db, userId, changes);
  if (!updated) throw sessionGone();
  return getMe(db, userId);
}
