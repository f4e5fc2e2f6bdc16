import { z } from 'zod';

/**
 * A staff browser's web-push subscription as `PushSubscription.toJSON()` gives it (Push API), which the installed
 * app posts after the person allows notifications. The keys are base64url (padding tolerated): `p256dh` the
 * browser's P-256 public key, uncompressed (65 bytes, so it starts with 0x04, "B"), `auth` its 16-byte secret.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'Must be an https address' })
    .max(2048, 'At most 2048 characters'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'Must be a P-256 public key (65 bytes, base64url)'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'Must be a 16-byte secret (base64url)'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
