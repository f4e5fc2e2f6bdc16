import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as Screens from './pay-screens';

/** Staff pay's screens by route pattern, one chunk: Team's pay pages, the branch's `salary` ones, the member card's tab. */
const screen = (name: keyof typeof Screens): AreaScreen =>
  lazyAreaScreen(
    () => import('./pay-screens'),
    (m) => m[name],
  );

const branch = '/chain/:orgId/branch/:branchId';
const card = `${branch}/team/members/:empId`;

export const payScreens: Record<string, AreaScreen> = {
  [`${branch}/team/salary`]: screen('PaySchemesPage'),
  [`${branch}/team/salary/new`]: screen('PaySchemeFormPage'),
  [`${branch}/team/salary/:schemeId`]: screen('PaySchemeFormPage'),
  [`${branch}/team/calculation`]: screen('PayCalculationsPage'),
  [`${branch}/salary`]: screen('PaySchemesPage'),
  [`${branch}/salaryScheme/calculation`]: screen('PayCalculationsPage'),
  [`${card}/salaryScheme`]: screen('MemberPayPage'),
  [`${card}/salaryScheme/documents`]: screen('MemberPayPage'),
};
