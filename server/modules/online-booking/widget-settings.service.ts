import {
  defaultWidget,
  type Widget,
  type WidgetSettings,
  type WidgetUpdate,
} from '../../../src/schema/online-booking/widget';
import type { Db } from '../../db/client';
import { DomainError } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { findSlugs } from './booking-addresses.repository';
import { authorizeBranchBooking } from './online-booking-access';
import { findPageSettings, saveWidget, type PageSettingsRow } from './page-settings.repository';
import { pageOwner } from './public-page';
import { forgetBranchTimes, keptForBranch } from './public-times-cache';

/**
 * Online booking → Settings → Widget of a branch (docs/online-booking.md decision 9): which sites may frame its booking
 * page, the framed page's accent colour and the embed code's mode. Per branch like verification and terms: the sites
 * are the salon's own. Every change goes to the audit trail (a listed site decides who may show the page).
 */
type Scope = { organizationId: number; branchId: number };

export const widgetOf = (row: PageSettingsRow): WidgetSettings => row.widget ?? defaultWidget;

/** The embed script's address, on the booking page's origin (PUBLIC_URL, never a Host header). */
export const embedScriptUrl = (origin: string, slug: string) => `${origin}/book/${slug}/embed.js`;

const answer = (row: PageSettingsRow, scriptUrl: string): Widget => ({
  ...widgetOf(row),
  version: row.widgetVersion,
  scriptUrl,
});

async function open(db: Db, userId: number, branchId: number, action: 'view' | 'edit', origin: string) {
  const context = await authorizeBranchBooking(db, userId, branchId, action);
  const scope: Scope = { organizationId: context.access.organizationId, branchId };
  const { branch: slug } = await findSlugs(db, scope.organizationId, branchId);
  return { scope, scriptUrl: embedScriptUrl(origin, slug ?? '') };
}

export async function getWidget(db: Db, userId: number, branchId: number, origin: string): Promise<Widget> {
  const { scope, scriptUrl } = await open(db, userId, branchId, 'view', origin);
  return answer(await findPageSettings(db, scope), scriptUrl);
}

export async function setWidget(
  db: Db,
  userId: number,
  branchId: number,
  update: WidgetUpdate,
  origin: string,
): Promise<Widget> {
  const { scope, scriptUrl } = await open(db, userId, branchId, 'edit', origin);
  const settings: WidgetSettings = {
    allowedSites: update.allowedSites,
    accentColor: update.accentColor,
    mode: update.mode,
    buttonText: update.buttonText,
  };
  const saved = await db.transaction(async (tx) => {
    const before = await findPageSettings(tx, scope);
    const row = await saveWidget(tx, scope, settings, update.version);
    if (!row) throw new DomainError('stale_version', (m) => m.onlineBooking.settingsChanged);
    await recordAudit(tx, {
      ...scope,
      actorUserId: userId,
      entity: 'online_booking_settings',
      entityId: branchId,
      action: 'update',
      before: { widget: widgetOf(before) },
      after: { widget: settings },
    });
    return row;
  });
  // The framed page and embed.js read the widget through the page's short cache: the next request sees the new sites.
  forgetBranchTimes(db, branchId);
  return answer(saved, scriptUrl);
}

/** A branch page's widget, for embed.js and the framed page; null for a chain's or an unknown slug. */
export async function pageWidget(db: Db, slug: string): Promise<WidgetSettings | null> {
  const owner = await pageOwner(db, slug);
  if (!owner?.branch) return null;
  const scope = { organizationId: owner.organizationId, branchId: owner.branch.id };
  return keptForBranch(db, owner.branch, 'widget', async () => widgetOf(await findPageSettings(db, scope)));
}
