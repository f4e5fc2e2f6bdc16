import { useCallback, useState } from 'react';
import { zoomOf } from './column-zoom';

/** Where this device keeps the zoom; the fixed pixel width kept before ("scheduleColumnWidth") is not read. */
const storageKey = 'scheduleColumnZoom';

function storedZoom(): number {
  try {
    return zoomOf(globalThis.localStorage?.getItem(storageKey));
  } catch {
    return zoomOf(null);
  }
}

/** The schedule's zoom (column-zoom.ts), chosen in the toolbar and remembered on this device. */
export function useColumnZoom(): [number, (zoom: number) => void] {
  const [zoom, setZoom] = useState(storedZoom);
  const change = useCallback((next: number) => {
    const kept = zoomOf(next);
    setZoom(kept);
    try {
      globalThis.localStorage?.setItem(storageKey, String(kept));
    } catch {
      // Private mode or full storage: the zoom holds for this visit only.
    }
  }, []);
  return [zoom, change];
}
