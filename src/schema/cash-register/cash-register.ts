import { z } from 'zod';
import { moneyTextSchema, nonNegativeMoneySchema } from '../money/decimal';
import { idSchema } from '../primitives';
import { transactionKinds } from '../sales/checkout';

/**
 * The cash register's contract (server/modules/cash-register, src/custom-screens/cash-register): a branch's
 * setting, its cash shifts and the cash that moved in each. Amounts are decimal text ("5000.00").
 */

const versionSchema = z.number().int().positive();

/** With the register on, cash is only taken or given back while a shift is open. */
export const cashRegisterSettingsSchema = z.object({
  enabled: z.boolean(),
  defaultFloat: moneyTextSchema,
  version: versionSchema,
});
export type CashRegisterSettings = z.infer<typeof cashRegisterSettingsSchema>;

/** A change of the setting, with the version it was read at (the first save sends the defaults' version 1). */
export const cashRegisterUpdateSchema = z.strictObject({
  enabled: z.boolean(),
  defaultFloat: nonNegativeMoneySchema,
  version: versionSchema,
});
export type CashRegisterUpdate = z.infer<typeof cashRegisterUpdateSchema>;

const personSchema = z.object({ id: idSchema, name: z.string() }).nullable();

/**
 * One shift. While it is open `expectedCash` is the running figure (float plus the cash taken so far) and the
 * counted cash and difference are null; once closed, all three are what was stored at closing.
 */
export const cashShiftSchema = z.object({
  id: idSchema,
  branchId: idSchema,
  openedAt: z.string(),
  openedBy: personSchema,
  openingFloat: moneyTextSchema,
  closedAt: z.string().nullable(),
  closedBy: personSchema,
  expectedCash: moneyTextSchema,
  countedCash: moneyTextSchema.nullable(),
  difference: moneyTextSchema.nullable(),
  note: z.string().nullable(),
  version: versionSchema,
});
export type CashShift = z.infer<typeof cashShiftSchema>;

/** `GET /branches/{id}/cash-register`: the setting (defaults when never saved) and the shift open now. */
export const cashRegisterStateSchema = z.object({
  settings: cashRegisterSettingsSchema,
  openShift: cashShiftSchema.nullable(),
});
export type CashRegisterState = z.infer<typeof cashRegisterStateSchema>;

export const cashShiftOpenSchema = z.strictObject({ openingFloat: nonNegativeMoneySchema });
export type CashShiftOpen = z.infer<typeof cashShiftOpenSchema>;

export const cashShiftCloseSchema = z.strictObject({
  countedCash: nonNegativeMoneySchema,
  note: z.string().trim().max(500, 'At most 500 characters').nullable().default(null),
  version: versionSchema,
});
export type CashShiftClose = z.input<typeof cashShiftCloseSchema>;

/** A cash payment or refund that fell in the shift. */
export const cashMovementSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  kind: z.enum(transactionKinds),
  amount: moneyTextSchema,
  saleId: idSchema.nullable(),
  clientId: idSchema.nullable(),
  note: z.string().nullable(),
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

export const cashShiftDetailSchema = cashShiftSchema.extend({ movements: z.array(cashMovementSchema) });
export type CashShiftDetail = z.infer<typeof cashShiftDetailSchema>;
