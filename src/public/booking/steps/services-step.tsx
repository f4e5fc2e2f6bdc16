import type { Ref } from 'react';
import type { BookingContext } from '../booking-context';
import { sendFunnelStep } from '../funnel';
import { chosenServices, maxServices, visitTotals } from '../visit';
import { StepFrame } from './step-frame';

type Props = {
  context: BookingContext;
  heading: Ref<HTMLHeadingElement>;
  chosen: number[];
  onChange: (chosen: number[]) => void;
  onContinue: () => void;
};

/** Step 1: one service or several, done back to back in the order they were ticked. */
export function ServicesStep({ context: { page, words, format }, heading, chosen, onChange, onContinue }: Props) {
  const totals = visitTotals(chosenServices(page, chosen));
  const full = chosen.length >= maxServices;
  const toggle = (id: number, on: boolean) => {
    if (on) sendFunnelStep(page.slug, 'service');
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  };
  return (
    <StepFrame words={words} number={1} title={words.servicesTitle} heading={heading}>
      <p className="hint" id="services-hint">
        {full ? words.tooManyServices : words.servicesHint}
      </p>
      {page.categories.map((category, index) => (
        <fieldset key={category.name ?? `other-${index}`} className="category" aria-describedby="services-hint">
          <legend>{category.name ?? words.otherServices}</legend>
          <ul className="choices">
            {category.services.map((service) => {
              const on = chosen.includes(service.id);
              return (
                <li key={service.id}>
                  <label className="choice">
                    <input type="checkbox" checked={on} disabled={full && !on} onChange={(event) => toggle(service.id, event.target.checked)} />
                    <span className="choice-text">
                      <span className="choice-name">{service.name}</span>
                      {service.description && <span className="choice-detail">{service.description}</span>}
                    </span>
                    <span className="choice-meta">
                      <span>{format.price(service.price)}</span>
                      <span>{format.duration(service.duration)}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <div className="action-bar">
        <p className="visit-total" aria-live="polite">
          {chosen.length > 0 && (
            <>
              <span className="visit-total-label">{words.yourVisit}: </span>
              {format.duration(totals.duration)} · {format.price(totals.price)}
            </>
          )}
        </p>
        <button type="button" className="primary" disabled={chosen.length === 0} onClick={onContinue}>
          {words.continueLabel}
        </button>
      </div>
    </StepFrame>
  );
}
