import type { FlatMenu, FlatMenuEntry } from './license-access';

/**
 * What the licence must open for a screen or a call, written once as a string that the server's gates, the
 * resource definitions, the navigation tree and the web app's access checks all read (spec §6):
 *
 *   `[org:]key[.subCategory…][#block[+block…]]`
 *
 * `team` is a branch area, `org:settings.users` a chain settings sub-area, `settings.booking_settings#job_titles`
 * the job titles block of the branch's booking settings, `settings#finance_settings+cash_register` the two blocks
 * cash register settings need.
 */
export type LicenceGate = {
  menu: 'organization' | 'branch';
  /** A flattened menu key (`settings.branch_settings`); an absent sub-key is read as its parent. */
  key: string;
  /** Blocks of that entry that must all be switched on. */
  blocks: readonly string[];
};

export type LicenceMenus = { organizationMenu: FlatMenu; branchMenu: FlatMenu };

const organizationPrefix = 'org:';
const branchPrefix = 'branch:';

export function parseLicenceKey(text: string): LicenceGate {
  const menu = text.startsWith(organizationPrefix) ? 'organization' : 'branch';
  const rest = text.startsWith(organizationPrefix)
    ? text.slice(organizationPrefix.length)
    : text.startsWith(branchPrefix)
      ? text.slice(branchPrefix.length)
      : text;
  const [key = '', blockText] = rest.split('#');
  return { menu, key, blocks: blockText ? blockText.split('+').filter(Boolean) : [] };
}

/** The entry of a key, or of its nearest dotted parent when the licence does not list the sub-key itself. */
export function licenceEntry(flat: FlatMenu, key: string): FlatMenuEntry | undefined {
  for (let k = key; k; k = k.includes('.') ? k.slice(0, k.lastIndexOf('.')) : '') {
    const entry = flat[k];
    if (entry) return entry;
  }
  return undefined;
}

/** `closed`: the no-licence page and 403; `view_only`: opens, but changes answer 403; `open`: both. */
export type LicenceDecision = 'open' | 'view_only' | 'closed';

/**
 * The one licence rule (spec §6): the entry must be enabled with content `view` or `edit`, each named block
 * switched on (a block the licence does not list is off: cash register settings "need" theirs), and changes
 * need content `edit`.
 */
export function decideLicence(menus: LicenceMenus, gate: LicenceGate): LicenceDecision {
  const flat = gate.menu === 'organization' ? menus.organizationMenu : menus.branchMenu;
  const entry = licenceEntry(flat, gate.key);
  if (!entry || !entry.enable || entry.content === 'none') return 'closed';
  if (gate.blocks.some((block) => entry.blocks[block] !== true)) return 'closed';
  return entry.content === 'edit' ? 'open' : 'view_only';
}

export const licenceOpens = (menus: LicenceMenus, key: string): boolean =>
  decideLicence(menus, parseLicenceKey(key)) !== 'closed';

/**
 * The licence keys of screens and calls that sit below an area (spec §6: organisation settings general and
 * users; branch settings blocks: booking settings, branch settings, system settings; catalog sub-areas). The
 * navigation tree (src/schema/areas.ts) puts them on pages, the server's settings gates and the resource
 * definitions use the same names, so a screen closes exactly where the API answers 403.
 */
export const licenceKeys = {
  chainSettings: 'org:settings',
  chainGeneral: 'org:settings.general',
  chainUsers: 'org:settings.users',
  branchGeneral: 'settings.branch_settings#general',
  branchUsers: 'settings.branch_settings#users',
  jobTitles: 'settings.booking_settings#job_titles',
  bookableServices: 'settings.booking_settings#services',
  bookableProviders: 'settings.booking_settings#providers',
  resources: 'settings.booking_settings#resources',
  pushNotifications: 'settings.system_settings#notifications',
  cashRegister: 'settings#finance_settings+cash_register',
  team: 'team',
  catalogServices: 'catalog.services',
  catalogMemberships: 'catalog.memberships',
} as const;
export type LicenceKeyName = keyof typeof licenceKeys;

/**
 * Automated messages (issue 17) are what the licence's system settings `notifications` block sells (spec §6), and
 * they are set up and read in the Marketing area: a chain whose licence closes either gets none planned, since a
 * planned message would be one it did not pay for (server/modules/notifications/rules-in-force.ts).
 */
export const automatedMessagesOpen = (menus: LicenceMenus): boolean =>
  licenceOpens(menus, licenceKeys.pushNotifications) && licenceOpens(menus, 'marketing');
