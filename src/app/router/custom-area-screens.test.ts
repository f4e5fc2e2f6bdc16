import { describe, expect, it } from 'vitest';
import { flattenAreaPages } from '@/schema/area-paths';
import { customAreaScreens } from './custom-area-screens';

describe('custom area screens', () => {
  it('claim only pages that exist in the navigation tree', () => {
    const patterns = new Set(flattenAreaPages().map((page) => page.pattern));
    expect(Object.keys(customAreaScreens).filter((pattern) => !patterns.has(pattern))).toEqual([]);
  });
});
