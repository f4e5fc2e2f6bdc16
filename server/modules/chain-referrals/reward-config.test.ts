import { describe, expect, it } from 'vitest';
import { chainReferralRewardEnvSchema, defaultChainReferralReward } from './reward-config';

describe('CHAIN_REFERRAL_REWARD', () => {
  it('unset or empty: a month of Start in each currency the plans are sold in', () => {
    expect(chainReferralRewardEnvSchema.parse(undefined)).toEqual(defaultChainReferralReward);
    expect(chainReferralRewardEnvSchema.parse(' ')).toEqual(defaultChainReferralReward);
    expect(Object.keys(defaultChainReferralReward).sort()).toEqual(['BRL', 'EUR', 'RSD', 'RUB', 'TRY', 'USD']);
  });

  it('set: the whole table, amounts exact to the cent; a zero leaves its currency out', () => {
    expect(chainReferralRewardEnvSchema.parse('EUR=25, RSD = 2500.5,USD=0')).toEqual({ EUR: '25.00', RSD: '2500.50' });
  });

  it('malformed: refused, so the server does not start on a typo', () => {
    for (const value of ['EUR', 'eur=10', 'EUR=ten', 'EUR=1.234', 'EUR=10;RSD=20']) expect(chainReferralRewardEnvSchema.safeParse(value).success, value).toBe(false);
  });
});
