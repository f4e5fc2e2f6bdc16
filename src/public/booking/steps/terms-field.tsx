import type { BookingStepWords } from '@/schema/online-booking/booking-island';
import { termsParagraphs } from '@/schema/online-booking/terms-paragraphs';

type Props = {
  words: BookingStepWords;
  text: string;
  accepted: boolean;
  error: string | undefined;
  onChange: (accepted: boolean) => void;
};

/**
 * The salon's terms, folded under a summary the client may open, and the box they tick to accept them: the code is
 * asked for only then, with the version shown, which the booking keeps.
 */
export function TermsField({ words, text, accepted, error, onChange }: Props) {
  return (
    <div className="terms">
      <details className="terms-text">
        <summary>{words.readTerms}</summary>
        <div className="terms-body">
          {termsParagraphs(text).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </details>
      <label className="tick">
        <input
          type="checkbox"
          name="terms"
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'error-terms' : undefined}
        />
        {words.acceptTerms}
      </label>
      {error && (
        <p className="field-error" id="error-terms">
          {error}
        </p>
      )}
    </div>
  );
}
