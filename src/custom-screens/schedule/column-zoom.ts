/**
 * The schedule's zoom (spec §3 "Schedule view: column width", remembered per device): a factor over the width the
 * columns share, not a fixed size, so the same choice reads well with 3 people or 15 and on any screen.
 */

/** The zoom's steps, from "fit twice as many people" to "twice as wide"; 1 shares the width among the columns. */
export const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const defaultZoom = 1;

/** Below this a column no longer shows a client's name and a time on one line: more people scroll sideways. */
export const readableColumnWidth = 120;

/**
 * A column's width: the grid's `available` width shared among `count` columns, never narrower than a readable
 * column (both scaled by `zoom`). Zooming out lowers only that minimum, so a wide grid of few people stays filled
 * while a crowded day fits more people on screen; zooming in widens every column.
 */
export function columnWidthFor(available: number, count: number, zoom: number): number {
  const shared = Math.floor(Math.max(0, available) / Math.max(1, count));
  return Math.max(Math.floor(shared * Math.max(1, zoom)), Math.round(readableColumnWidth * zoom));
}

/** The next step in a direction (1 in, -1 out), or null at the end of the scale. */
export function zoomStep(zoom: number, direction: 1 | -1): number | null {
  const next = direction > 0 ? zoomSteps.find((step) => step > zoom) : zoomSteps.findLast((step) => step < zoom);
  return next ?? null;
}

/** A stored zoom kept only when it is one of the steps (an old or edited value falls back to fitting). */
export const zoomOf = (stored: unknown): number =>
  zoomSteps.find((step) => step === Number(stored)) ?? defaultZoom;
