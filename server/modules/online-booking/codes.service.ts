import { createHmac } from 'node:crypto';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import type { CodeRequest, CodeSent } from '../../../src/schema/online-booking/public-booking';
import type { Db } from '../../db/client';
import { bookingCodes, branches, orders } from '../../db/tables';
import { conflict, DomainError } from '../../plugins/app/domain-error';
import type { RateLimit } from '../id/id-config';
import { hitRateLimit } from '../id/rate-limit.service';
import { telegramBotOf } from '../integrations/integrations.repository';
import { telegramDeepLink } from '../outbox/telegram-linking';
import { codeHashOf, newCode, readBookingToken, type BookingKeys } from './booking-tokens';
import { bookingCodeMessage } from './booking-code-message';
import { checkCodeRequest, type ContactRequest } from './code-request-checks';
import { countFunnelStep } from './funnel-counter';
import { findPageSettings } from './page-settings.repository';
import { offeredChannels, termsInForce, verificationOf } from './page-settings.service';
import { newTelegramStart } from './telegram-codes';
import { openBranchPage } from './public-page';

/**
 * The code that proves the phone or e-mail is the client's (docs/online-booking.md decision 5): six digits, ten
 * minutes, five tries; a new request replaces the last code. Limits per phone or e-mail, per client address and per
 * branch, each an hour, so nobody floods a person, and nobody pumps SMS through a branch; the channels, the countries
 * SMS goes to and the terms are the branch's settings (code-request-checks.ts). Nothing here looks at the clients: the
 * answer is the same for a stranger and a regular.
 */
export const codeLifetimeMs = 10 * 60_000;
export const codeTries = 5;

export const codeLimits = {
  perTarget: { scope: 'login', action: 'booking-code', max: 5, windowSeconds: 3600 },
  perAddress: { scope: 'address', action: 'booking-code', max: 10, windowSeconds: 3600 },
  perBranch: { scope: 'branch', action: 'booking-code', max: 200, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/** A live hold this token was given for, or a 409 saying the time is no longer held. */
export async function heldOrder(db: Db, keys: BookingKeys, scope: { organizationId: number; branchId: number }, holdToken: string) {
  const claim = readBookingToken(keys.hold, holdToken);
  const [row] = claim
    ? await db
        .select({ id: orders.id, heldUntil: orders.heldUntil })
        .from(orders)
        .where(and(eq(orders.organizationId, scope.organizationId), eq(orders.branchId, scope.branchId), eq(orders.id, claim.orderId), isNotNull(orders.heldUntil), gt(orders.heldUntil, new Date())))
    : [];
  if (!claim || claim.organizationId !== scope.organizationId || !row) throw conflict((m) => m.onlineBooking.holdGone);
  return row;
}

/** The limits count a person by the HMAC of their phone or e-mail: the attempts table never holds the address. */
export const targetKey = (keys: BookingKeys, target: string) => createHmac('sha256', keys.code).update(`target.${target}`).digest('base64url');

export type OpenPage = Awaited<ReturnType<typeof openBranchPage>>;

/**
 * A contact a code is about to go to, judged by the branch's settings (channels offered, SMS countries, terms in
 * force) and counted against the code limits: a booking's, the waitlist's and a class place's codes share them, so
 * none is a way round the others. Where the code goes, and the terms version kept with what it proves.
 */
export async function checkedContact(db: Db, keys: BookingKeys, page: OpenPage, request: ContactRequest, clientAddress: string, telegramBot: string | null = null) {
  const settings = await findPageSettings(db, page.scope);
  const verification = verificationOf(settings, page.branch);
  const checked = checkCodeRequest(request, { verification: { ...verification, channels: offeredChannels(verification, telegramBot) }, terms: termsInForce(settings), timeZone: page.branch.timeZone });
  for (const [limit, key] of [
    [codeLimits.perTarget, targetKey(keys, checked.target)],
    [codeLimits.perAddress, clientAddress],
    [codeLimits.perBranch, String(page.branch.id)],
  ] as const) {
    const verdict = await hitRateLimit(db, limit, key);
    if (!verdict.allowed) throw new DomainError('rate_limited', (m) => m.common.tooManyRequests({ after: `${verdict.retryAfterSeconds} s`, seconds: verdict.retryAfterSeconds }));
  }
  return checked;
}

/** The branch's name, as a code's message signs it. */
export async function branchNameOf(db: Db, page: OpenPage): Promise<string> {
  const [branch] = await db.select({ name: branches.name }).from(branches).where(and(eq(branches.organizationId, page.organizationId), eq(branches.id, page.branch.id)));
  return branch!.name;
}

export async function requestCode(db: Db, keys: BookingKeys, slug: string, request: CodeRequest, clientAddress: string, language: Language): Promise<CodeSent> {
  const page = await openBranchPage(db, slug);
  const hold = await heldOrder(db, keys, page.scope, request.holdToken);
  const telegramBot = request.channel === 'telegram' ? await telegramBotOf(db, page.scope) : null;
  const { target, termsVersion } = await checkedContact(db, keys, page, request, clientAddress, telegramBot);
  const code = newCode();
  const expiresAt = new Date(Math.min(Date.now() + codeLifetimeMs, hold.heldUntil!.getTime() + codeLifetimeMs));
  const details = { firstName: request.firstName, lastName: request.lastName, comment: request.comment ?? null, termsVersion, language, referralCode: request.referralCode ?? null };
  const branchName = await branchNameOf(db, page);
  // By Telegram nothing is sent now: the bot sends a code of its own once the account shares this number
  // (telegram-codes.ts), so the one made here is never told to anyone.
  const telegram = telegramBot === null ? null : newTelegramStart();
  await db.transaction(async (tx) => {
    const values = {
      channel: request.channel,
      target,
      codeHash: codeHashOf(keys.code, hold.id, code),
      triesLeft: codeTries,
      expiresAt,
      details,
      telegramStartHash: telegram?.hash ?? null,
      telegramChatId: null,
    };
    await tx
      .insert(bookingCodes)
      .values({ organizationId: page.organizationId, orderId: hold.id, ...values })
      .onConflictDoUpdate({ target: [bookingCodes.organizationId, bookingCodes.orderId], set: { ...values, createdAt: new Date() } });
    if (request.channel !== 'telegram') {
      await bookingCodeMessage(tx, { organizationId: page.organizationId, branchId: page.branch.id, orderId: hold.id, channel: request.channel, target, code, branchName, language, expiresAt });
    }
  });
  countFunnelStep(db, { ...page.scope, timeZone: page.branch.timeZone }, 'code');
  return {
    sentTo: maskTarget(target),
    expiresAt: expiresAt.toISOString(),
    ...(telegram && telegramBot ? { telegramLink: telegramDeepLink(telegramBot, telegram.code) } : {}),
  };
}

/** "+381 •• ••• 4567", "a•••@example.com": enough to recognise one's own, not to read someone else's. */
export function maskTarget(target: string): string {
  if (target.includes('@')) {
    const [name, domain] = target.split('@') as [string, string];
    return `${name.slice(0, 1)}•••@${domain}`;
  }
  return `${target.slice(0, 4)} •• ••• ${target.slice(-4)}`;
}
