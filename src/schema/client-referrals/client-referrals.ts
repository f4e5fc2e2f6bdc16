import { z } from 'zod';
import { decimal, moneyTextSchema, nonNegativeMoneySchema, percentSchema } from '../money/decimal';
import type { SaleItemInput } from '../sales/checkout';
import { idSchema } from '../primitives';

/**
 * Branch referrals and the client's balance (docs/client-referrals.md): a client's personal code and link, the
 * branch's programme (the referrer's reward paid into their balance, the newcomer's discount on the first visit),
 * who brought whom, and the balance's ledger. The chain's own referrals (a chain brings a chain) are elsewhere.
 */

export const clientReferralStates = ['signed_up', 'rewarded'] as const;
export type ClientReferralState = (typeof clientReferralStates)[number];

export const clientBalanceEntryKinds = ['referral_credit', 'checkout_payment', 'refund', 'adjustment'] as const;
export type ClientBalanceEntryKind = (typeof clientBalanceEntryKinds)[number];

export const clientBalanceEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(clientBalanceEntryKinds),
  /** Signed: credits positive, payments negative. */
  amount: moneyTextSchema,
  balanceAfter: moneyTextSchema,
  transactionId: idSchema.nullable(),
  saleId: idSchema.nullable(),
  referralId: idSchema.nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientBalanceEntry = z.infer<typeof clientBalanceEntrySchema>;

/** The client card's balance: what it holds, in the branch's currency, and its history, newest first. */
export const clientBalanceSchema = z.object({ balance: moneyTextSchema, currency: z.string(), entries: z.array(clientBalanceEntrySchema) });
export type ClientBalance = z.infer<typeof clientBalanceSchema>;

export const referralProgrammeSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Paid into the referrer's balance when the newcomer's first visit is paid. */
  rewardAmount: nonNegativeMoneySchema,
  /** Off the newcomer's first visit's services. */
  discountPercent: percentSchema,
});
export const referralProgrammeUpdateSchema = referralProgrammeSettingsSchema.extend({ version: z.number().int().positive() }).strict();
export type ReferralProgrammeUpdate = z.infer<typeof referralProgrammeUpdateSchema>;

export const referralProgrammeSchema = referralProgrammeSettingsSchema.extend({
  version: z.number().int().positive(),
  currency: z.string(),
  figures: z.object({ referrals: z.number().int(), rewarded: z.number().int(), credited: moneyTextSchema }),
});
export type ReferralProgramme = z.infer<typeof referralProgrammeSchema>;

const personSchema = z.object({ id: idSchema, name: z.string() });

export const clientReferralSchema = z.object({
  id: idSchema,
  referrer: personSchema,
  newcomer: personSchema,
  state: z.enum(clientReferralStates),
  rewardAmount: moneyTextSchema.nullable(),
  discountPercent: z.string().nullable(),
  saleId: idSchema.nullable(),
  createdAt: z.string(),
  rewardedAt: z.string().nullable(),
});
export type ClientReferral = z.infer<typeof clientReferralSchema>;

export const clientReferralListSchema = z.object({
  items: z.array(clientReferralSchema),
  meta: z.object({ totalItems: z.number().int(), totalPages: z.number().int(), currentPage: z.number().int(), itemsPerPage: z.number().int(), itemCount: z.number().int() }),
});
export type ClientReferralList = z.infer<typeof clientReferralListSchema>;
export const clientReferralListQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1), perPage: z.coerce.number().int().min(1).max(100).default(25) });

/** The client card's referral section: their code and link, the programme as it stands, who brought them, whom they brought. */
export const clientReferralCardSchema = z.object({
  code: z.string(),
  /** The branch's booking page carrying the code; null while the branch has no booking page. */
  link: z.string().nullable(),
  programme: referralProgrammeSettingsSchema,
  referredBy: personSchema.extend({ state: z.enum(clientReferralStates), referralId: idSchema }).nullable(),
  referred: z.number().int(),
  /** The newcomer's discount waits for this client's first visit. */
  newcomerDiscountPercent: z.string().nullable(),
});
export type ClientReferralCard = z.infer<typeof clientReferralCardSchema>;

/** Codes are upper-case letters and digits without look-alikes (0/O, 1/I/L), as people read them out. */
export const referralCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const referralCodeLength = 8;
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${referralCodeAlphabet}]{${referralCodeLength}}$`), 'Enter the 8-character code.');

export const referredByRequestSchema = z.object({ code: referralCodeSchema }).strict();
export const referralSendChannels = ['sms', 'email', 'telegram'] as const;
export const referralSendRequestSchema = z.object({ channel: z.enum(referralSendChannels) }).strict();
export const referralSentSchema = z.object({ sentTo: z.string() });

/**
 * The newcomer's discount on their first visit: each service line with no discount of its own gets the percentage;
 * lines already discounted keep theirs (the better of two offers is staff's call, not stacking). The checkout screen
 * shows the same lines the server will price.
 */
export function withNewcomerDiscount<T extends Pick<SaleItemInput, 'kind' | 'discount'>>(items: readonly T[], percent: string): T[] {
  if (!decimal(percent).gt(0)) return [...items];
  return items.map((item) => (item.kind === 'service' && item.discount.kind === 'none' ? { ...item, discount: { kind: 'percent' as const, value: percent } } : item));
}
