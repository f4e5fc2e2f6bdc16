import { z } from 'zod';
import { appConfig } from './config';
import { emailSchema, passwordSchema } from './primitives';

export const authClientSchema = z.enum([appConfig.authClient]);

export const loginSchema = z.object({
  login: emailSchema,
  password: z.string().min(1, 'Required').max(200),
  totp: z
    .string()
    .regex(/^\d{6}$/, 'Six digits')
    .optional(),
});

export const tokenRefreshRequestSchema = z.object({ client: authClientSchema });
export const tokenRefreshResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;

export const forgotPasswordSchema = z.object({ login: emailSchema });
export const resetPasswordSchema = z.object({ token: z.string().min(16), password: passwordSchema });

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Required'),
  newPassword: passwordSchema,
});
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export const totpConfirmSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Six digits') });
export const totpDisableSchema = z.object({ password: z.string().min(1, 'Required') });
