import { z } from 'zod';
import { currencyCodeSchema, idSchema, moneySchema } from './primitives';

/** Organisation-level menu keys: spec §6 names the first five; vacancies are a chain area the licence gates too. */
export const organizationMenuKeys = ['dashboard', 'onlineBooking', 'network', 'billing', 'settings', 'vacancies'] as const;
export type OrganizationMenuKey = (typeof organizationMenuKeys)[number];

/** Branch-level menu keys. Spec §6 names the first eight; team and reports are areas it gates too. */
export const branchMenuKeys = [
  'dashboard',
  'schedule',
  'clients',
  'team',
  'catalog',
  'sales',
  'reports',
  'marketing',
  'onlineBooking',
  'integrations',
  'settings',
] as const;
export type BranchMenuKey = (typeof branchMenuKeys)[number];

/** Prefix the licence puts on branch menu keys; flattening removes it (spec §6). */
export const branchMenuPrefix = 'branch_';

/**
 * What a licence grants an area. The spec's `content` defaults to `view`. We read it as a level:
 * `edit` opens the area and allows changes, `view` opens it read-only, `none` shows the no-licence page.
 * An area "has view permission" when content is `view` or `edit`.
 */
export const menuContentSchema = z.enum(['edit', 'view', 'none']);
export type MenuContent = z.infer<typeof menuContentSchema>;

export const menuBlockSchema = z.object({ enable: z.boolean() });

export type MenuItem = {
  enable: boolean;
  content: MenuContent;
  visible: boolean;
  blocks: Record<string, { enable: boolean }>;
  subCategories: Record<string, MenuItem>;
};
export const menuItemSchema: z.ZodType<MenuItem, z.input<z.ZodType<MenuItem>>> = z.lazy(() =>
  z.object({
    enable: z.boolean(),
    content: menuContentSchema.default('view'),
    visible: z.boolean().default(true),
    blocks: z.record(z.string(), menuBlockSchema).default({}),
    subCategories: z.record(z.string(), menuItemSchema).default({}),
  }),
);
export const menuTreeSchema = z.record(z.string(), menuItemSchema);
export type MenuTree = Record<string, MenuItem>;

export const licenseSchema = z.object({
  id: idSchema,
  uuid: z.uuid(),
  title: z.string(),
  price: moneySchema,
  currency: currencyCodeSchema,
  expiresAt: z.string(),
  isActive: z.boolean(),
  isTrialLicense: z.boolean(),
  maxEmployees: z.number().int().nonnegative(),
  maxBranches: z.number().int().nonnegative(),
  organizationMenu: menuTreeSchema,
  branchMenu: menuTreeSchema,
});
export type License = z.infer<typeof licenseSchema>;

/** Branch settings blocks and sub-areas named by spec §6. */
export const branchSettingsBlocks = {
  bookingSettings: ['services', 'providers', 'job_titles', 'work_schedule', 'resources'],
  branchSettings: ['general', 'users', 'schedule'],
  systemSettings: ['notifications'],
  financeSettings: ['cash_register'],
} as const;
