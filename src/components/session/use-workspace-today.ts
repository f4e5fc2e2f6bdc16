import { browserTimeZone } from '@/components/forms/region-choices';
import type { IsoDate } from '@/schema/schedule/calendar';
import { instantToZoned } from '@/schema/schedule/time-zone';
import { useWorkspace } from './use-workspace';

/**
 * Today on the clock of the branch on screen (on a chain's pages its first branch's, as useFormats writes times;
 * the device's outside a chain): the day report presets, pay periods and file names start from, so a laptop set
 * to another zone never shifts them by a day around midnight.
 */
export function useWorkspaceToday(): IsoDate {
  const workspace = useWorkspace();
  const zone = (workspace?.branch ?? workspace?.organization.branches[0])?.timeZone ?? browserTimeZone();
  return instantToZoned(Date.now(), zone).date;
}
