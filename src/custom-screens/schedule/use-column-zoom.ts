import { useCallback, useState } from 'react';

/** The day view's column width, chosen with the toolbar's slider and remembered on this device (spec §3
 * "Schedule view: column width"). */
export const columnWidthLimits = { min: 120, max: 360, step: 20, initial: 180 } as const;
const storageKey = 'scheduleColumnWidth';

const clamp = (width: number) => Math.min(columnWidthLimits.max, Math.max(columnWidthLimits.min, width));

function storedWidth(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(storageKey));
    return Number.isFinite(stored) && stored > 0 ? clamp(stored) : columnWidthLimits.initial;
  } catch {
    return columnWidthLimits.initial;
  }
}

export function useColumnWidth(): [number, (width: number) => void] {
  const [width, setWidth] = useState(storedWidth);
  const change = useCallback((next: number) => {
    const clamped = clamp(next);
    setWidth(clamped);
    try {
      globalThis.localStorage?.setItem(storageKey, String(clamped));
    } catch {
      // Private mode or full storage: the width holds for this visit only.
    }
  }, []);
  return [width, change];
}
