// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '@/i18n/i18n';
import type { License } from '@/schema/license';
import type { Organization } from '@/schema/organization';
import { LicenceBanner } from './licence-banner';

const dayMs = 86_400_000;
const licence = (values: Partial<License>): License => ({
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  title: 'Business',
  price: '49.00',
  currency: 'EUR',
  expiresAt: new Date(Date.now() + 30 * dayMs).toISOString(),
  isActive: true,
  isTrialLicense: false,
  maxEmployees: 50,
  maxBranches: 5,
  organizationMenu: {},
  branchMenu: {},
  ...values,
});
const chain = (role: Organization['role']): Organization => ({ id: 7, name: 'Demo Salons', role, branches: [], teamMembers: [] });

function show(values: Partial<License>, role: Organization['role'] = 'owner') {
  render(
    <MemoryRouter>
      <LicenceBanner licence={licence(values)} organization={chain(role)} />
    </MemoryRouter>,
  );
}

describe('the licence banner', () => {
  beforeAll(() => loadLanguage('EN'));
  afterEach(cleanup);

  it('says nothing while a paid licence or a trial with more than a week left holds', () => {
    show({});
    show({ isTrialLicense: true, expiresAt: new Date(Date.now() + 10 * dayMs).toISOString() });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('in a trial’s last week, says when it ends and where to choose a plan', () => {
    show({ isTrialLicense: true, expiresAt: new Date(Date.now() + 3 * dayMs).toISOString() });
    expect(screen.getByTestId('trial-ends').textContent).toMatch(/The free trial ends on/);
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/chain/7/billing/subscription');
  });

  it('a lapsed licence: the chain is read-only; the owner gets the way out, anyone else is told to ask the owner', () => {
    show({ expiresAt: new Date(Date.now() - dayMs).toISOString() });
    expect(screen.getByTestId('licence-lapsed').textContent).toMatch(/The subscription has ended.*Demo Salons has been read-only/);
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toBeTruthy();
    cleanup();
    show({ expiresAt: new Date(Date.now() - dayMs).toISOString() }, 'administrator');
    expect(screen.getByTestId('licence-lapsed').textContent).toMatch(/Ask the chain's owner/);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
