import { z } from 'zod';
import { ruleSourceSchema, quietHoursSchema, marketingQuietHours } from './notification-rule';

/**
 * How much marketing a branch lets out (issue 17): at most `max` marketing messages per client in `days` days (every
 * broadcast, birthday and come-back message counts, whatever its channel); how fast a broadcast leaves, per channel;
 * the hours it keeps quiet; and what an SMS part costs, for the price of a broadcast before it goes. A chain keeps
 * the defaults its branches follow until one sets its own, as notification rules do.
 */

export const frequencyCapSchema = z.object({
  max: z.number().int().min(1, 'At least 1').max(50, 'At most 50'),
  days: z.number().int().min(1, 'At least 1 day').max(90, 'At most 90 days'),
});
export type FrequencyCap = z.infer<typeof frequencyCapSchema>;

const rate = (max: number) => z.number().int().min(1, 'At least 1 a second').max(max, `At most ${max} a second`);

/** A price of one SMS part in the branch's currency: up to four decimals, as providers price them (0.0525). */
export const smsPartPriceSchema = z.string().regex(/^\d{1,4}(\.\d{1,4})?$/, 'Use a price such as 0.05');

export const marketingSettingsSchema = z.object({
  /** null: no cap. */
  frequencyCap: frequencyCapSchema.nullable(),
  /** Messages a second a broadcast may hand to each channel's provider. */
  perSecond: z.object({ email: rate(200), sms: rate(100), telegram: rate(25) }),
  /** A broadcast's messages due inside them wait for their end; null: any hour. */
  quietHours: quietHoursSchema.nullable(),
  /** null: unknown, and the screen says the parts alone. */
  smsPartPrice: smsPartPriceSchema.nullable(),
});
export type MarketingSettings = z.infer<typeof marketingSettingsSchema>;

/**
 * Two marketing messages a week is what well-kept salons send and clients tolerate; Telegram's Bot API allows about
 * 30 messages a second per bot, SMS providers' default throughput is around 10–50 a second.
 */
export const defaultMarketingSettings: MarketingSettings = {
  frequencyCap: { max: 2, days: 7 },
  perSecond: { email: 20, sms: 10, telegram: 20 },
  quietHours: marketingQuietHours,
  smsPartPrice: null,
};

export const marketingSettingsViewSchema = marketingSettingsSchema.extend({
  source: ruleSourceSchema,
  /** Of the scope's own row; 0 while it follows the level above. */
  version: z.number().int(),
});
export type MarketingSettingsView = z.infer<typeof marketingSettingsViewSchema>;
export const marketingSettingsWriteSchema = marketingSettingsSchema.extend({ version: z.number().int().min(0) });

/** The cost of `parts` parts to each of `recipients`, at `price` a part: exact, in ten-thousandths, to two decimals. */
export function smsCost(price: string, parts: number, recipients: number): string {
  const [whole = '0', fraction = ''] = price.split('.');
  const tenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  const total = tenThousandths * BigInt(parts) * BigInt(recipients);
  // Half up to the cent.
  const cents = (total + 50n) / 100n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}
