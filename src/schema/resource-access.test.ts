import { describe, expect, it } from 'vitest';
import type { LicenceMenus } from './licence-gates';
import { lockedFieldsMoved, lockedFieldsOf } from './resource-access';
import { servicesResource } from './resources/services';

const bookingSettings = (blocks: Record<string, boolean>, content: 'edit' | 'view' = 'edit'): LicenceMenus => ({
  organizationMenu: {},
  branchMenu: { 'settings.booking_settings': { enable: true, visible: true, content, blocks } },
});

describe('fields the licence keeps at their defaults', () => {
  it.each([
    ['the block on', bookingSettings({ services: true }), []],
    ['the block off', bookingSettings({ services: false }), ['bookableOnline']],
    ['booking settings view-only', bookingSettings({ services: true }, 'view'), ['bookableOnline']],
    ['no booking settings at all', { organizationMenu: {}, branchMenu: {} }, ['bookableOnline']],
  ])('with %s, locks %j', (_case, menus, locked) => {
    expect(lockedFieldsOf(servicesResource, menus)).toEqual(locked);
  });

  const closed = bookingSettings({ services: false });
  it.each([
    ['a new record switched off', { bookableOnline: false }, undefined, ['bookableOnline']],
    ['a new record left on', { bookableOnline: true }, undefined, []],
    ['a new record without the field', { name: 'Cut' }, undefined, []],
    ['switching one off', { bookableOnline: false }, { bookableOnline: true }, ['bookableOnline']],
    ['an off one kept off by a form sending every field', { bookableOnline: false, name: 'Cut' }, { bookableOnline: false }, []],
    ['switching an off one back on', { bookableOnline: true }, { bookableOnline: false }, []],
  ])('%s moves %j', (_case, values, before, moved) => {
    expect(lockedFieldsMoved(servicesResource, closed, values, before)).toEqual(moved);
  });
});
