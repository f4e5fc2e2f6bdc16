import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import PaidIcon from '@mui/icons-material/Paid';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import WorkIcon from '@mui/icons-material/Work';
import { amber, blue, blueGrey, deepOrange, deepPurple, red, teal } from '@mui/material/colors';
import { alpha, type Theme } from '@mui/material/styles';
import type { WorkSlotType } from '@/schema/schedule/work-slot';
import { workSlotTypeSchema } from '@/schema/enums';

/**
 * How each work slot type looks in the month grid (spec §3 "each maps to a display style"): a hue and an
 * icon, so the types read apart without colour too; an active shift shows its hours instead of an icon.
 */
type Look = { hue: Record<number, string>; Icon: typeof WorkIcon };

const looks: Readonly<Record<WorkSlotType, Look>> = {
  'work_slot.active': { hue: teal, Icon: WorkIcon },
  'work_slot.sick': { hue: red, Icon: LocalHospitalIcon },
  'work_slot.vacation': { hue: blue, Icon: BeachAccessIcon },
  'work_slot.weekend_no_pay': { hue: amber, Icon: MoneyOffIcon },
  'work_slot.truancy': { hue: deepOrange, Icon: PersonOffIcon },
  'work_slot.weekend_pay': { hue: deepPurple, Icon: PaidIcon },
  'work_slot.empty': { hue: blueGrey, Icon: RemoveIcon },
};

export const slotTypes: readonly WorkSlotType[] = workSlotTypeSchema.options;

export type SlotColors = { background: string; edge: string; text: string };

export function slotColors(type: WorkSlotType, theme: Theme): SlotColors {
  const { hue } = looks[type];
  const dark = theme.palette.mode === 'dark';
  const base = (dark ? hue[300] : hue[700]) ?? theme.palette.text.primary;
  return { background: alpha((dark ? hue[300] : hue[100]) ?? base, dark ? 0.2 : 0.9), edge: base, text: dark ? (hue[100] ?? base) : (hue[900] ?? base) };
}

export const SlotIcon = ({ type, fontSize = 'small' }: { type: WorkSlotType; fontSize?: 'small' | 'inherit' }) => {
  const { Icon } = looks[type];
  return <Icon aria-hidden fontSize={fontSize} />;
};

/** The i18n key of a type's name (the schedule namespace names the types for both screens). */
export const slotTypeKey = (type: WorkSlotType): string => `slotTypes.${type.replace('work_slot.', '')}`;
