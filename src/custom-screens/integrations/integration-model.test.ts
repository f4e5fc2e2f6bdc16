import { describe, expect, it } from 'vitest';
import type { Integration } from '@/schema/messages/integration';
import { branchSenderOf, effectiveOf, initialScope, integrationAt, providerStatus, withBranchSender } from './integration-model';

const integration = (fields: Partial<Integration> & Pick<Integration, 'provider'>): Integration => ({
  branchId: null,
  enabled: true,
  settings: {},
  secretsSet: {},
  state: 'untried',
  lastError: null,
  failingSince: null,
  lastSuccessAt: null,
  callbackUrls: {},
  version: 1,
  ...fields,
});

describe('which integration a branch uses', () => {
  const chainInfobip = integration({ provider: 'infobip', state: 'working' });
  const branchTwilio = integration({ provider: 'twilio', branchId: 7, state: 'failing' });

  it('takes the branch’s own first, then the chain’s, and only enabled ones', () => {
    expect(effectiveOf([chainInfobip, branchTwilio], ['infobip', 'twilio'], 7)).toEqual({ integration: branchTwilio, placement: 'branch' });
    expect(effectiveOf([chainInfobip, branchTwilio], ['infobip', 'twilio'], 8)).toEqual({ integration: chainInfobip, placement: 'chain' });
    expect(effectiveOf([chainInfobip, { ...branchTwilio, enabled: false }], ['infobip', 'twilio'], 7)?.placement).toBe('chain');
    expect(effectiveOf([], ['smtp'], 7)).toBeNull();
  });

  it('gives each provider’s card its status: not set up, the other provider in use, untried, working, failing', () => {
    const items = [chainInfobip, branchTwilio, integration({ provider: 'smtp' })];
    expect(providerStatus(items, 'twilio', 7).status).toBe('failing');
    expect(providerStatus(items, 'infobip', 7).status).toBe('otherProvider');
    expect(providerStatus(items, 'infobip', 8).status).toBe('working');
    expect(providerStatus(items, 'twilio', 8).status).toBe('otherProvider');
    expect(providerStatus(items, 'smtp', 8).status).toBe('untried');
    expect(providerStatus(items, 'telegram', 8)).toEqual({ status: 'notSetUp', effective: null });
  });

  it('opens a page on the scope the branch’s integration is kept at, the chain when there is none', () => {
    expect(initialScope(effectiveOf([branchTwilio], ['twilio'], 7))).toBe('branch');
    expect(initialScope(null)).toBe('chain');
    expect(integrationAt([chainInfobip, branchTwilio], 'twilio', 7)).toBe(branchTwilio);
    expect(integrationAt([chainInfobip, branchTwilio], 'twilio', null)).toBeNull();
  });
});

describe('a branch’s own SMS sender in the chain’s settings', () => {
  it('reads it by branch id, sets it and takes it out when blank', () => {
    const settings = { sender: 'Salon', branchSenders: { '7': 'Centre' } };
    expect(branchSenderOf(settings, 7)).toBe('Centre');
    expect(branchSenderOf(settings, 8)).toBe('');
    expect(withBranchSender(settings, 8, ' River ')).toEqual({ '7': 'Centre', '8': 'River' });
    expect(withBranchSender(settings, 7, '')).toBeUndefined();
    expect(settings.branchSenders).toEqual({ '7': 'Centre' });
  });
});
