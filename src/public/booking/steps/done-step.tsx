import type { Ref } from 'react';
import type { Booking } from '@/schema/online-booking/public-booking';
import { sumAmounts } from '@/schema/online-booking/page-formats';
import { bookingCalendarText } from '@/schema/online-booking/visit-ics';
import type { BookingContext } from '../booking-context';
import { fill } from '../visit';
import { StepFrame } from './step-frame';

type Props = { context: BookingContext; heading: Ref<HTMLHeadingElement>; booking: Booking };

/** The manage link: the server-rendered page where the client sees the booking, moves it or cancels it. */
export const managePath = (token: string, lang: string) => `/book/m/${encodeURIComponent(token)}?lang=${lang}`;

/** Booked: what, when, where, the calendar file and the link to move or cancel it. */
export function DoneStep({ context: { data, page, words, format }, heading, booking }: Props) {
  const manage = managePath(booking.manageToken, data.lang);
  const addToCalendar = () => {
    const text = bookingCalendarText(booking, { timeZone: page.branch.timeZone, origin: location.origin, managePath: manage, now: Date.now() });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    link.download = `booking-${booking.date}.ics`;
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  return (
    <StepFrame words={words} title={words.doneTitle} heading={heading} done>
      {booking.status === 'waiting' && <p className="waiting">{words.waitingNote}</p>}
      <dl className="facts">
        <div>
          <dt>{words.when}</dt>
          <dd>
            {format.date(booking.date)}, {format.clock(booking.startTime)}
          </dd>
        </div>
        <div>
          <dt>{words.services}</dt>
          <dd>
            <ul className="plain">
              {booking.services.map((line) => (
                <li key={`${line.serviceId}-${line.startTime}`}>
                  {line.serviceName} <span className="muted">{fill(words.withEmployee, { name: line.employeeName })}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{words.total}</dt>
          <dd>{format.price(sumAmounts(booking.services.map((line) => line.price)))}</dd>
        </div>
        <div>
          <dt>{words.where}</dt>
          <dd>
            {[booking.branch.name, booking.branch.address].filter(Boolean).join(', ')}
            {booking.branch.phone && (
              <>
                <br />
                <a href={`tel:${booking.branch.phone}`}>{data.phoneText ?? booking.branch.phone}</a>
              </>
            )}
          </dd>
        </div>
      </dl>
      <div className="actions">
        <button type="button" className="secondary" onClick={addToCalendar}>
          {words.addToCalendar}
        </button>
        {/* In the widget's frame the manage page opens in its own tab: it refuses to be framed, and the client
            keeps it beside the salon's site. */}
        <a className="primary-link" href={manage} {...(window.parent !== window ? { target: '_blank', rel: 'noopener' } : {})}>
          {words.manageLink}
        </a>
      </div>
      <p className="hint">{words.manageHint}</p>
    </StepFrame>
  );
}
