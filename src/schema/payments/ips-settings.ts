import { z } from 'zod';
import { idSchema } from '../primitives';
import { buildIpsQr, ipsAccountSchema } from './ips-qr';

/**
 * A branch's IPS QR settings (Integrations → IPS): the account clients pay into, the payee's name and address as the
 * bank app shows them, the payment code and the purpose written on every code. Stored plain in `integrations`
 * (provider `ips`, one row per branch): an account number is no secret. Only a branch in dinars uses them.
 */

/** The payment codes a salon's bill uses most, in the order the screen offers them; the first is the default. */
export const ipsPaymentCodes = ['289', '221', '290'] as const;

/** Where `{date}` stands in the purpose, the day the code is shown goes, as dd.mm.yyyy (10 characters). */
export const purposeDatePlaceholder = '{date}';

export const ipsSettingsMessages = {
  pipe: 'The | character cannot be used here',
  payeeTooLong: 'The name and the address together take at most 69 characters',
  paymentCode: 'A payment code has 3 digits and starts with 1 or 2',
  purposeTooLong: 'The purpose takes at most 35 characters (the date counts as 10)',
} as const;

const noPipe = (schema: z.ZodString) => schema.refine((text) => !text.includes('|'), ipsSettingsMessages.pipe);

const expandedPurposeLength = (template: string) => template.split(purposeDatePlaceholder).join('dd.mm.yyyy').length;

export const ipsSettingsSchema = z
  .object({
    account: ipsAccountSchema,
    payeeName: noPipe(z.string().trim().min(1, 'Required').max(69, ipsSettingsMessages.payeeTooLong)),
    payeeAddress: noPipe(z.string().trim().max(68, ipsSettingsMessages.payeeTooLong)).default(''),
    paymentCode: z.string().trim().regex(/^[12]\d{2}$/, ipsSettingsMessages.paymentCode),
    purpose: noPipe(z.string().trim().max(100)).refine((text) => expandedPurposeLength(text) <= 35, ipsSettingsMessages.purposeTooLong).default(''),
  })
  .superRefine((settings, context) => {
    // N carries the name and the address on two lines: 70 characters with the line break between them.
    const length = settings.payeeName.length + (settings.payeeAddress ? settings.payeeAddress.length + 1 : 0);
    if (length > 70) context.addIssue({ code: 'custom', path: ['payeeAddress'], message: ipsSettingsMessages.payeeTooLong });
  });
export type IpsSettings = z.output<typeof ipsSettingsSchema>;

/** `PUT /branches/{id}/integrations/ips`: the settings whole, the version read (0 for the first save). */
export const ipsSettingsWriteSchema = z.object({ settings: ipsSettingsSchema, version: z.number().int().min(0) });
export type IpsSettingsWrite = z.input<typeof ipsSettingsWriteSchema>;

/** What a branch's screens read: its currency (IPS is for dinars only) and its settings, null while none are saved. */
export const ipsSetupSchema = z.object({
  branchId: idSchema,
  currency: z.string(),
  settings: z
    .object({ account: z.string(), payeeName: z.string(), payeeAddress: z.string(), paymentCode: z.string(), purpose: z.string() })
    .nullable(),
  version: z.number().int(),
});
export type IpsSetup = z.infer<typeof ipsSetupSchema>;

/** Whether a branch shows IPS QR codes: it is in dinars and has its settings. */
export const ipsReady = (setup: IpsSetup | undefined): setup is IpsSetup & { settings: IpsSettings } => setup?.currency === 'RSD' && setup.settings !== null;

/** The purpose with the day put in: `day` as yyyy-mm-dd. */
export const purposeFor = (template: string, day: string): string => template.split(purposeDatePlaceholder).join(day.split('-').reverse().join('.'));

/** The code's text for an amount in dinars ("1500.00") paid to a branch on a day (yyyy-mm-dd). */
export const ipsQrFor = (settings: IpsSettings, amount: string, day: string): string =>
  buildIpsQr({
    account: settings.account,
    payeeName: settings.payeeName,
    payeeAddress: settings.payeeAddress,
    amount,
    paymentCode: settings.paymentCode,
    purpose: purposeFor(settings.purpose, day),
  });
