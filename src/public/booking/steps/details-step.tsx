import { useRef, useState, type FormEvent, type InputHTMLAttributes, type Ref } from 'react';
import type { BranchPage } from '@/schema/online-booking/booking-page';
import { countriesText } from '@/schema/online-booking/page-formats';
import type { CodeRequest, CodeSent } from '@/schema/online-booking/public-booking';
import { ApiFailure } from '../api';
import type { BookingContext } from '../booking-context';
import { fill } from '../visit';
import { HoldTimer } from './hold-timer';
import { StepFrame } from './step-frame';
import { TermsField } from './terms-field';

/** What the client entered; `termsAccepted` only where the salon has terms. */
export type Details = { channel: CodeRequest['channel']; firstName: string; lastName: string; phone: string; email: string; comment: string; termsAccepted?: boolean };
type TextField = 'firstName' | 'lastName' | 'phone' | 'email' | 'comment';
/** What a sentence may be said under: a text field, or the terms' box (the server names it `termsVersion`). */
type Field = TextField | 'terms';

/** What the code's answer tells this step: where it went (and for Telegram, the bot's link). */
export type Sent = Pick<CodeSent, 'sentTo' | 'telegramLink'>;

type Props = {
  context: BookingContext;
  heading: Ref<HTMLHeadingElement>;
  /** What is being booked, as one line: the time held, or the class chosen. */
  summary: string;
  /** What the client will pay to book after the code, where the branch takes a deposit; none otherwise. */
  paymentNote?: string | null;
  /** The hold's end, counted down; a class place has no hold. */
  endsAt?: number;
  /** Where in the five steps (a class's join has no number). */
  number?: number;
  title: string;
  channels: readonly Details['channel'][];
  notice?: string | null;
  details: Details;
  onChange: (details: Details) => void;
  onBack: () => void;
  /** Asks for the code; a 409 means what was chosen is gone (`onGone` says why). */
  send: (details: Details) => Promise<Sent>;
  onGone: (sentence: string) => void;
  onSent: (sent: Sent) => void;
};

/** Who is coming and where the code goes, as a code request says it: only the channel's own address, and the terms' version once they are accepted. */
export const contactOf = (details: Details, terms: BranchPage['terms']) => ({
  channel: details.channel,
  firstName: details.firstName.trim(),
  lastName: details.lastName.trim(),
  ...(details.channel === 'email' ? { email: details.email.trim() } : { phone: details.phone.trim() }),
  ...(details.comment.trim() ? { comment: details.comment.trim() } : {}),
  ...(terms && details.termsAccepted ? { termsVersion: terms.version } : {}),
});

/** Who is coming and where the code goes: step 4 while the time is held, or a class's first step. */
export function DetailsStep({ context: { data, page, words }, heading, summary, paymentNote, endsAt, number, title, channels, notice, details, onChange, onBack, send, onGone, onSent }: Props) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const address: TextField = details.channel === 'email' ? 'email' : 'phone';
  const set = (field: TextField | 'channel', value: string) => {
    onChange({ ...details, [field]: value });
    // What was said about a field no longer holds once it is typed in again.
    if (field !== 'channel' && errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  const accept = (accepted: boolean) => {
    onChange({ ...details, termsAccepted: accepted });
    if (errors.terms) setErrors({ ...errors, terms: undefined });
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['firstName', 'lastName', address, 'comment', 'terms'] as const).find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!details.firstName.trim()) missing.firstName = words.required;
    if (!details[address].trim()) missing[address] = words.required;
    if (page.terms && !details.termsAccepted) missing.terms = words.termsRequired;
    setFailure(null);
    if (Object.keys(missing).length > 0) return showErrors(missing);
    setSending(true);
    try {
      onSent(await send(details));
    } catch (caught) {
      if (!(caught instanceof ApiFailure)) throw caught;
      if (caught.status === 409) return onGone(caught.message);
      const fields = Object.fromEntries(
        (['firstName', 'lastName', 'phone', 'email', 'comment', 'termsVersion'] as const).flatMap((field) => {
          const sentence = caught.issueOf(field);
          return sentence ? [[field === 'termsVersion' ? 'terms' : field, sentence]] : [];
        }),
      );
      if (Object.keys(fields).length > 0) showErrors(fields);
      // A channel the salon stopped offering since the page loaded: its sentence says to reload.
      else setFailure(caught.issueOf('channel') ?? caught.message);
    } finally {
      setSending(false);
    }
  };

  const input = (field: TextField, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <div className="field">
      <label htmlFor={`field-${field}`}>{label}</label>
      <input
        id={`field-${field}`}
        name={field}
        value={details[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={[hint ? `hint-${field}` : '', errors[field] ? `error-${field}` : ''].join(' ').trim() || undefined}
        {...props}
      />
      {hint && (
        <p className="hint" id={`hint-${field}`}>
          {hint}
        </p>
      )}
      {errors[field] && (
        <p className="field-error" id={`error-${field}`}>
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <StepFrame words={words} number={number} title={title} heading={heading} onBack={onBack} notice={notice}>
      <p className="chosen-time">{summary}</p>
      {paymentNote && <p className="chosen-time">{paymentNote}</p>}
      {endsAt !== undefined && <HoldTimer endsAt={endsAt} template={words.heldFor} onEnd={() => onGone(words.holdExpired)} />}
      <form ref={form} className="form" onSubmit={(event) => void submit(event)} noValidate>
        {input('firstName', words.firstName, { autoComplete: 'given-name', required: true, maxLength: 80 })}
        {input('lastName', words.lastName, { autoComplete: 'family-name', maxLength: 80 })}
        {channels.length > 1 && (
          <fieldset className="channels">
            <legend>{words.channelLegend}</legend>
            {channels.map((channel) => (
              <label key={channel} className="radio">
                <input type="radio" name="channel" value={channel} checked={details.channel === channel} onChange={() => set('channel', channel)} />
                {words[channel]}
              </label>
            ))}
          </fieldset>
        )}
        {details.channel !== 'email'
          ? input(
              'phone',
              words.phone,
              { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true, maxLength: 40 },
              details.channel === 'sms' ? fill(words.smsCountries, { countries: countriesText(page.smsCountries, data.locale) }) : words.telegramPhone,
            )
          : input('email', words.emailAddress, { type: 'email', autoComplete: 'email', inputMode: 'email', required: true, maxLength: 200 })}
        <div className="field">
          <label htmlFor="field-comment">{words.comment}</label>
          <textarea id="field-comment" name="comment" rows={3} maxLength={500} value={details.comment} onChange={(event) => set('comment', event.target.value)} />
        </div>
        {page.terms && <TermsField words={words} text={page.terms.text} accepted={details.termsAccepted === true} error={errors.terms} onChange={accept} />}
        {failure && (
          <p className="alert" role="alert">
            {failure}
          </p>
        )}
        <p className="status" role="status">
          {sending ? words.sending : ''}
        </p>
        <button type="submit" className="primary" disabled={sending}>
          {words.sendCode}
        </button>
      </form>
    </StepFrame>
  );
}
