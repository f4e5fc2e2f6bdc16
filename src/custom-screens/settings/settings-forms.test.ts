import { describe, expect, it } from 'vitest';
import { branchAddSchema, branchUpdateSchema } from '@/schema/settings';
import { branchBodyOf, branchFieldOfIssue, branchFormOf, branchFormSchema, branchPatchOf } from './settings-forms';
import { currencyChoices } from '@/components/forms/region-choices';
import { invalidPhoneMessage } from '@/schema/phone';

const branch = {
  id: 10,
  guid: '4f0f9a8e-3b1c-4d55-9d6a-2f4b9e0c1a22',
  name: 'Centre',
  ISOCurrency: 'RSD',
  timeZone: 'Europe/Belgrade',
  workingHours: { start: '09:00', end: '21:00' },
  address: null,
  phone: null,
  slotStepMinutes: 10 as const,
  version: 3,
};

describe('branch form', () => {
  it('round-trips a branch into the API bodies the server accepts', () => {
    const values = branchFormOf(branch);
    expect(values).toMatchObject({ start: '09:00', end: '21:00', address: '', phone: '', slotStepMinutes: 10 });
    expect(branchAddSchema.parse(branchBodyOf(values))).toEqual({ name: 'Centre', ISOCurrency: 'RSD', timeZone: 'Europe/Belgrade', workingHours: { start: '09:00', end: '21:00' }, address: null, phone: null, slotStepMinutes: 10 });
    expect(branchUpdateSchema.parse(branchPatchOf({ ...values, address: ' Knez Mihailova 1 ', phone: '+381113234567' }, 3))).toMatchObject({ address: 'Knez Mihailova 1', phone: '+381113234567', version: 3 });
  });

  it('reads the phone with the country of the time zone beside it, and refuses what is no number', () => {
    const values = branchFormOf(branch);
    expect(branchFormSchema.safeParse({ ...values, phone: '011 3234567' }).success).toBe(true);
    expect(branchFormSchema.safeParse({ ...values, phone: '+351 21 123 4567' }).success).toBe(true);
    const bad = branchFormSchema.safeParse({ ...values, phone: '12' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', invalidPhoneMessage]]);
  });

  it('puts the working-hours rule on the closing time, and names bad fields', () => {
    const result = branchFormSchema.safeParse({ ...branchFormOf(branch), start: '18:00', end: '09:00', ISOCurrency: 'dinar' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['end', 'ISOCurrency']));
    const step = branchFormSchema.safeParse({ ...branchFormOf(branch), slotStepMinutes: 20 });
    expect(step.error?.issues.map((i) => i.path.join('.'))).toEqual(['slotStepMinutes']);
  });

  it('maps server issue paths onto the inputs', () => {
    expect(branchFieldOfIssue('workingHours.end')).toBe('end');
    expect(branchFieldOfIssue('timeZone')).toBe('timeZone');
    expect(branchFieldOfIssue('version')).toBeUndefined();
  });

  it('keeps an unlisted currency the branch already has', () => {
    expect(currencyChoices('ISK')[0]).toBe('ISK');
    expect(currencyChoices('EUR')).not.toContain('ISK');
  });
});
