import { scheduleSchema, type Schedule } from '@/schema/schedule/schedule-read';
import { httpClient } from '@/lib/http-client';

/** The schedule's reads (spec §7), parsed with the contract so a changed answer fails here, loudly. */
export async function getBranchSchedule(branchId: number, date: string): Promise<Schedule> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/schedule`, { params: { d: date } });
  return scheduleSchema.parse(data);
}

export async function getEmployeeSchedule(employeeId: number, from: string, to: string): Promise<Schedule> {
  const { data } = await httpClient.get<unknown>(`/employees/${employeeId}/schedule`, {
    params: { from, to },
  });
  return scheduleSchema.parse(data);
}
