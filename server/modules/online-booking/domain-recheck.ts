import { domainRecheckHours, domainServedUntil } from '../../../src/schema/online-booking/presence-domain';
import type { Db } from '../../db/client';
import { claimDueDomains, markRechecked } from './domain.repository';
import { auditDomainStatus, lookUpToken, type TxtResolver } from './domain.service';
import { forgetDomainHosts } from './domain-host';

/** How often the job looks for verified domains due for their daily look-up, and how many it looks up at once. */
export const domainRecheckRunMs = 60 * 60_000;
const batchSize = 10;

export type DomainRecheckDeps = { db: Db; resolveTxt: TxtResolver };

/**
 * A verified domain stays served only while its TXT record stays (a domain sold on, or a record removed, must not show
 * the salon's page forever): each is looked up again once `domainRecheckHours` have passed since its last check. Found:
 * checked, nothing missing. Not found: missing since the first such check, and once that is `domainMissingGraceHours`
 * ago the domain is pending again (no longer served) and audited as the manual check's change is, with no one as its
 * author. No answer (a timeout, SERVFAIL) leaves the row as it was, due again at the next run.
 *
 * The rows of a batch are locked (SKIP LOCKED) while their look-ups run side by side, a few seconds at most (the
 * resolver's timeout), so processes running the job together never check a domain twice. Answers how many went back
 * to pending.
 */
export async function recheckDomains(deps: DomainRecheckDeps, now = new Date()): Promise<number> {
  const checkedBefore = new Date(now.getTime() - domainRecheckHours * 3_600_000);
  let after = '';
  let demoted = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await claimDueDomains(tx, checkedBefore, after, batchSize);
      const answers = await Promise.all(due.map((row) => lookUpToken(deps.resolveTxt, row.domain, row.token)));
      for (const [index, row] of due.entries()) {
        const answer = answers[index];
        if (answer === 'unanswered') continue;
        const missingSince = answer === 'found' ? null : (row.missingSince ?? now);
        const demote = missingSince !== null && now >= domainServedUntil(missingSince);
        await markRechecked(tx, row.domain, { checkedAt: now, missingSince, demote });
        if (demote) {
          await auditDomainStatus(tx, row, null, row.domain, 'verified', 'pending');
          demoted += 1;
        }
      }
      return due;
    });
    if (claimed.length < batchSize) break;
    after = claimed.at(-1)!.domain;
  }
  if (demoted > 0) forgetDomainHosts(deps.db);
  return demoted;
}
