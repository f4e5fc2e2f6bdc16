import { licenceLapsed } from '../../../src/schema/license-access';
import { DomainError } from '../../plugins/app/domain-error';

/**
 * A change refused by a view-only area says why when the reason is a lapsed licence (the whole chain read-only until
 * it renews, docs/billing.md) rather than the plan: called before the plan's own view-only refusal.
 */
export function refuseIfLapsed(license: { expiresAt: Date } | null): void {
  if (license && licenceLapsed(license)) throw new DomainError('license_forbidden', (m) => m.settings.subscriptionLapsed);
}
