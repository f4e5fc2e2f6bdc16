import { describe, expect, it } from 'vitest';
import { defaultVerification, verificationProblems, verificationUpdateSchema } from './verification';

describe('verification settings', () => {
  it.each([
    [{ channels: ['sms', 'email'], smsCountries: ['RS'] }, []],
    [{ channels: ['email'], smsCountries: [] }, []],
    [{ channels: [], smsCountries: ['RS'] }, [{ path: 'channels', message: 'channels_required' }]],
    [{ channels: ['email', 'email'], smsCountries: [] }, [{ path: 'channels', message: 'duplicate' }]],
    [{ channels: ['sms'], smsCountries: [] }, [{ path: 'smsCountries', message: 'sms_countries_required' }]],
    [{ channels: ['sms'], smsCountries: ['RS', 'RS'] }, [{ path: 'smsCountries', message: 'duplicate' }]],
  ])('%j: %j', (settings, problems) => {
    expect(verificationProblems(settings)).toEqual(problems);
  });

  it('refuses a country the phone numbers do not know, and a channel not offered', () => {
    const parsed = verificationUpdateSchema.safeParse({ channels: ['pigeon'], smsCountries: ['XX'], version: 0 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['channels.0', 'smsCountries.0']);
  });

  it('defaults to both channels and SMS to the branch’s own country', () => {
    expect(defaultVerification('ME')).toEqual({ channels: ['sms', 'email'], smsCountries: ['ME'] });
  });
});
