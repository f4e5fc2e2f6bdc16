import { z } from 'zod';

/**
 * A client's card saved at the payment provider and the no-show fees charged to it (docs/online-payments.md "Saved
 * cards"). The provider's token never leaves the server: staff see the masked number, the brand and when it was saved.
 */

export const savedCardSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  maskedPan: z.string().nullable(),
  brand: z.string().nullable(),
  expiry: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** `pending`/`sending`: on its way; `approved`: the fee is paid; `declined`/`unanswered`: still owed, `reason` says why; `canceled`: not sent (the fee was waived or paid, or the card removed first). */
export const savedCardChargeStates = ['pending', 'sending', 'approved', 'declined', 'unanswered', 'canceled'] as const;
export type SavedCardChargeState = (typeof savedCardChargeStates)[number];

export const savedCardChargeSchema = z.object({
  id: z.number().int(),
  noShowChargeId: z.number().int(),
  saleId: z.number().int(),
  amountMinor: z.number().int().positive(),
  currency: z.string(),
  state: z.enum(savedCardChargeStates),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedCardCharge = z.infer<typeof savedCardChargeSchema>;

/** What the client card reads: the live card (or none) and the charges made to the client's cards in this branch. */
export const clientSavedCardSchema = z.object({ card: savedCardSchema.nullable(), charges: z.array(savedCardChargeSchema) });
export type ClientSavedCard = z.infer<typeof clientSavedCardSchema>;
