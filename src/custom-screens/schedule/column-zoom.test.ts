import { describe, expect, it } from 'vitest';
import { columnWidthFor, defaultZoom, readableColumnWidth, zoomOf, zoomStep } from './column-zoom';

describe('columnWidthFor', () => {
  it.each([
    // available, count, zoom, width
    ['3 people share a wide grid', 1047, 3, 1, 349],
    ['15 people get a readable minimum and scroll', 1047, 15, 1, readableColumnWidth],
    ['zoomed out, 15 people nearly fit', 1047, 15, 0.5, 69],
    ['zoomed out, 3 people still fill the grid', 1047, 3, 0.5, 349],
    ['zoomed in, 3 people are twice as wide', 1047, 3, 2, 698],
    ['zoomed in, 15 people are twice the minimum', 1047, 15, 2, 240],
    ["a phone's one person takes the width", 279, 1, 1, 279],
    ["a phone's week keeps readable days", 279, 7, 1, readableColumnWidth],
    ['no columns yet', 1047, 0, 1, 1047],
    ['not measured yet', 0, 3, 1, readableColumnWidth],
  ])('%s', (_, available, count, zoom, width) => {
    expect(columnWidthFor(available, count, zoom)).toBe(width);
  });

  it('never sums to more than the grid while the columns fit', () => {
    for (let count = 1; count <= 8; count++) expect(columnWidthFor(1000, count, 1) * count).toBeLessThanOrEqual(1000);
  });
});

describe('zoomStep', () => {
  it.each([
    [1, 1, 1.25],
    [1, -1, 0.75],
    [2, 1, null],
    [0.5, -1, null],
    // A value between steps moves to the neighbouring step.
    [1.1, 1, 1.25],
    [1.1, -1, 1],
  ] as const)('from %s by %s is %s', (zoom, direction, next) => {
    expect(zoomStep(zoom, direction)).toBe(next);
  });
});

describe('zoomOf', () => {
  it.each([
    ['1.5', 1.5],
    ['0.5', 0.5],
    [null, defaultZoom],
    ['180', defaultZoom],
    ['abc', defaultZoom],
  ])('reads %s as %s', (stored, zoom) => {
    expect(zoomOf(stored)).toBe(zoom);
  });
});
