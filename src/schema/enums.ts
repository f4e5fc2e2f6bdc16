import { z } from 'zod';

export const orderStatusSchema = z.enum([
  'order_status.waiting',
  'order_status.approved',
  'order_status.has_started',
  'order_status.pass',
  'order_status.canceled',
  'order_status.success',
]);
export const orderModeSchema = z.enum(['order.single', 'order.single_editing', 'order.group', 'order.break']);
export const paymentStatusSchema = z.enum(['payment.full', 'payment.partial', 'payment.no']);
export const orderOriginSchema = z.enum([
  'order_origin.external',
  'order_origin.internal',
  'order_origin.sredime',
]);
export const cancelerOriginSchema = z.enum(['canceler_origin.internal', 'canceler_origin.external']);
export const workSlotTypeSchema = z.enum([
  'work_slot.active',
  'work_slot.sick',
  'work_slot.vacation',
  'work_slot.weekend_no_pay',
  'work_slot.truancy',
  'work_slot.weekend_pay',
  'work_slot.empty',
]);
export const scheduleModeSchema = z.enum(['schedule.single', 'schedule.group', 'schedule.multi']);
export const slotEditModeSchema = z.enum(['add', 'delete']);

/** Who a user is within one organisation. Owner: the whole chain; administrator: the branches granted;
 * employee: their own schedule and clients in the branches granted. */
export const roleSchema = z.enum(['owner', 'administrator', 'employee']);
export type Role = z.infer<typeof roleSchema>;

export const languageSchema = z.enum(['EN', 'SR', 'RU', 'TR', 'PT']);
export type Language = z.infer<typeof languageSchema>;

export const themeModeSchema = z.enum(['light', 'dark', 'system']);
export type ThemeMode = z.infer<typeof themeModeSchema>;

export const toastSeveritySchema = z.enum(['info', 'success', 'warn', 'error', 'secondary', 'contrast']);
export type ToastSeverity = z.infer<typeof toastSeveritySchema>;

export const displayModeSchema = z.enum([
  'twa',
  'browser',
  'standalone',
  'minimal-ui',
  'fullscreen',
  'window-controls-overlay',
  'unknown',
]);
export type DisplayMode = z.infer<typeof displayModeSchema>;
