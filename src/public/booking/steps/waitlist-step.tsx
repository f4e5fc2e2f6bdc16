import { useState, type FormEvent, type InputHTMLAttributes, type Ref } from 'react';
import { addDays } from '@/schema/schedule/calendar';
import type { WaitlistCodeSent, WaitlistPlace } from '@/schema/online-booking/waitlist';
import { ApiFailure } from '../api';
import type { BookingContext } from '../booking-context';
import { fill } from '../visit';
import { StepFrame } from './step-frame';
import { TermsField } from './terms-field';

type Props = {
  context: BookingContext;
  heading: Ref<HTMLHeadingElement>;
  services: number[];
  employeeId: number | null;
  /** The week the time step showed: the wish starts there. */
  from: string;
  onBack: () => void;
};

type Wish = { fromDate: string; toDate: string; fromTime: string; toTime: string; firstName: string; lastName: string; phone: string; email: string; channel: 'sms' | 'email' };
type Field = keyof Wish | 'code' | 'terms' | 'services' | 'employeeId';

/**
 * When nothing fits: the days and hours that suit, who is coming and where the code goes, then the code, then on the
 * list with the link to see or leave one's place (docs/online-booking.md "Built: the waitlist"). The server names a
 * refused field; its sentence is shown under it.
 */
export function WaitlistStep({ context: { data, page, words, api }, heading, services, employeeId, from, onBack }: Props) {
  const w = data.waitlist!;
  const channels = page.channels.filter((channel): channel is 'sms' | 'email' => channel !== 'telegram');
  const [wish, setWish] = useState<Wish>({ fromDate: from, toDate: addDays(from, 13), fromTime: '09:00', toTime: '18:00', firstName: '', lastName: '', phone: '', email: '', channel: channels[0] ?? 'email' });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [sent, setSent] = useState<WaitlistCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [place, setPlace] = useState<WaitlistPlace | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      await work();
    } catch (caught) {
      if (!(caught instanceof ApiFailure)) throw caught;
      const fields = Object.fromEntries(caught.issues.map((issue) => [issue.path[0] === 'termsVersion' ? 'terms' : String(issue.path[0]), issue.message]));
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(caught.message);
    } finally {
      setBusy(false);
    }
  };

  const join = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const address = wish.channel === 'email' ? { email: wish.email.trim() } : { phone: wish.phone.trim() };
      const terms = page.terms && termsAccepted ? { termsVersion: page.terms.version } : {};
      const { fromDate, toDate, fromTime, toTime, channel } = wish;
      setSent(await api.waitlist({ services, ...(employeeId ? { employeeId } : {}), fromDate, toDate, fromTime, toTime, channel, firstName: wish.firstName.trim(), lastName: wish.lastName.trim(), ...address, ...terms }));
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => setPlace(await api.waitlistConfirm(sent!.entryToken, code.trim())));
  };

  const input = (field: keyof Wish, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="field">
      <label htmlFor={`waitlist-${field}`}>{label}</label>
      <input
        id={`waitlist-${field}`}
        name={field}
        value={wish[field]}
        onChange={(event) => setWish({ ...wish, [field]: event.target.value })}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `waitlist-error-${field}` : undefined}
        {...props}
      />
      {errors[field] && (
        <p className="field-error" id={`waitlist-error-${field}`}>
          {errors[field]}
        </p>
      )}
    </div>
  );
  const status = (
    <>
      {failure && (
        <p className="alert" role="alert">
          {failure}
        </p>
      )}
      <p className="status" role="status">
        {busy ? words.sending : ''}
      </p>
    </>
  );

  if (place)
    return (
      <StepFrame words={words} title={w.joinedTitle} heading={heading} done>
        <p>{w.joinedText}</p>
        <p>
          <a href={`/book/wl/${encodeURIComponent(place.leaveToken)}?lang=${data.lang}`}>{w.placeLink}</a>
        </p>
      </StepFrame>
    );

  if (sent)
    return (
      <StepFrame words={words} title={words.codeTitle} heading={heading} onBack={() => setSent(null)}>
        <p>{fill(words.codeSentTo, { target: sent.sentTo })}</p>
        <form className="form" onSubmit={confirm} noValidate>
          <div className="field">
            <label htmlFor="waitlist-code">{words.code}</label>
            <input id="waitlist-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} aria-invalid={errors.code ? true : undefined} />
            {errors.code && <p className="field-error">{errors.code}</p>}
          </div>
          {status}
          <button type="submit" className="primary" disabled={busy}>
            {w.confirm}
          </button>
        </form>
      </StepFrame>
    );

  return (
    <StepFrame words={words} title={w.title} heading={heading} onBack={onBack}>
      <p className="hint">{w.hint}</p>
      <form className="form" onSubmit={join} noValidate>
        <div className="field-pair">
          {input('fromDate', w.fromDate, { type: 'date', required: true })}
          {input('toDate', w.toDate, { type: 'date', required: true })}
        </div>
        <div className="field-pair">
          {input('fromTime', w.fromTime, { type: 'time', required: true, step: 900 })}
          {input('toTime', w.toTime, { type: 'time', required: true, step: 900 })}
        </div>
        {input('firstName', words.firstName, { autoComplete: 'given-name', required: true, maxLength: 80 })}
        {input('lastName', words.lastName, { autoComplete: 'family-name', maxLength: 80 })}
        {channels.length > 1 && (
          <fieldset className="channels">
            <legend>{words.channelLegend}</legend>
            {channels.map((channel) => (
              <label key={channel} className="radio">
                <input type="radio" name="waitlist-channel" value={channel} checked={wish.channel === channel} onChange={() => setWish({ ...wish, channel })} />
                {words[channel]}
              </label>
            ))}
          </fieldset>
        )}
        {wish.channel === 'email'
          ? input('email', words.emailAddress, { type: 'email', autoComplete: 'email', inputMode: 'email', required: true, maxLength: 200 })
          : input('phone', words.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true, maxLength: 40 })}
        {page.terms && <TermsField words={words} text={page.terms.text} accepted={termsAccepted} error={errors.terms} onChange={setTermsAccepted} />}
        {(errors.services ?? errors.employeeId) && <p className="alert">{errors.services ?? errors.employeeId}</p>}
        {status}
        <button type="submit" className="primary" disabled={busy}>
          {words.sendCode}
        </button>
      </form>
    </StepFrame>
  );
}
