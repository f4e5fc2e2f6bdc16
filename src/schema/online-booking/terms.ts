import { z } from 'zod';

/**
 * Online booking → Settings → Terms: the branch's terms, plain text in paragraphs (an empty line between them), which a
 * client accepts before booking. Each save that changes the text makes the next version, and a booking keeps the
 * version its client accepted (`orders.terms_version`); the audit trail keeps every version's text. Empty: no terms.
 */
export const termsMaxLength = 20_000;

/** Line ends as one kind and no blank edges, so the same text saved twice is not a new version. */
export const normaliseTerms = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

export const termsTextSchema = z.string().transform(normaliseTerms).pipe(z.string().max(termsMaxLength, 'terms_too_long'));

export const termsSchema = z.object({
  text: z.string(),
  /** 0 until the text is first saved; up by one with each change. */
  version: z.number().int().min(0),
  /** When this version was saved; null before any. */
  savedAt: z.string().nullable(),
});
export type Terms = z.infer<typeof termsSchema>;

/** `PUT /branches/{id}/online-booking/terms`: the text with the version read (stale: 409). */
export const termsUpdateSchema = z.object({ text: termsTextSchema, version: z.number().int().min(0) });
export type TermsUpdate = z.infer<typeof termsUpdateSchema>;
