import { describe, expect, it } from 'vitest';
import { planChangeFor } from './plan-change';

describe('where the plan is changed', () => {
  it('sends the owner to the subscription page of billing', () => {
    expect(planChangeFor('owner', 7)).toEqual({
      to: '/chain/7/billing/subscription',
      areaTitleKey: 'areas.organization.billing.title',
      pageTitleKey: 'pages.subscription',
    });
  });

  it('sends nobody else there: they ask the owner', () => {
    expect(planChangeFor('administrator', 7)).toBeNull();
    expect(planChangeFor('employee', 7)).toBeNull();
  });
});
