import type { ReactNode, Ref } from 'react';
import type { BookingStepWords } from '@/schema/online-booking/booking-island';
import { fill } from '../visit';

export const numberedSteps = 5;

type Props = {
  words: BookingStepWords;
  /** 1 to 5; the confirmation has no number. */
  number?: number;
  title: string;
  heading: Ref<HTMLHeadingElement>;
  onBack?: () => void;
  /** A sentence carried over from the last step (a time taken meanwhile, a hold run out). */
  notice?: string | null;
  /** The last one: booked (its heading gets a tick). */
  done?: boolean;
  children: ReactNode;
};

/**
 * One step: where it is in the five, the way back, its heading (focused when the step opens, so a screen reader
 * starts reading there and a keyboard continues from it) and what the last step has to say.
 */
export function StepFrame({ words, number, title, heading, onBack, notice, done, children }: Props) {
  return (
    <section className={done ? 'step done' : 'step'} aria-labelledby="step-title">
      {(onBack || number !== undefined) && (
        <div className="step-top">
          {onBack && (
            <button type="button" className="link-button back" onClick={onBack}>
              <span aria-hidden="true">‹ </span>
              {words.back}
            </button>
          )}
          {number !== undefined && <span className="step-count">{fill(words.stepOf, { n: number, total: numberedSteps })}</span>}
        </div>
      )}
      <h2 id="step-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {notice && (
        <p className="alert" role="alert">
          {notice}
        </p>
      )}
      {children}
    </section>
  );
}
