import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BookingIslandData } from '@/schema/online-booking/booking-island';
import type { Booking } from '@/schema/online-booking/public-booking';
import type { ClassCodeSent, ClassSeat } from '@/schema/online-booking/class-seats';
import type { HeldTime } from './api';
import { bookingContext } from './booking-context';
import { CodeStep } from './steps/code-step';
import { ClassDoneStep } from './steps/class-done-step';
import { contactOf, DetailsStep, type Details, type Sent } from './steps/details-step';
import { DoneStep } from './steps/done-step';
import { EmployeeStep } from './steps/employee-step';
import { ServicesStep } from './steps/services-step';
import { TimeStep } from './steps/time-step';
import { WaitlistStep } from './steps/waitlist-step';
import { chosenServices, employeesForAll } from './visit';
import { todayIn } from '@/schema/online-booking/booking-week';
import { depositAmount } from '@/schema/online-booking/deposit';
import { sumAmounts } from '@/schema/online-booking/page-formats';

/** A friend's referral code the page was opened with (`?ref=`, docs/client-referrals.md), sent with the code request; read in the browser only. */
const referralOfAddress = (): { referralCode?: string } => {
  const code = new URLSearchParams(window.location.search).get('ref');
  return code ? { referralCode: code } : {};
};

type Step = 'services' | 'employee' | 'time' | 'details' | 'code' | 'done' | 'waitlist' | 'class-details' | 'class-code' | 'class-done';

/**
 * The booking steps (docs/online-booking.md decision 8): services → who → when (the time held) → details → code →
 * booked; or, from a class's "Join" button on the page, details → code → in the class. State lives here; each step
 * only shows it and reports back. Each step's heading takes the focus when it
 * opens, so a screen reader and a keyboard start there. A hold the client no longer needs is let go of at once
 * (decision 4): going back from the details to choose another time, or leaving the page before booking.
 */
