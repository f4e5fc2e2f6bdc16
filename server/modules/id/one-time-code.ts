import type { DbExecutor } from '../../db/client';
import { claimTotpStep } from './credentials.repository';
import { matchTotpStep } from './totp';

/**
 * A TOTP code signs in once: its time step must be later than the last one this person used, and claiming it
 * is one conditional UPDATE, so two requests racing with the same code get one success between them.
 */
export async function useTotpCode(
  db: DbExecutor,
  user: { id: number; totpSecret: string },
  code: string,
): Promise<boolean> {
  const step = matchTotpStep(code, user.totpSecret);
  return step !== null && (await claimTotpStep(db, user.id, user.totpSecret, step));
}
