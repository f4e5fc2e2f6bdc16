import { describe, expect, it } from 'vitest';
import { defaultMarketingSettings, marketingSettingsSchema, smsCost } from './marketing-settings';

describe('marketing settings', () => {
  it('defaults to two marketing messages a week, quiet from 20:00 to 09:00, no SMS price', () => {
    expect(marketingSettingsSchema.parse(defaultMarketingSettings)).toEqual(defaultMarketingSettings);
    expect(defaultMarketingSettings).toMatchObject({ frequencyCap: { max: 2, days: 7 }, quietHours: { from: '20:00', to: '09:00' }, smsPartPrice: null });
  });

  it('refuses a rate or a cap out of range, by field', () => {
    const result = marketingSettingsSchema.safeParse({ ...defaultMarketingSettings, frequencyCap: { max: 0, days: 365 }, perSecond: { email: 1, sms: 1, telegram: 40 }, smsPartPrice: '0,05' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['frequencyCap.max', 'frequencyCap.days', 'perSecond.telegram', 'smsPartPrice']);
  });

  it.each([
    ['0.05', 1, 1000, '50.00'],
    ['0.0525', 2, 999, '104.90'],
    ['0.0001', 1, 49, '0.00'],
    ['0.0001', 1, 50, '0.01'],
    ['3', 3, 100_000, '900000.00'],
    ['1.5', 0, 10, '0.00'],
  ])('%s a part × %i parts × %i clients = %s', (price, parts, recipients, cost) => {
    expect(smsCost(price, parts, recipients)).toBe(cost);
  });
});
