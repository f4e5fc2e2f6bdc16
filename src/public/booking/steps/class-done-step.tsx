import type { Ref } from 'react';
import type { ClassSeat } from '@/schema/online-booking/class-seats';
import type { BookingContext } from '../booking-context';
import { fill } from '../visit';
import { StepFrame } from './step-frame';

type Props = { context: BookingContext; heading: Ref<HTMLHeadingElement>; seat: ClassSeat };

/** The place's page (server-rendered): the class, and leaving it within the rules. */
export const seatPath = (token: string, lang: string) => `/book/c/${encodeURIComponent(token)}?lang=${lang}`;

/** In a class: what, when, where, and the link to see or leave the place (also sent by message). */
export function ClassDoneStep({ context: { data, words, format }, heading, seat }: Props) {
  const w = data.classes!.words;
  return (
    <StepFrame words={words} title={w.joinedTitle} heading={heading} done>
      <dl className="facts">
        <div>
          <dt>{words.services}</dt>
          <dd>
            {seat.title} <span className="muted">{fill(words.withEmployee, { name: seat.employeeName })}</span>
          </dd>
        </div>
        <div>
          <dt>{words.when}</dt>
          <dd>
            {format.date(seat.date)}, {format.clock(seat.startTime)}–{format.clock(seat.endTime)}
          </dd>
        </div>
        {seat.price !== null && (
          <div>
            <dt>{words.total}</dt>
            <dd>{format.price(seat.price)}</dd>
          </div>
        )}
        <div>
          <dt>{words.where}</dt>
          <dd>{[seat.branch.name, seat.branch.address].filter(Boolean).join(', ')}</dd>
        </div>
      </dl>
      <p>{w.joinedText}</p>
      <div className="actions">
        {/* Framed by the widget, the place's page opens in its own tab (it refuses frames). */}
        <a className="primary-link" href={seatPath(seat.seatToken, data.lang)} {...(window.parent !== window ? { target: '_blank', rel: 'noopener' } : {})}>
          {w.seatLink}
        </a>
      </div>
    </StepFrame>
  );
}
