import { z } from 'zod';
import { colorSchema, idSchema, priceSchema } from './primitives';

/**
 * What the catalog's generic screens cannot say: who performs which service at what price, and the order
 * categories and services are listed in (catalog `sort`, team member `services`).
 */

/** One service a team member performs; `price` null means the service's own price applies. */
export const employeeServiceSchema = z.object({
  serviceId: idSchema,
  price: priceSchema.nullable(),
});
export type EmployeeService = z.infer<typeof employeeServiceSchema>;

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

/** PUT .../employees/{employeeId}/services: the whole set, replacing what was there. */
export const employeeServicesUpdateSchema = z
  .object({
    items: z
      .array(employeeServiceSchema.strict())
      .max(1000, 'At most 1000 services')
      .superRefine(noDuplicates((item: EmployeeService) => item.serviceId, 'serviceId', 'This service is listed twice')),
  })
  .strict();
export type EmployeeServicesUpdate = z.infer<typeof employeeServicesUpdateSchema>;

/** Who performs a service: the member, their own price (null: the service's) and the price a client pays. */
export const serviceEmployeeSchema = z.object({
  employeeId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  color: colorSchema,
  price: priceSchema.nullable(),
  effectivePrice: priceSchema,
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
