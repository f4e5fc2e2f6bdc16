import { describe, expect, it } from 'vitest';
import type { PageNode } from '@/schema/area-definition';
import { trailUnderDrawer } from './drawer-trail';

describe('trailUnderDrawer', () => {
  const list: PageNode = { path: 'services-overview', page: 'appointments', nav: true };
  it("drops the drawer's node and keeps the page under it", () => {
    expect(trailUnderDrawer([list, { path: 'order/:orderId', page: 'order', drawer: true }])).toEqual([list]);
  });
  it('leaves a trail without a drawer as it is', () => {
    const trail = [list];
    expect(trailUnderDrawer(trail)).toBe(trail);
  });
});
