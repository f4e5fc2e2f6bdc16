import { z } from 'zod';
import { moneyTextSchema } from '../money/money-text';

/**
 * No-show and late-cancel rules (issue 19 deliverable 5, docs/no-show-rules.md): a branch default and, per
 * service, an override. The settings form, the API and the tests all read this one schema.
 */

export const noShowOutcomes = ['nothing', 'keep_deposit', 'fee', 'membership_visit'] as const;
export const noShowOutcomeSchema = z.enum(noShowOutcomes);
export type NoShowOutcome = z.infer<typeof noShowOutcomeSchema>;

/** What one kind of miss costs: the outcome, the fee (branch currency, as every amount: "15.00"), first-time grace. */
const consequenceFields = z.object({
  outcome: noShowOutcomeSchema,
  fee: moneyTextSchema,
  forgiveFirstTime: z.boolean(),
});
export const noShowConsequenceSchema = consequenceFields.superRefine((value, ctx) => {
    const fee = Number(value.fee);
    if (fee < 0) ctx.addIssue({ code: 'custom', path: ['fee'], message: 'The fee cannot be negative.' });
    // Keeping a deposit falls back to the fee owed until deposits exist (docs/no-show-rules.md), so it needs one too.
    if ((value.outcome === 'fee' || value.outcome === 'keep_deposit') && !(fee > 0)) {
      ctx.addIssue({ code: 'custom', path: ['fee'], message: 'A fee above zero is needed for this outcome.' });
    }
  });
export type NoShowConsequence = z.infer<typeof noShowConsequenceSchema>;

export const noShowRulesSchema = z.object({
  /** A cancellation less than this many hours before the start is late. */
  cancelWindowHours: z.number().int().min(0).max(14 * 24),
  lateCancel: noShowConsequenceSchema,
  noShow: noShowConsequenceSchema,
});
export type NoShowRules = z.infer<typeof noShowRulesSchema>;

const nothing: NoShowConsequence = { outcome: 'nothing', fee: '0.00', forgiveFirstTime: false };
/** Without a branch rule nothing is charged. */
export const defaultNoShowRules: NoShowRules = { cancelWindowHours: 24, lateCancel: nothing, noShow: nothing };

export const serviceNoShowRulesSchema = z.object({ serviceId: z.number().int(), rules: noShowRulesSchema });
export const branchNoShowRulesSchema = z.object({
  /** Null: the branch has not set its rules (the defaults apply). */
  branch: noShowRulesSchema.nullable(),
  services: z.array(serviceNoShowRulesSchema),
});
export type BranchNoShowRules = z.infer<typeof branchNoShowRulesSchema>;

export const noShowKinds = ['late_cancel', 'no_show'] as const;
export type NoShowKind = (typeof noShowKinds)[number];
export const noShowChargeStates = ['applied', 'waived', 'forgiven'] as const;
export type NoShowChargeState = (typeof noShowChargeStates)[number];

/** What was applied to one client for one order. */
export const noShowChargeSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  orderId: z.number().int(),
  clientId: z.number().int(),
  kind: z.enum(noShowKinds),
  outcome: noShowOutcomeSchema,
  amount: moneyTextSchema,
  currency: z.string(),
  state: z.enum(noShowChargeStates),
  /** The fee's sale (the client's debt, paid through the sale's payments), when a fee was owed. */
  saleId: z.number().int().nullable(),
  /** The rule as it stood when applied. */
  rule: consequenceFields.extend({ cancelWindowHours: z.number().int() }),
  waivedReason: z.string().nullable(),
  waivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NoShowCharge = z.infer<typeof noShowChargeSchema>;

export const noShowWaiveSchema = z.object({ reason: z.string().trim().min(1).max(500) });
export const noShowChargesQuerySchema = z.object({ clientId: z.coerce.number().int().positive().optional(), orderId: z.coerce.number().int().positive().optional() });
