// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/i18n/i18n';
import type { ScheduleBlock } from '@/schema/schedule/schedule-read';
import { zonedToInstant } from '@/schema/schedule/time-zone';
import { gridClass } from './grid-styles';
import { OrderBlock } from './order-block';
import { gridBlockOf } from './schedule-grid-model';
import type { TimeFormat } from './use-time-format';

const zone = 'Europe/Belgrade';
const date = '2025-06-02';
const iso = (time: string) => new Date(zonedToInstant(date, time, zone)).toISOString();
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' });
const format = { time: (instant: number) => clock.format(instant) } as TimeFormat;
/** The lines of text a block shows (its bottom edge, the resize handle, holds none). */
const textLines = (button: HTMLElement) => [...button.querySelectorAll(`.${gridClass.line}`)].map((line) => line.textContent);

const block = (extra: Partial<ScheduleBlock> = {}): ScheduleBlock => ({
  orderId: 7,
  lineId: 70,
  mode: 'order.single',
  employeeId: 1,
  resourceId: null,
  date,
  startTime: '10:00',
  endTime: '11:00',
  startsAt: iso('10:00'),
  endsAt: iso('11:00'),
  status: 'order_status.approved',
  paymentStatus: 'payment.partial',
  client: { id: 3, firstName: 'Ana', lastName: 'Petrović', phone: null },
  service: { id: 4, name: 'Haircut' },
  description: null,
  capacity: null,
  clientCount: 1,
  version: 1,
  ...extra,
});

function renderBlock(source: ScheduleBlock, height: number, handlers = { onHover: vi.fn(), onOpen: vi.fn() }) {
  const placed = { block: gridBlockOf(source), column: 0, columns: 1, left: 0, width: 1, top: 0, height };
  render(<OrderBlock placed={placed} format={format} highlighted={false} {...handlers} />);
  return handlers;
}

describe('an order block', () => {
  beforeAll(() => loadLanguage('EN'));
  afterEach(cleanup);

  it('says who, what, when, the status and the payment, on as many lines as fit', () => {
    renderBlock(block(), 80);
    const button = screen.getByRole('button', { name: 'Ana Petrović, Haircut, 10:00–11:00, Confirmed, Partly paid' });
    expect(textLines(button)).toEqual(['Ana Petrović', 'Haircut', '10:00–11:00 · Partly paid']);
    // Its line, for a drag to find, and its bottom edge to drag.
    expect(button.dataset.lineId).toBe('70');
    expect(button.querySelector('[data-resize]')).not.toBeNull();
  });

  it('a short one keeps the name and start on one line', () => {
    renderBlock(block(), 20);
    expect(textLines(screen.getByRole('button'))).toEqual(['Ana Petrović 10:00']);
  });

  it('names breaks, group classes with their places, and walk-ins', () => {
    renderBlock(block({ mode: 'order.break', client: null, service: null }), 40);
    renderBlock(block({ mode: 'order.group', client: null, capacity: 8, clientCount: 3, lineId: 71 }), 40);
    renderBlock(block({ client: null, lineId: 72 }), 40);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Break, 10:00–11:00',
      'Group class 3/8, Haircut, 10:00–11:00, Confirmed, Partly paid',
      'Walk-in, Haircut, 10:00–11:00, Confirmed, Partly paid',
    ]);
  });

  it('opens its order without the click reaching the empty cell under it, and reports the hover', () => {
    const cell = vi.fn();
    const handlers = { onHover: vi.fn(), onOpen: vi.fn() };
    const placed = { block: gridBlockOf(block()), column: 0, columns: 1, left: 0, width: 1, top: 0, height: 80 };
    render(
      <div onClick={cell}>
        <OrderBlock placed={placed} format={format} highlighted={false} {...handlers} />
      </div>,
    );
    const button = screen.getByRole('button');
    fireEvent.pointerEnter(button);
    fireEvent.click(button);
    fireEvent.pointerLeave(button);
    expect(handlers.onOpen).toHaveBeenCalledWith(7);
    expect(cell).not.toHaveBeenCalled();
    expect(handlers.onHover.mock.calls).toEqual([[7], [null]]);
  });
});
