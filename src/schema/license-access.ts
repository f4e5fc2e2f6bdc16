import { decideLicence, licenceKeys, parseLicenceKey, type LicenceMenus } from './licence-gates';
import { branchMenuPrefix, type MenuContent, type MenuItem, type MenuTree } from './license';

/** One node of a flattened licence menu, keyed by its dotted path (`settings.booking_settings`). */
export type FlatMenuEntry = { enable: boolean; visible: boolean; content: MenuContent; blocks: Record<string, boolean> };
export type FlatMenu = Record<string, FlatMenuEntry>;

const stripBranchPrefix = (key: string) =>
  key.startsWith(branchMenuPrefix) ? key.slice(branchMenuPrefix.length) : key;

/**
 * Flattens a licence menu tree into one entry per key (spec §6): the branch prefix is removed and
 * sub-categories become dotted keys. A child is only as open as its parent: a disabled parent disables
 * every descendant, and a child never gets more content than its parent.
 */
export function flattenMenu(tree: MenuTree): FlatMenu {
  const flat: FlatMenu = {};
  const rank: Record<MenuContent, number> = { none: 0, view: 1, edit: 2 };
  const visit = (key: string, item: MenuItem, parent?: FlatMenuEntry) => {
    const enable = item.enable && (parent?.enable ?? true);
    const content = parent && rank[parent.content] < rank[item.content] ? parent.content : item.content;
    const entry: FlatMenuEntry = {
      enable,
      visible: item.visible && (parent?.visible ?? true),
      content: enable ? content : 'none',
      blocks: Object.fromEntries(Object.entries(item.blocks).map(([k, b]) => [k, enable && b.enable])),
    };
    flat[key] = entry;
    for (const [childKey, child] of Object.entries(item.subCategories)) visit(`${key}.${childKey}`, child, entry);
  };
  for (const [key, item] of Object.entries(tree)) visit(stripBranchPrefix(key), item);
  return flat;
}

/** A licence as the menus read it: its two trees and when it lapses. */
export type LicenceTerms = { organizationMenu: MenuTree; branchMenu: MenuTree; expiresAt: Date | string };

/** The organisation menu's key where a lapsed chain renews: it stays as open as the licence made it. */
export const renewalMenuKey = 'billing';

/** Whether the licence has run out: its trial ended, or its paid period and the grace after it (docs/billing.md). */
export const licenceLapsed = (license: Pick<LicenceTerms, 'expiresAt'>, now = Date.now()): boolean => new Date(license.expiresAt).getTime() <= now;

const atMostView = (flat: FlatMenu, keep?: string): FlatMenu =>
  Object.fromEntries(
    Object.entries(flat).map(([key, entry]) => [key, entry.content === 'edit' && key !== keep && !key.startsWith(`${keep}.`) ? { ...entry, content: 'view' } : entry]),
  );

/**
 * Both menus of the licence in force, flattened, as every check on the server and the screens reads them. A
 * lapsed licence leaves the chain read-only — every area at most `view`, so nothing is lost and lists and exports
 * still open — except Billing, where the owner renews. No licence opens nothing.
 */
export function licenceMenus(license: LicenceTerms | null, now = Date.now()): LicenceMenus {
  if (!license) return { organizationMenu: {}, branchMenu: {} };
  const organizationMenu = flattenMenu(license.organizationMenu);
  const branchMenu = flattenMenu(license.branchMenu);
  if (!licenceLapsed(license, now)) return { organizationMenu, branchMenu };
  return { organizationMenu: atMostView(organizationMenu, renewalMenuKey), branchMenu: atMostView(branchMenu) };
}

/** The per-key enable map of spec §6. */
export const enableMap = (flat: FlatMenu): Record<string, boolean> =>
  Object.fromEntries(Object.entries(flat).map(([key, entry]) => [key, entry.enable]));

/** An area opens when its licence grants at least view; unknown keys are closed. */
export const canViewArea = (flat: FlatMenu, key: string): boolean => {
  const entry = flat[key];
  return !!entry && entry.enable && entry.content !== 'none';
};

/** Changes need `edit`; a view-only area is read-only in the UI and refuses writes with 403 on the server. */
export const canEditArea = (flat: FlatMenu, key: string): boolean => flat[key]?.enable === true && flat[key]?.content === 'edit';

/** Cash register settings need the finance_settings and cash_register blocks under branch settings (spec §6). */
export const canOpenCashRegisterSettings = (flat: FlatMenu): boolean =>
  decideLicence({ organizationMenu: {}, branchMenu: flat }, parseLicenceKey(licenceKeys.cashRegister)) !== 'closed';
