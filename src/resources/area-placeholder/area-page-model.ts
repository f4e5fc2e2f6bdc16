import { areaAccessKey, areaPattern, findArea, pageOpensFor, pageTitleKey } from '@/schema/areas';
import { licenceOpens, type LicenceMenus } from '@/schema/licence-gates';
import type { Role } from '@/schema/enums';
import type { AreaDefinition, PageNode } from '@/schema/area-definition';
import { areaHomePath } from '@/schema/area-paths';
import { fillPattern, joinPath } from '@/schema/routes';

export type PageLink = { key: string; titleKey: string; to: string };

export type AreaPageModel = {
  /** i18n key (shell namespace) of the page title. */
  titleKey: string;
  areaTitleKey: string;
  /** Area, then each ancestor page below it, then the page; the workspace comes first in the UI. */
  trail: PageLink[];
  /** Tabs of the area (its top-level pages marked `nav`); none on the page that is itself their menu (phones). */
  areaTabs: PageLink[];
  /** The area tab a page outside its path belongs to (`PageNode.tab`); otherwise the tabs follow the path. */
  activeAreaTab: string | null;
  /** Tabs of the record or section the page sits in (client card, member card, presence…). */
  sectionTabs: PageLink[];
  /** The page behind an open drawer. */
  drawerBase: string | null;
};

type Params = Readonly<Record<string, string | undefined>>;

const safeFill = (pattern: string, params: Params): string | null => {
  try {
    return fillPattern(pattern, params);
  } catch {
    return null;
  }
};

/** Everything the area placeholder shows about a page, derived from the navigation tree alone. */
export function areaPageModel(
  area: AreaDefinition,
  trail: readonly PageNode[],
  params: Params,
  /** The signed-in role in this chain: tabs of pages it may not open are left out. */
  role: Role | null,
  /** The licence menus (null while they load): tabs of sub-areas and blocks the licence closes are left out. */
  menus: LicenceMenus | null = null,
): AreaPageModel {
  const areaTitleKey = `areas.${area.scope}.${area.key}.title`;
  const base = areaPattern(area);
  const orgId = params.orgId ?? '';
  const branchId = params.branchId;

  const links: PageLink[] = [];
  let pattern = base;
  trail.forEach((node, index) => {
    pattern = joinPath(pattern, node.path);
    const titleKey = pageTitleKey(node);
    if (!titleKey) return;
    const to = safeFill(pattern, params);
    if (to) links.push({ key: `${index}-${node.path}`, titleKey: `pages.${titleKey}`, to });
  });
  const areaLink: PageLink = { key: 'area', titleKey: areaTitleKey, to: areaHomePath(area, orgId, branchId) };

  const licenceAllows = (licence: string | null) => menus === null || licence === null || licenceOpens(menus, licence);
  const tabsOf = (nodes: readonly PageNode[], parentPattern: string, parentLicence: string | null): PageLink[] =>
    nodes.flatMap((node) => {
      const key = pageTitleKey(node);
      const opens = (role === null ? !node.permission : pageOpensFor(role, node)) && licenceAllows(node.licence ?? parentLicence);
      const to = node.nav && key && opens ? safeFill(joinPath(parentPattern, node.path), params) : null;
      return to && key ? [{ key: node.path, titleKey: `pages.${key}`, to }] : [];
    });

  // The innermost ancestor whose children carry tabs: a client's card, a team member's card…
  let sectionTabs: PageLink[] = [];
  let parentPattern = base;
  let parentLicence = areaAccessKey(area);
  for (const node of trail.slice(0, -1)) {
    parentPattern = joinPath(parentPattern, node.path);
    parentLicence = node.licence ?? parentLicence;
    if (node.children?.some((c) => c.nav)) sectionTabs = tabsOf(node.children, parentPattern, parentLicence);
  }

  const page = trail[trail.length - 1];
  const drawerBase = page?.drawer
    ? safeFill(joinPath(base, ...trail.slice(0, -1).map((n) => n.path)), params)
    : null;
  const lastTitled = links[links.length - 1];
  // An area index that wide screens leave for its first tab is, on phones, the menu of the tabs: no tab row.
  const isTabMenu = trail.length === 1 && page?.wideRedirectTo !== undefined;
  const areaTabs = isTabMenu ? [] : tabsOf(area.pages, base, areaAccessKey(area));
  const ownTab = trail[0]?.tab;

  // A page without a title of its own is its parent's index (a sale's first step, `new-sale/`): titled as the parent.
  const titled = page !== undefined && (pageTitleKey(page) !== null || (page.path === '' && trail.length > 1));
  return {
    titleKey: lastTitled && titled ? lastTitled.titleKey : areaTitleKey,
    areaTitleKey,
    trail: [areaLink, ...links.filter((l) => l.to !== areaLink.to)],
    areaTabs,
    activeAreaTab: ownTab ? (areaTabs.find((link) => link.key === ownTab)?.to ?? null) : null,
    sectionTabs,
    drawerBase,
  };
}

/** The dashboard of the workspace the page is in (for breadcrumbs). */
export const workspaceHome = (
  scope: AreaDefinition['scope'],
  orgId: string,
  branchId?: string,
): string | null => {
  const dashboard = findArea(scope, 'dashboard');
  return dashboard ? areaHomePath(dashboard, orgId, branchId) : null;
};

/**
 * The tab of `links` the path is on: the one it equals or lies below, the longest when several do (an area's
 * index tab `/settings` and its `/settings/users`).
 */
export function selectedTab(links: readonly PageLink[], pathname: string): string | null {
  const holding = links.filter((l) => pathname === l.to || pathname.startsWith(`${l.to}/`));
  return holding.reduce<string | null>((best, l) => (best === null || l.to.length > best.length ? l.to : best), null);
}
