import { z } from 'zod';
import { colorSchema, idSchema, priceSchema } from './primitives';
import { durationSchema } from './schedule/order';

/**
 * What the catalog's generic screens cannot say: who performs which service at what price, and the order
 * categories and services are listed in (catalog `sort`, team member `services`).
 */

/**
 * A member's own length for a service: a booked line's bounds (5 minutes to 24 hours), in the 5-minute steps the
 * calendar books in (migration 0017 holds the same rule).
 */
export const fiveMinuteStepsMessage = 'Use 5-minute steps';
export const memberDurationSchema = durationSchema.multipleOf(5, fiveMinuteStepsMessage);

/**
 * One service a team member performs; `price` and `duration` null mean the service's own apply. A body that
 * leaves `duration` out keeps the service's length (the field came after the price).
 */
export const employeeServiceSchema = z.object({
  serviceId: idSchema,
  price: priceSchema.nullable(),
  duration: memberDurationSchema.nullable().default(null),
});
export type EmployeeService = z.infer<typeof employeeServiceSchema>;

/** A member's own price and length for a service, each null for the service's. */
export type MemberOwnTerms = { price: string | null; duration: number | null };

/**
 * What booking this service with this member takes: their own price and length where they have one, else the
 * service's. `own` is undefined when they do not perform it (or nobody is chosen). The server reads the same pair
 * in SQL (`memberServiceTermsSql`).
 */
export const memberServiceTerms = (
  service: { price: string; duration: number },
  own: MemberOwnTerms | undefined,
): { price: string; duration: number } => ({ price: own?.price ?? service.price, duration: own?.duration ?? service.duration });

export const employeeServicesSchema = z.object({ items: z.array(employeeServiceSchema) });
export type EmployeeServices = z.infer<typeof employeeServicesSchema>;

const noDuplicates = <T>(key: (item: T) => number, path: string, message: string) => (items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const id = key(item);
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index, ...(path ? [path] : [])], message });
    seen.add(id);
  });
};

/** PUT .../employees/{employeeId}/services: the whole set with own prices and lengths, replacing what was there. */
export const employeeServicesUpdateSchema = z
  .object({
    items: z
      .array(employeeServiceSchema.strict())
      .max(1000, 'At most 1000 services')
      .superRefine(noDuplicates((item: EmployeeService) => item.serviceId, 'serviceId', 'This service is listed twice')),
  })
  .strict();
export type EmployeeServicesUpdate = z.infer<typeof employeeServicesUpdateSchema>;

/**
 * Who performs a service: the member, their own price and length (null: the service's), and the price a client
 * pays and the length a booking takes with them.
 */
export const serviceEmployeeSchema = z.object({
  employeeId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  color: colorSchema,
  price: priceSchema.nullable(),
  effectivePrice: priceSchema,
  duration: memberDurationSchema.nullable(),
  effectiveDuration: durationSchema,
});
export type ServiceEmployee = z.infer<typeof serviceEmployeeSchema>;

export const serviceEmployeesSchema = z.object({ items: z.array(serviceEmployeeSchema) });

const orderedIdsSchema = z
  .array(idSchema)
  .max(1000, 'At most 1000 records')
  .superRefine(noDuplicates((id: number) => id, '', 'This record is listed twice'));

/** PUT .../service-categories/order: every category of the branch, in the order to show them. */
export const categoryOrderSchema = z.object({ ids: orderedIdsSchema }).strict();
export type CategoryOrder = z.infer<typeof categoryOrderSchema>;

/** PUT .../services/order: every live service of one category (null: the uncategorised ones), in order. */
export const serviceOrderSchema = z.object({ categoryId: idSchema.nullable(), ids: orderedIdsSchema }).strict();
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;
