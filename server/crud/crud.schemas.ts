import { z } from 'zod';
import { auditHistorySchema } from '../../src/schema/audit';
import { listQuerySchema } from '../../src/schema/list-query';
import { idParamSchema } from '../../src/schema/primitives';
import { errorIssueSchema, listResponseSchema } from '../../src/schema/protocol';
import type { AnyResourceDefinition } from '../../src/schema/resource-definition';
import { bearerAuth } from '../plugins/external/openapi';
import { pluralLabel, singularLabel } from './crud-labels';

/** The zod schemas of one resource's routes: they validate requests, shape answers and feed /api/v1/docs. */

export const importLimit = 500;
export const importBodySchema = z.object({
  rows: z.array(z.record(z.string(), z.unknown())).min(1).max(importLimit),
});
export const importResultSchema = z.object({
  created: z.number().int().nonnegative(),
  errors: z.array(z.object({ row: z.number().int().nonnegative(), issues: z.array(errorIssueSchema) })),
});
export const historyQuerySchema = listQuerySchema.pick({ page: true, perPage: true });
export const noContent = z.null().describe('No content');

export function resourceSchemas(definition: AnyResourceDefinition) {
  const tenant = definition.scope === 'branch' ? z.object({ branchId: idParamSchema }) : z.object({ orgId: idParamSchema });
  const plural = pluralLabel(definition);
  const one = singularLabel(definition);
  return {
    basePath: definition.scope === 'branch' ? `/branches/:branchId/${definition.name}` : `/organizations/:orgId/${definition.name}`,
    params: tenant,
    recordParams: tenant.extend({ id: idParamSchema }),
    record: definition.recordSchema,
    list: listResponseSchema(definition.recordSchema),
    create: definition.createSchema,
    update: definition.updateSchema,
    docs: (summary: string) => ({ tags: [definition.name], summary, security: bearerAuth }),
    summaries: {
      list: `List ${plural} (paging, sort, q, filters)`,
      create: `Create a ${one}`,
      show: `One ${one}`,
      update: `Change a ${one} (send the version you read)`,
      remove: `Delete a ${one}`,
      history: `Who changed this ${one}, newest first`,
      import: `Import ${plural}: valid rows are created, invalid ones reported`,
    },
  };
}

export { auditHistorySchema };
