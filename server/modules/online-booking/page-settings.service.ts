import type { Terms, TermsUpdate } from '../../../src/schema/online-booking/terms';
import { defaultVerification, type CodeChannel, type Verification, type VerificationSettings, type VerificationUpdate } from '../../../src/schema/online-booking/verification';
import { branchPhoneCountry } from '../../../src/schema/phone';
import type { Db } from '../../db/client';
import { badInput, DomainError } from '../../plugins/app/domain-error';
import { telegramBotOf } from '../integrations/integrations.repository';
import { recordAudit } from '../audit/audit.service';
import { authorizeBranchBooking } from './online-booking-access';
import { findPageSettings, saveTerms, saveVerification, type PageSettingsRow } from './page-settings.repository';
import { forgetBranchTimes } from './public-times-cache';

/**
 * Online booking → Settings → Verification and Terms of a branch (docs/online-booking.md). Each is the branch's own:
 * the SMS countries start from the branch's country, which branches of one chain need not share, and terms name the
 * salon that is party to them; so there is no chain level to inherit from. Every change goes to the audit trail,
 * which is also where each terms version's text stays after the next replaces it.
 */
type Scope = { organizationId: number; branchId: number };
type Branch = { timeZone: string };

/** What the booking page runs by: the saved settings, or the defaults for the branch's country. */
export const verificationOf = (row: PageSettingsRow, branch: Branch): VerificationSettings => row.verification ?? defaultVerification(branchPhoneCountry(branch));

/** The channels the page offers: the settings', Telegram only while the chain's bot is connected. */
export const offeredChannels = (verification: VerificationSettings, telegramBot: string | null): CodeChannel[] =>
  verification.channels.filter((channel) => channel !== 'telegram' || telegramBot !== null);

/** The terms a client must accept, or null when the branch has none (never saved, or saved empty). */
export const termsInForce = (row: PageSettingsRow): { version: number; text: string } | null => (row.termsText ? { version: row.termsVersion, text: row.termsText } : null);

const verificationAnswer = (row: PageSettingsRow, branch: Branch, telegramBot: string | null): Verification => ({
  ...verificationOf(row, branch),
  version: row.verificationVersion,
  branchCountry: branchPhoneCountry(branch),
  telegramBot,
});
const termsAnswer = (row: PageSettingsRow): Terms => ({ text: row.termsText, version: row.termsVersion, savedAt: row.termsSavedAt?.toISOString() ?? null });

const stale = () => new DomainError('stale_version', (m) => m.onlineBooking.settingsChanged);

const audit = (scope: Scope, userId: number, before: Record<string, unknown>, after: Record<string, unknown>) => ({
  organizationId: scope.organizationId,
  branchId: scope.branchId,
  actorUserId: userId,
  entity: 'online_booking_settings',
  entityId: scope.branchId,
  action: 'update' as const,
  before,
  after,
});

async function open(db: Db, userId: number, branchId: number, action: 'view' | 'edit') {
  const context = await authorizeBranchBooking(db, userId, branchId, action);
  return { scope: { organizationId: context.access.organizationId, branchId }, branch: context.branch };
}

export async function getVerification(db: Db, userId: number, branchId: number): Promise<Verification> {
  const { scope, branch } = await open(db, userId, branchId, 'view');
  const [settings, telegramBot] = await Promise.all([findPageSettings(db, scope), telegramBotOf(db, scope)]);
  return verificationAnswer(settings, branch, telegramBot);
}

export async function setVerification(db: Db, userId: number, branchId: number, update: VerificationUpdate): Promise<Verification> {
  const { scope, branch } = await open(db, userId, branchId, 'edit');
  const settings: VerificationSettings = { channels: update.channels, smsCountries: update.smsCountries };
  const telegramBot = await telegramBotOf(db, scope);
  // Turning Telegram on needs the bot; one left on when the bot went is kept (and not offered) until it is back.
  if (telegramBot === null && update.channels.includes('telegram')) {
    const before = verificationOf(await findPageSettings(db, scope), branch);
    if (!before.channels.includes('telegram')) throw badInput([{ path: ['channels'], message: (m) => m.onlineBooking.telegramBotMissing }]);
  }
  const answer = await db.transaction(async (tx) => {
    const before = await findPageSettings(tx, scope);
    const saved = await saveVerification(tx, scope, settings, update.version);
    if (!saved) throw stale();
    await recordAudit(tx, audit(scope, userId, verificationOf(before, branch), settings));
    return verificationAnswer(saved, branch, telegramBot);
  });
  // The page describes its channels: the next visitor reads the new ones.
  forgetBranchTimes(db, branchId);
  return answer;
}

export async function getTerms(db: Db, userId: number, branchId: number): Promise<Terms> {
  const { scope } = await open(db, userId, branchId, 'view');
  return termsAnswer(await findPageSettings(db, scope));
}

/** The same text again is no change and no new version, whatever version was read; another text needs the latest. */
export async function setTerms(db: Db, userId: number, branchId: number, update: TermsUpdate): Promise<Terms> {
  const { scope } = await open(db, userId, branchId, 'edit');
  const answer = await db.transaction(async (tx) => {
    const before = await findPageSettings(tx, scope);
    if (before.termsText === update.text) return termsAnswer(before);
    const saved = await saveTerms(tx, scope, update.text, update.version);
    if (!saved) throw stale();
    await recordAudit(tx, audit(scope, userId, { termsText: before.termsText, termsVersion: before.termsVersion }, { termsText: saved.termsText, termsVersion: saved.termsVersion }));
    return termsAnswer(saved);
  });
  // The page shows the terms in force: a client reading them next accepts this version.
  forgetBranchTimes(db, branchId);
  return answer;
}
