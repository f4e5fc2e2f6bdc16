import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaPageProps } from '@/resources/area-page-props';

type Screen = LazyExoticComponent<ComponentType<AreaPageProps>>;

/**
 * The screen for each page pattern. Every area page is its own lazily loaded chunk; until an area's issue
 * lands, its pages show the area placeholder (title, breadcrumbs, what lives there). Register a real screen
 * here by its full pattern, e.g. '/chain/:orgId/branch/:branchId/clients'.
 */
export const areaScreens: Readonly<Record<string, Screen>> = {};

export const AreaPlaceholderScreen: Screen = lazy(() =>
  import('@/resources/area-placeholder/area-placeholder').then((m) => ({ default: m.AreaPlaceholder })),
);

export const AreaMobileMenuScreen: Screen = lazy(() =>
  import('@/resources/area-placeholder/area-mobile-menu').then((m) => ({ default: m.AreaMobileMenu })),
);

export const screenFor = (pattern: string, mobileMenu: boolean): Screen =>
  areaScreens[pattern] ?? (mobileMenu ? AreaMobileMenuScreen : AreaPlaceholderScreen);
