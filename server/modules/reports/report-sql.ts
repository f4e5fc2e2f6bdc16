import type { ReportPeriod } from '../../../src/schema/reports/reports';
import type { ReportScope } from './report-access';

/**
 * A report's statement as text and parameters: the service runs it on the pool, the benchmark runs the very same
 * text there for its floor. $1 is the chain, $2 the branches read (one, or those the caller reaches), $3 and $4
 * the period; each report's SQL lives in its own file. Sums stay PostgreSQL numeric and leave as text with two
 * places (`money()` below), so no amount ever passes through a JS float.
 */
export type ReportStatement = { name: string; text: string; values: unknown[] };

export const reportValues = (scope: ReportScope, period: ReportPeriod): unknown[] => [scope.organizationId, scope.branchIds, period.from, period.to];

/** An amount as decimal text with two places ('0.00' for none). */
export const money = (expression: string) => `coalesce(${expression}, 0)::numeric(20, 2)::text`;

/**
 * Which summaries answer (docs/report-summaries.md): `chain` when the branches read are all the chain has (the
 * chain-day rows), `branch` for one branch (its own rows), `facts` for another set of branches (an administrator who
 * reaches some): money and time then add up the branches' day rows, new and returning clients come from the facts.
 * Each source's scan is gated on it, so the others are never read.
 */
export const summarySource = `reach as (
  select case when cardinality($2::bigint[]) = (select count(*) from branches where organization_id = $1) then 'chain'
              when cardinality($2::bigint[]) = 1 then 'branch' else 'facts' end as source
)`;
export const whenSource = (condition: string) => `(select source from reach) ${condition}`;
