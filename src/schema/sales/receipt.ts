import { z } from 'zod';
import { emailSchema } from '../primitives';

/**
 * A sale's receipt, handed over on paper or by e-mail. Thermal printers take rolls 58 mm or 80 mm wide; an office
 * printer takes A4. The screen remembers the width last chosen.
 */
export const receiptWidths = ['58mm', '80mm', 'a4'] as const;
export type ReceiptWidth = (typeof receiptWidths)[number];
export const receiptWidthSchema = z.enum(receiptWidths);

/** `POST /sales/{id}/receipt-email`: to the address typed, or (null) to the client's own on file. */
export const receiptEmailRequestSchema = z.object({ email: emailSchema.nullable().default(null) });
export type ReceiptEmailRequest = z.infer<typeof receiptEmailRequestSchema>;

/** The e-mail is queued in the outbox (sent by its worker): the answer says to whom. */
export const receiptEmailQueuedSchema = z.object({ recipient: z.string() });
