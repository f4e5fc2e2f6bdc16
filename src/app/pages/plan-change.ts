import { roleCan } from '@/schema/access';
import { areaSegment, findArea, pageTitleKey } from '@/schema/areas';
import type { Role } from '@/schema/enums';
import { chainPath, joinPath } from '@/schema/routes';

export type PlanChange = {
  to: string;
  /** i18n keys (shell) naming the place: the billing area, then its page. */
  areaTitleKey: string;
  pageTitleKey: string;
};

/**
 * Where a person whose role may change the chain's plan does so: the billing page the licence never closes
 * (spec §2, billing/subscription is exempt from the licence check). Null for anyone else, who asks the owner.
 */
export function planChangeFor(role: Role, orgId: number): PlanChange | null {
  const billing = findArea('organization', 'billing');
  const page = billing?.pages.find((p) => p.licenceExempt);
  const title = page ? pageTitleKey(page) : null;
  if (!billing || !page || !title) return null;
  if (billing.permission && !roleCan(role, billing.permission, 'edit')) return null;
  return {
    to: chainPath(orgId, joinPath(areaSegment(billing), page.path)),
    areaTitleKey: `areas.organization.${billing.key}.title`,
    pageTitleKey: `pages.${title}`,
  };
}
