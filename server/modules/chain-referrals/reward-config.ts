import { z } from 'zod';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import type { ChainReferralTerms } from '../../db/tables/chain-referrals';

/**
 * What each of the two chains gets when a referred chain pays its first invoice, per currency (docs/configuration.md,
 * `CHAIN_REFERRAL_REWARD`). Unset: a month of the Start plan in each currency the plans are sold in. Set: the whole
 * table (`EUR=19,RSD=2200`); a currency it leaves out, or names with 0, earns nothing.
 */
export const defaultChainReferralReward: ChainReferralTerms = { EUR: '19.00', RSD: '2200.00', RUB: '1900.00', TRY: '690.00', BRL: '99.00', USD: '21.00' };

const entrySchema = z.tuple([z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^\d{1,8}(\.\d{1,2})?$/)]);

export const chainReferralRewardEnvSchema = z
  .string()
  .optional()
  .transform((value, ctx): ChainReferralTerms => {
    if (value === undefined || value.trim() === '') return defaultChainReferralReward;
    const terms: ChainReferralTerms = {};
    for (const part of value.split(',')) {
      const entry = entrySchema.safeParse(part.split('=').map((side) => side.trim()));
      if (!entry.success) {
        ctx.addIssue({ code: 'custom', message: 'must be CURRENCY=amount pairs separated by commas, e.g. EUR=19,RSD=2200' });
        return z.NEVER;
      }
      const [currency, amount] = entry.data;
      if (decimal(amount).gt(0)) terms[currency] = moneyText(amount);
    }
    return terms;
  });
