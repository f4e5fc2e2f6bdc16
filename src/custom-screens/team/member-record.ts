import type { z } from 'zod';
import { employeesResource } from '@/schema/resources/employees';

export type MemberRecord = z.infer<typeof employeesResource.recordSchema>;

/** The card's route parameter (areas.ts: team/members/:empId). */
export const memberIdParam = 'empId';
