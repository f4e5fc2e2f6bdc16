import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import type { ErrorEnvelope } from '@/schema/protocol';
import { clientsResource } from '@/schema/resources/clients';
import { orderCreateSchema } from '@/schema/schedule/order';
import { apiSchemaResolver } from './api-schema-resolver';
import { toOrderCreate, type ClientChoice, type OrderFormValues } from './order-form-model';

/** A client created inline: the clients resource's own rules for the three fields the drawer asks. */
const { firstName, lastName, phone } = clientsResource.fields;
export const inlineClientSchema = z.object({ firstName, lastName, phone });

export const inlineClientOf = (client: Extract<ClientChoice, { kind: 'new' }>) => ({
  firstName: client.firstName.trim(),
  lastName: client.lastName.trim(),
  phone: client.phone.trim() || null,
});

/**
 * Where an API path lands on the order form: the client's id on the client picker, a line's date on the
 * visit's one date, everything else where the form keeps it under the same name.
 */
export function orderFormPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'clientId') return 'client';
  if (head === 'services' && rest[1] === 'date') return 'date';
  return [head, ...rest].join('.');
}

/** The order form judged by the API's order schema and, for a new client, the clients' own. */
export const orderFormResolver = apiSchemaResolver<OrderFormValues>(
  z.object({ order: orderCreateSchema, client: inlineClientSchema.optional() }),
  (values) => ({
    order: toOrderCreate(values, values.client.kind === 'existing' ? values.client.id : null),
    client: values.client.kind === 'new' ? inlineClientOf(values.client) : undefined,
  }),
  ([part, ...rest]) => (part === 'client' ? ['client', ...rest].map(String).join('.') : orderFormPath(rest)),
);

/** The server's field issues on the form's inputs (when it judges what the screen let through). */
export function placeServerIssues<T extends FieldValues>(
  issues: NonNullable<ErrorEnvelope['issues']>,
  setError: UseFormSetError<T>,
  toPath: (path: readonly PropertyKey[]) => string,
): void {
  for (const issue of issues) setError(toPath(issue.path) as Path<T>, { type: 'server', message: issue.message });
}