export function BookingApp({ data }: { data: BookingIslandData }) {
  const context = useMemo(() => bookingContext(data), [data]);
  const { page, api, words } = context;
  const [step, setStep] = useState<Step>('services');
  const [notice, setNotice] = useState<string | null>(null);
  const [services, setServices] = useState<number[]>([]);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [weekFrom, setWeekFrom] = useState(() => todayIn(page.branch.timeZone));
  const [day, setDay] = useState<string | null>(null);
  const [hold, setHold] = useState<HeldTime | null>(null);
  // A release under way: the next hold waits for it, so choosing the same time again never collides with it.
  const releasing = useRef<Promise<void>>(Promise.resolve());
  const [details, setDetails] = useState<Details>({ channel: page.channels[0] ?? 'sms', firstName: '', lastName: '', phone: '', email: '', comment: '' });
  const [sent, setSent] = useState<Sent | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [classId, setClassId] = useState<number | null>(null);
  const [classSent, setClassSent] = useState<ClassCodeSent | null>(null);
  const [seat, setSeat] = useState<ClassSeat | null>(null);
  // A class's code goes by SMS or e-mail: Telegram's bot proves a booking's hold only.
  const classChannels = useMemo(() => page.channels.filter((channel): channel is 'sms' | 'email' => channel !== 'telegram'), [page.channels]);

  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Not on the page's first load: the visitor starts at the top of the page, not inside the steps.
    if (opened.current) heading.current?.focus();
    opened.current = true;
  }, [step]);

  const go = useCallback((next: Step, sentence: string | null = null) => {
    setNotice(sentence);
    setStep(next);
  }, []);
  const holdGone = useCallback(
    (sentence: string) => {
      setHold(null);
      go('time', sentence);
    },
    [go],
  );

  // What the branch takes at booking for the time held, as the server will charge it (deposit.ts).
  const depositNote = (held: HeldTime): string | null => {
    const amount = page.rules.deposit ? depositAmount(page.rules.deposit, sumAmounts(held.services.map((line) => line.price))) : null;
    return amount === null ? null : words.depositNotice.replace('{amount}', context.format.price(amount));
  };

  const pick = async (date: string, time: string) => {
    await releasing.current;
    setHold(await api.hold({ services, ...(employeeId ? { employeeId } : {}), date, time }));
    go('details');
  };
  const chooseAnotherTime = () => {
    if (hold) releasing.current = api.release(hold.holdToken);
    setHold(null);
    go('time');
  };

  useEffect(() => {
    if (!hold || step === 'done') return;
    const leave = () => api.releaseOnLeave(hold.holdToken);
    // Back from the browser's page cache after leaving: the hold was let go of, so the times again.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) holdGone(words.holdExpired);
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, [hold, step, api, holdGone, words.holdExpired]);

  // The server-rendered classes' "Join" buttons need this island: shown once it runs, each opens the join steps.
  const joinClass = useRef<(id: number) => void>(() => undefined);
  joinClass.current = (id: number) => {
    if (hold) releasing.current = api.release(hold.holdToken);
    setHold(null);
    setClassId(id);
    if (details.channel === 'telegram') setDetails({ ...details, channel: classChannels[0] ?? 'email' });
    go('class-details');
  };
  useEffect(() => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-class-join]')];
    const open = (event: Event) => joinClass.current(Number((event.currentTarget as HTMLElement).dataset.classJoin));
    for (const button of buttons) {
      button.hidden = false;
      button.addEventListener('click', open);
    }
    return () => buttons.forEach((button) => button.removeEventListener('click', open));
  }, []);
  const chosenClass = data.classes?.list.find((item) => item.id === classId);
  const classLine = chosenClass && `${chosenClass.title}, ${context.format.date(chosenClass.date)}, ${context.format.clock(chosenClass.startTime)}–${context.format.clock(chosenClass.endTime)}`;
  const askClassCode = async (entered: Details) => {
    const answer = await api.classCode(classId!, { ...contactOf(entered, page.terms), channel: entered.channel === 'email' ? 'email' : 'sms' });
    setClassSent(answer);
    return answer;
  };

  const frame = { context, heading };
  switch (step) {
    case 'services':
      return <ServicesStep {...frame} chosen={services} onChange={setServices} onContinue={() => go('employee')} />;
    case 'employee':
      return (
        <EmployeeStep
          {...frame}
          employees={employeesForAll(page, chosenServices(page, services))}
          chosen={employeeId}
          onBack={() => go('services')}
          onChoose={(id) => {
            setEmployeeId(id);
            go('time');
          }}
        />
      );
    case 'time':
      return <TimeStep {...frame} services={services} employeeId={employeeId} weekFrom={weekFrom} onWeek={setWeekFrom} day={day} onDay={setDay} released={releasing.current} notice={notice} onBack={() => go('employee')} onPick={pick} onWaitlist={() => go('waitlist')} />;
    case 'waitlist':
      return <WaitlistStep {...frame} services={services} employeeId={employeeId} from={weekFrom} onBack={() => go('time')} />;
    case 'details':
      return (
        hold && (
          <DetailsStep
            {...frame}
            summary={`${context.format.date(hold.date)}, ${context.format.clock(hold.startTime)}`}
            paymentNote={depositNote(hold)}
            endsAt={hold.endsAt}
            number={4}
            title={words.detailsTitle}
            channels={page.channels}
            details={details}
            onChange={setDetails}
            onBack={chooseAnotherTime}
            send={(entered) => api.code({ holdToken: hold.holdToken, ...contactOf(entered, page.terms), ...referralOfAddress() })}
            onGone={holdGone}
            onSent={(answer) => {
              setSent(answer);
              go('code');
            }}
          />
        )
      );
    case 'code':
      return (
        hold &&
        sent && (
          <CodeStep
            {...frame}
            endsAt={hold.endsAt}
            number={5}
            sent={sent}
            confirmLabel={words.confirm}
            onBack={() => go('details')}
            resend={() => api.code({ holdToken: hold.holdToken, ...contactOf(details, page.terms), ...referralOfAddress() })}
            confirm={async (code) => {
              const answer = await api.confirm(hold.holdToken, code);
              // A deposit is due: the client pays on the provider's page, whose result page says when it is booked.
              if ('payment' in answer) window.location.assign(answer.payment.url);
              else {
                setBooking(answer);
                go('done');
              }
            }}
            onGone={holdGone}
          />
        )
      );
    case 'class-details':
      return (
        classLine && (
          <DetailsStep
            {...frame}
            summary={classLine}
            title={data.classes!.words.title}
            channels={classChannels}
            notice={notice}
            details={details}
            onChange={setDetails}
            onBack={() => go('services')}
            send={askClassCode}
            onGone={(sentence) => go('class-details', sentence)}
            onSent={() => go('class-code')}
          />
        )
      );
    case 'class-code':
      return (
        classSent && (
          <CodeStep
            {...frame}
            sent={classSent}
            confirmLabel={data.classes!.words.confirm}
            onBack={() => go('class-details')}
            resend={() => askClassCode(details)}
            confirm={async (code) => {
              setSeat(await api.classJoin(classSent.joinToken, code));
              go('class-done');
            }}
            onGone={(sentence) => go('class-details', sentence)}
          />
        )
      );
    case 'class-done':
      return seat && <ClassDoneStep {...frame} seat={seat} />;
    case 'done':
      return booking && <DoneStep {...frame} booking={booking} />;
  }
}
