import { describe, expect, it } from 'vitest';
import { type GridScale, blockBox, dropStart, layoutColumn, packColumns, resizeEnd, timeAtY } from './schedule-layout';

const min = 60_000;
const day = Date.UTC(2025, 5, 2, 7); // 09:00 in Belgrade, the visible range's start
const at = (minutes: number) => day + minutes * min;
const block = (from: number, to: number) => ({ start: at(from), end: at(to) });
const scale: GridScale = { rangeStart: at(0), rangeEnd: at(600), minutesPerPixel: 0.5 };

describe('overlapping blocks share the width', () => {
  it.each([
    ['one block', [[0, 60]], [[0, 1]]],
    ['touching blocks do not overlap', [[0, 60], [60, 120]], [[0, 1], [0, 1]]],
    ['two overlapping', [[0, 60], [30, 90]], [[0, 2], [1, 2]]],
    ['a chain shares one count', [[0, 60], [30, 90], [70, 120]], [[0, 2], [1, 2], [0, 2]]],
    ['three at once', [[0, 60], [10, 50], [20, 40]], [[0, 3], [1, 3], [2, 3]]],
    ['a freed column is reused lowest first', [[0, 100], [0, 30], [0, 30], [40, 60]], [[0, 3], [1, 3], [2, 3], [1, 3]]],
    ['separate clusters count apart', [[0, 60], [30, 90], [200, 260]], [[0, 2], [1, 2], [0, 1]]],
    ['order of input does not matter', [[30, 90], [0, 60]], [[1, 2], [0, 2]]],
    ['the longer of two equal starts goes left', [[0, 30], [0, 90]], [[1, 2], [0, 2]]],
  ] as const)('%s', (_, spans, expected) => {
    const packed = packColumns(spans.map(([from, to]) => block(from, to)));
    expect(packed.map(({ column, columns }) => [column, columns])).toEqual(expected);
  });

  it('never puts two overlapping blocks in one column (random day)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const blocks = Array.from({ length: 500 }, () => {
      const from = Math.floor(random() * 560);
      return block(from, from + 5 + Math.floor(random() * 90));
    });
    const packed = packColumns(blocks);
    const wrong: string[] = [];
    blocks.forEach((a, i) => {
      if (packed[i]!.column >= packed[i]!.columns) wrong.push(`${i} sits past its count`);
      blocks.forEach((b, j) => {
        const overlap = j > i && a.start < b.end && b.start < a.end;
        if (overlap && (packed[i]!.column === packed[j]!.column || packed[i]!.columns !== packed[j]!.columns)) wrong.push(`${i} and ${j}`);
      });
    });
    expect(wrong).toEqual([]);
  });
});

describe('pixel boxes', () => {
  it.each([
    ['inside the range', [60, 90], { top: 120, height: 60 }],
    ['clipped at the top', [-30, 30], { top: 0, height: 60 }],
    ['clipped at the bottom', [570, 700], { top: 1140, height: 60 }],
    ['outside', [600, 660], null],
  ] as const)('%s', (_, [from, to], box) => {
    expect(blockBox(block(from, to), scale)).toEqual(box);
  });

  it('lays a column out with fractions of its width', () => {
    const placed = layoutColumn([{ id: 'a', ...block(0, 60) }, { id: 'b', ...block(30, 90) }, { id: 'c', ...block(700, 760) }], scale);
    expect(placed.map(({ block: b, left, width, top, height }) => [b.id, left, width, top, height])).toEqual([
      ['a', 0, 0.5, 0, 120],
      ['b', 0.5, 0.5, 60, 120],
    ]);
  });
});

describe('drops and resizes', () => {
  const bounds = { open: at(0), close: at(600) };
  it.each([
    ['on the grid', 240, 60, 120],
    ['snapped to 5 minutes', 243, 60, 120],
    ['rounded to the nearest 5', 246, 60, 125],
    ['not before opening', -40, 60, 0],
    ['all of it before closing', 1190, 60, 540],
    ['longer than the day: at opening', 100, 700, 0],
  ])('%s: y %i, %i minutes → starts at minute %i', (_, y, minutes, startMinute) => {
    expect(dropStart(y, minutes * min, scale, bounds)).toBe(at(startMinute));
  });

  it('reads a time off a pixel', () => {
    expect(timeAtY(61, scale)).toBe(at(30));
  });

  it.each([
    ['snapped', 60, 301, 150],
    ['at least the minimum', 60, 100, 75],
    ['not past closing', 60, 5000, 600],
  ])('%s: start %i, y %i → ends at minute %i', (_, startMinute, y, endMinute) => {
    expect(resizeEnd(at(startMinute), y, scale, bounds, 15)).toBe(at(endMinute));
  });
});
