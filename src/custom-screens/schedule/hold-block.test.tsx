// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/i18n/i18n';
import { zonedToInstant } from '@/schema/schedule/time-zone';
import { gridClass } from './grid-styles';
import { HoldBlock } from './hold-block';
import { gridHoldOf } from './schedule-grid-model';
import type { TimeFormat } from './use-time-format';

const zone = 'Europe/Belgrade';
const date = '2025-06-02';
const iso = (time: string) => new Date(zonedToInstant(date, time, zone)).toISOString();
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' });
const format = { time: (instant: number) => clock.format(instant) } as TimeFormat;
const hold = gridHoldOf({
  employeeId: 1,
  date,
  startTime: '10:00',
  endTime: '11:00',
  startsAt: iso('10:00'),
  endsAt: iso('11:00'),
  heldUntil: iso('09:42'),
});

function renderHold(height: number, onCell = vi.fn()) {
  render(
    <div onClick={onCell}>
      <HoldBlock
        placed={{ block: hold, column: 0, columns: 1, left: 0, width: 1, top: 0, height }}
        format={format}
      />
    </div>,
  );
  return screen.getByRole('img', { name: 'Being booked online, 10:00–11:00, held until 09:42' });
}

describe('a time being booked online', () => {
  beforeAll(() => loadLanguage('EN'));
  afterEach(cleanup);

  it('says so, and until when where a second line fits', () => {
    const tall = renderHold(80);
    expect([...tall.querySelectorAll(`.${gridClass.line}`)].map((line) => line.textContent)).toEqual([
      'Being booked online',
      'until 09:42',
    ]);
    cleanup();
    const short = renderHold(20);
    expect([...short.querySelectorAll(`.${gridClass.line}`)].map((line) => line.textContent)).toEqual([
      'Being booked online',
    ]);
  });

  it('is nothing to open, move or book over: a tap only explains it, and reaches no empty cell under it', async () => {
    const onCell = vi.fn();
    const block = renderHold(80, onCell);
    fireEvent.click(block);
    expect(onCell).not.toHaveBeenCalled();
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'A client is booking this time on the online booking page. It is held for them until 09:42 and frees up if they do not confirm.',
    );
    expect(block.dataset.lineId).toBeUndefined();
    expect(block.dataset.orderId).toBeUndefined();
    expect(block.tabIndex).toBe(0);
  });
});
