/**
 * The day grid's geometry, pure, for one employee column: which overlapping blocks (orders, breaks) share the
 * width, where each sits in pixels, and where a drag lands. Times are instants (epoch ms); the screen only
 * renders what these functions return and forwards pointer positions.
 */
export type TimedBlock = { start: number; end: number };

/** The visible time range and the zoom: how many minutes one pixel of height stands for. */
export type GridScale = { rangeStart: number; rangeEnd: number; minutesPerPixel: number };

/** `column` from 0 among `columns` sharing the width; `left` and `width` are fractions of the column width. */
export type PlacedBlock<B> = { block: B; column: number; columns: number; left: number; width: number; top: number; height: number };

/** Drags and resizes snap to 5 minutes. Every zone's offset is a multiple of 15 minutes, so snapping epoch
 * minutes snaps the wall clock too. */
export const snapMinutes = 5;
const minuteMs = 60_000;

/** A tiny binary min-heap of [key, value] pairs: the sweep below needs "the earliest end" and "the lowest
 * free column" in log time, so 3 000 blocks that all overlap stay O(n log n). */
class PairHeap {
  private readonly items: Array<[number, number]> = [];
  get size(): number {
    return this.items.length;
  }
  peekKey(): number | undefined {
    return this.items[0]?.[0];
  }
  push(key: number, value: number): void {
    const items = this.items;
    items.push([key, value]);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (items[parent]![0] <= key) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }
  pop(): [number, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    items[0] = last;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let least = i;
      if (l < items.length && items[l]![0] < items[least]![0]) least = l;
      if (r < items.length && items[r]![0] < items[least]![0]) least = r;
      if (least === i) break;
      [items[i], items[least]] = [items[least]!, items[i]!];
      i = least;
    }
    return top;
  }
}

/**
 * Interval-graph column packing: blocks sorted by start are swept once; each takes the lowest column freed
 * by a block that ended, and every cluster of transitively overlapping blocks shares one column count (its
 * widest moment), so blocks of a cluster line up. Touching blocks (one ends as the next starts) do not overlap.
 * Returns `column`/`columns` for each block, in the order given.
 */
export function packColumns(blocks: readonly TimedBlock[]): Array<{ column: number; columns: number }> {
  const order = blocks.map((_, i) => i).sort((a, b) => blocks[a]!.start - blocks[b]!.start || blocks[b]!.end - blocks[a]!.end);
  const placed = blocks.map(() => ({ column: 0, columns: 1 }));
  const active = new PairHeap(); // [end, column]
  const free = new PairHeap(); // [column, column]
  let cluster: number[] = [];
  let clusterColumns = 0;
  const closeCluster = () => {
    for (const i of cluster) placed[i]!.columns = clusterColumns;
    cluster = [];
    clusterColumns = 0;
    while (free.size > 0) free.pop();
  };
  for (const i of order) {
    const { start, end } = blocks[i]!;
    while (active.size > 0 && active.peekKey()! <= start) free.push(active.pop()![1], 0);
    if (active.size === 0) closeCluster();
    const column = free.size > 0 ? free.pop()![0] : clusterColumns++;
    placed[i]!.column = column;
    active.push(Math.max(end, start), column);
    cluster.push(i);
  }
  closeCluster();
  return placed;
}

/** Top and height in pixels of a block clipped to the visible range; null when none of it is visible. */
export function blockBox(block: TimedBlock, scale: GridScale): { top: number; height: number } | null {
  const start = Math.max(block.start, scale.rangeStart);
  const end = Math.min(block.end, scale.rangeEnd);
  if (end <= start) return null;
  const pixels = (ms: number) => ms / minuteMs / scale.minutesPerPixel;
  return { top: pixels(start - scale.rangeStart), height: pixels(end - start) };
}

/** Column packing and pixel boxes together: what a column renders (blocks outside the range are left out). */
export function layoutColumn<B extends TimedBlock>(blocks: readonly B[], scale: GridScale): Array<PlacedBlock<B>> {
  const packed = packColumns(blocks);
  const placed: Array<PlacedBlock<B>> = [];
  blocks.forEach((block, i) => {
    const box = blockBox(block, scale);
    const { column, columns } = packed[i]!;
    if (box) placed.push({ block, column, columns, left: column / columns, width: 1 / columns, ...box });
  });
  return placed;
}

/** The instant at a pixel offset from the grid's top, snapped to 5 minutes. */
export function timeAtY(y: number, scale: GridScale): number {
  const instant = scale.rangeStart + y * scale.minutesPerPixel * minuteMs;
  const step = snapMinutes * minuteMs;
  return Math.round(instant / step) * step;
}

/** Opening and closing instants of the day's working hours: drops stay inside them. */
export type WorkingBounds = { open: number; close: number };

/**
 * Where a dragged block starts when dropped with its top at `y` (the pointer minus where the block was
 * grabbed): snapped to 5 minutes and moved inside the working hours so all of it fits. A block longer than
 * the whole day starts at opening.
 */
export function dropStart(y: number, durationMs: number, scale: GridScale, bounds: WorkingBounds): number {
  const latest = bounds.close - durationMs;
  return Math.max(bounds.open, Math.min(timeAtY(y, scale), latest));
}

/**
 * The new end when the bottom edge is dragged to `y`: snapped to 5 minutes, at least `minMinutes` after the
 * start, at most at closing (or the start plus the minimum, if that already passes closing).
 */
export function resizeEnd(start: number, y: number, scale: GridScale, bounds: WorkingBounds, minMinutes = snapMinutes): number {
  const earliest = start + minMinutes * minuteMs;
  return Math.max(earliest, Math.min(timeAtY(y, scale), bounds.close));
}
