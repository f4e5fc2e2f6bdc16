import type { z } from 'zod';
import { clientsResource } from '@/schema/resources/clients';

export type ClientRecord = z.infer<typeof clientsResource.recordSchema>;

/** The card's route parameter (areas.ts: clients/:clientId). */
export const clientIdParam = 'clientId';
