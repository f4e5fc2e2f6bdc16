import { useState, type FormEvent, type Ref } from 'react';
import { ApiFailure } from '../api';
import type { BookingContext } from '../booking-context';
import { fill } from '../visit';
import type { Sent } from './details-step';
import { HoldTimer } from './hold-timer';
import { StepFrame } from './step-frame';

type Props = {
  context: BookingContext;
  heading: Ref<HTMLHeadingElement>;
  /** The hold's end, counted down; a class place has no hold. */
  endsAt?: number;
  number?: number;
  sent: Sent;
  confirmLabel: string;
  onBack: () => void;
  /** Sends the code again with the same details. */
  resend: () => Promise<Sent>;
  /** Proves the code: books the held time, or takes the class's place. */
  confirm: (code: string) => Promise<void>;
  /** A 409: what was chosen is gone (the hold ran out, the last place was taken). */
  onGone: (sentence: string) => void;
};

/**
 * The six digits sent by SMS or e-mail (the phone offers them itself: `one-time-code`), or by the chain's Telegram bot
 * once the client opens it from here and shares their number: step 5 of a booking, a class's second step.
 */
export function CodeStep({ context: { words }, heading, endsAt, number, sent: firstSent, confirmLabel, onBack, resend, confirm: prove, onGone }: Props) {
  const [sent, setSent] = useState(firstSent);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<void>, busyText: string) => {
    setBusy(true);
    setError(null);
    setStatus(busyText);
    try {
      await work();
    } catch (caught) {
      if (!(caught instanceof ApiFailure)) throw caught;
      if (caught.status === 409) return onGone(caught.message);
      setStatus('');
      // Sending again may meet the terms or channels changed meanwhile: the first sentence says what to do.
      setError(caught.issueOf('code') ?? caught.issues[0]?.message ?? caught.message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(words.codeFormat);
    void attempt(() => prove(code), words.confirming);
  };

  const sendAgain = () =>
    void attempt(async () => {
      setSent(await resend());
      setStatus(words.codeSentAgain);
    }, words.sending);

  return (
    <StepFrame words={words} number={number} title={words.codeTitle} heading={heading} onBack={onBack}>
      {sent.telegramLink ? (
        <>
          <p>{fill(words.telegramSteps, { target: sent.sentTo })}</p>
          <p>
            <a className="primary-link" href={sent.telegramLink} target="_blank" rel="noopener noreferrer">
              {words.openTelegram}
            </a>
          </p>
        </>
      ) : (
        <p>{fill(words.codeSentTo, { target: sent.sentTo })}</p>
      )}
      {endsAt !== undefined && <HoldTimer endsAt={endsAt} template={words.heldFor} onEnd={() => onGone(words.holdExpired)} />}
      <form className="form" onSubmit={confirm} noValidate>
        <div className="field">
          <label htmlFor="field-code">{words.code}</label>
          <input
            id="field-code"
            name="code"
            className="code-input"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'error-code' : undefined}
          />
          {error && (
            <p className="field-error" id="error-code" role="alert">
              {error}
            </p>
          )}
        </div>
        <p className="status" role="status">
          {status}
        </p>
        <button type="submit" className="primary" disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className="link-button" disabled={busy} onClick={sendAgain}>
          {words.sendAgain}
        </button>
      </form>
    </StepFrame>
  );
}
