import { z } from 'zod';
import { idSchema } from '../primitives';

/**
 * Chain-level referrals (issue 20, docs/chain-referrals.md): a chain's code and link, and the chains that signed up
 * through it. The referrer sees of a referred chain only its name, when it signed up and where its referral stands.
 */

/** Eight characters of Crockford's alphabet (no I, L, O, U): read aloud or typed from a card without mistakes. */
export const chainReferralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{8}$/, { error: 'A referral code is 8 letters and digits' });

/** The query parameter a referral link carries to onboarding (`/onboarding?ref=CODE`). */
export const chainReferralParam = 'ref';

export const chainReferralStates = ['signed_up', 'rewarded', 'refused'] as const;
export const chainReferralStateSchema = z.enum(chainReferralStates);
export type ChainReferralState = z.infer<typeof chainReferralStateSchema>;

/** Why a referral earned nothing: the new chain has an owner of the referrer, or paid with one of its cards. */
export const chainReferralRefusals = ['same_owner', 'same_payment_method'] as const;
export const chainReferralRefusalSchema = z.enum(chainReferralRefusals);
export type ChainReferralRefusal = z.infer<typeof chainReferralRefusalSchema>;

const amountSchema = z.object({ amount: z.string(), currency: z.string() });

export const chainReferralSummarySchema = z.object({
  code: z.string(),
  link: z.string(),
  /** What each side gets on the referred chain's first paid invoice, in the referrer's currency; null: none configured. */
  reward: amountSchema.nullable(),
  signedUp: z.number().int(),
  rewarded: z.number().int(),
  /** Credit this chain earned by referring, one entry a currency. */
  earned: z.array(amountSchema),
});
export type ChainReferralSummary = z.infer<typeof chainReferralSummarySchema>;

export const referredChainSchema = z.object({
  organizationId: idSchema,
  name: z.string(),
  signedUpAt: z.string(),
  state: chainReferralStateSchema,
  reason: chainReferralRefusalSchema.nullable(),
  decidedAt: z.string().nullable(),
  /** This chain's reward for it, once rewarded. */
  reward: amountSchema.nullable(),
});
export type ReferredChain = z.infer<typeof referredChainSchema>;
