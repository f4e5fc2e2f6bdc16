import { and, eq, ne, sql } from 'drizzle-orm';
import type { VerificationSettings } from '../../../src/schema/online-booking/verification';
import type { WidgetSettings } from '../../../src/schema/online-booking/widget';
import type { DbExecutor } from '../../db/client';
import { onlineBookingSettings } from '../../db/tables';

/**
 * A branch's verification, terms (migration 0023) and widget (0024): one row, made by the first save of either. Every write names
 * the version it read and changes the row only while that version holds, in one statement, so two editors never
 * both win (null: someone saved meanwhile).
 */
type Scope = { organizationId: number; branchId: number };

const columns = {
  verification: onlineBookingSettings.verification,
  verificationVersion: onlineBookingSettings.verificationVersion,
  termsText: onlineBookingSettings.termsText,
  termsVersion: onlineBookingSettings.termsVersion,
  termsSavedAt: onlineBookingSettings.termsSavedAt,
  widget: onlineBookingSettings.widget,
  widgetVersion: onlineBookingSettings.widgetVersion,
};
export type PageSettingsRow = { verification: VerificationSettings | null; verificationVersion: number; termsText: string; termsVersion: number; termsSavedAt: Date | null;
  widget: WidgetSettings | null;
  widgetVersion: number;
};

/** What a branch that never saved has. */
export const unsavedSettings: PageSettingsRow = { verification: null, verificationVersion: 0, termsText: '', termsVersion: 0, termsSavedAt: null, widget: null, widgetVersion: 0 };

const ofBranch = (scope: Scope) => and(eq(onlineBookingSettings.organizationId, scope.organizationId), eq(onlineBookingSettings.branchId, scope.branchId));

export async function findPageSettings(db: DbExecutor, scope: Scope): Promise<PageSettingsRow> {
  const [row] = await db.select(columns).from(onlineBookingSettings).where(ofBranch(scope));
  return row ?? unsavedSettings;
}

/**
 * Writes `values` when the part's version is still `version`: an update of the row, or (version 0) its making, which
 * meets a row the other part made on the key and then updates it under the same condition.
 */
async function writePart(db: DbExecutor, scope: Scope, version: number, values: Partial<typeof onlineBookingSettings.$inferInsert>, versionColumn: typeof onlineBookingSettings.verificationVersion | typeof onlineBookingSettings.termsVersion | typeof onlineBookingSettings.widgetVersion, also = sql`true`) {
  const set = { ...values, updatedAt: sql`now()` };
  const unchanged = and(eq(versionColumn, version), also);
  const [row] =
    version === 0
      ? await db
          .insert(onlineBookingSettings)
          .values({ ...scope, ...values })
          .onConflictDoUpdate({ target: [onlineBookingSettings.organizationId, onlineBookingSettings.branchId], set, setWhere: unchanged })
          .returning(columns)
      : await db.update(onlineBookingSettings).set(set).where(and(ofBranch(scope), unchanged)).returning(columns);
  return row ?? null;
}

export const saveVerification = (db: DbExecutor, scope: Scope, settings: VerificationSettings, version: number) =>
  writePart(db, scope, version, { verification: settings, verificationVersion: version + 1 }, onlineBookingSettings.verificationVersion);

/** A changed text only: saving the same text again makes no new version. */
export const saveTerms = (db: DbExecutor, scope: Scope, text: string, version: number) =>
  writePart(db, scope, version, { termsText: text, termsVersion: version + 1, termsSavedAt: new Date() }, onlineBookingSettings.termsVersion, ne(onlineBookingSettings.termsText, text));

export const saveWidget = (db: DbExecutor, scope: Scope, settings: WidgetSettings, version: number) =>
  writePart(db, scope, version, { widget: settings, widgetVersion: version + 1 }, onlineBookingSettings.widgetVersion);
