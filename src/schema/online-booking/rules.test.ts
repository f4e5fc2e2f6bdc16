import { describe, expect, it } from 'vitest';
import { defaultOnlineBookingRules, resolveRules, ruleKeysAt, ruleOverridesSchema } from './rules';

describe('online booking rules', () => {
  it('with no level saying anything, every rule is the default', () => {
    const { values, sources } = resolveRules([]);
    expect(values).toEqual(defaultOnlineBookingRules);
    expect(new Set(Object.values(sources))).toEqual(new Set(['default']));
  });

  it('a narrower level wins, and each rule names the level it came from', () => {
    const { values, sources } = resolveRules([
      { level: 'chain', overrides: { minNoticeMinutes: 120, horizonDays: 30, staffConfirms: true } },
      { level: 'branch', overrides: { minNoticeMinutes: 30 } },
      { level: 'service', overrides: { bufferAfterMinutes: 15, horizonDays: 14 } },
      { level: 'employee', overrides: { horizonDays: 7 } },
    ]);
    expect(values).toMatchObject({ minNoticeMinutes: 30, horizonDays: 7, staffConfirms: true, bufferAfterMinutes: 15, holdMinutes: 10 });
    expect(sources).toMatchObject({ minNoticeMinutes: 'branch', horizonDays: 'employee', staffConfirms: 'chain', bufferAfterMinutes: 'service', holdMinutes: 'default' });
  });

  it('a service or an employee cannot reopen what the branch closed, but a branch may open what the chain closed', () => {
    expect(resolveRules([{ level: 'branch', overrides: { bookable: false } }, { level: 'service', overrides: { bookable: true } }]).sources.bookable).toBe('branch');
    expect(resolveRules([{ level: 'service', overrides: { bookable: false } }, { level: 'employee', overrides: { bookable: true } }]).values.bookable).toBe(false);
    const reopened = resolveRules([{ level: 'chain', overrides: { bookable: false } }, { level: 'branch', overrides: { bookable: true } }]);
    expect(reopened).toMatchObject({ values: { bookable: true }, sources: { bookable: 'branch' } });
  });

  it("a level's say on a rule it may not set is ignored, and refused by its schema with the rule named", () => {
    expect(resolveRules([{ level: 'employee', overrides: { whoMayBook: 'knownClients' } }]).values.whoMayBook).toBe('anyone');
    const refused = ruleOverridesSchema('employee').safeParse({ whoMayBook: 'knownClients', horizonDays: 0 });
    expect(refused.success).toBe(false);
    const named = refused.error!.issues.map((issue) => issue.path.join('.') || ('keys' in issue ? issue.keys.join(',') : ''));
    expect(named).toEqual(expect.arrayContaining(['horizonDays', 'whoMayBook']));
    expect(ruleOverridesSchema('branch').parse({ whoMayBook: 'knownClients', stepMinutes: null })).toEqual({ whoMayBook: 'knownClients', stepMinutes: null });
  });

  it('the branch sets every rule; a service and an employee only what concerns them', () => {
    expect(ruleKeysAt('branch')).toEqual(Object.keys(defaultOnlineBookingRules));
    expect(ruleKeysAt('employee')).toEqual(['bookable', 'minNoticeMinutes', 'horizonDays', 'bufferBeforeMinutes', 'bufferAfterMinutes']);
    // Their own on/off is the service's or employee's `bookableOnline` field, never a stored rule.
    expect(ruleOverridesSchema('service').safeParse({ bookable: false }).success).toBe(false);
    expect(ruleOverridesSchema('branch').parse({ bookable: false })).toEqual({ bookable: false });
  });
});
