import type { Ref } from 'react';
import type { BookingContext } from '../booking-context';
import type { PageEmployee } from '../visit';
import { StepFrame } from './step-frame';

type Props = {
  context: BookingContext;
  heading: Ref<HTMLHeadingElement>;
  /** Those who do every chosen service; anyone may still be asked for when nobody does them all. */
  employees: PageEmployee[];
  chosen: number | null;
  onBack: () => void;
  onChoose: (employeeId: number | null) => void;
};

/** Step 2: anyone free (the first free time with whoever does it), or one person. */
export function EmployeeStep({ context: { words }, heading, employees, chosen, onBack, onChoose }: Props) {
  return (
    <StepFrame words={words} number={2} title={words.employeeTitle} heading={heading} onBack={onBack}>
      <ul className="choices">
        <li>
          <button type="button" className="choice choice-button" aria-pressed={chosen === null} onClick={() => onChoose(null)}>
            <span className="choice-text">
              <span className="choice-name">{words.anyone}</span>
              <span className="choice-detail">{words.anyoneHint}</span>
            </span>
          </button>
        </li>
        {employees.map((employee) => (
          <li key={employee.id}>
            <button type="button" className="choice choice-button" aria-pressed={chosen === employee.id} onClick={() => onChoose(employee.id)}>
              <span className="choice-text">
                <span className="choice-name">{employee.name}</span>
                {employee.title && <span className="choice-detail">{employee.title}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </StepFrame>
  );
}
