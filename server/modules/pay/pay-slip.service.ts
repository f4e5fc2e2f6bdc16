import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import type { Db } from '../../db/client';
import { branches, organizations } from '../../db/tables';
import { messagesByLanguage } from '../../i18n/messages/messages-by-language';
import { notFound } from '../../plugins/app/domain-error';
import type { PayCaller } from './pay-access';
import { showCalculation } from './pay-calculation-reads';
import { renderPaySlipPdf } from './pay-slip-pdf';
import { paySlipText } from './pay-slip-text';

/**
 * One member's pay slip of a calculation, as a PDF in the reader's language. The caller was authorised for the
 * calculation (pay-access.ts); the share is read through `showCalculation`, which already keeps an employee to
 * their own share, so a colleague's slip, or a member with no lines in it, answers 404 as an unknown id does.
 */
export async function paySlipPdf(
  db: Db,
  caller: PayCaller,
  calculationId: number,
  employeeId: number,
  language: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const calculation = await showCalculation(db, caller, calculationId);
  const share = calculation.employees.find((own) => own.employeeId === employeeId);
  if (!share) throw notFound('teamMember');
  const [names] = await db
    .select({ chain: organizations.name, branch: branches.name })
    .from(branches)
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .where(and(eq(branches.organizationId, caller.organizationId), eq(branches.id, caller.branchId)));
  const text = paySlipText(
    {
      chainName: names?.chain ?? '',
      branchName: names?.branch ?? '',
      currency: caller.branch.currency,
      timeZone: caller.branch.timeZone,
      calculation,
      share,
      madeAt: new Date(),
    },
    messagesByLanguage[language],
    language,
  );
  const pdf = await renderPaySlipPdf(text, { language: language.toLowerCase(), author: names?.chain ?? '' });
  return { pdf, fileName: `pay-slip-${calculation.periodFrom}-${calculation.periodTo}-${employeeId}.pdf` };
}
