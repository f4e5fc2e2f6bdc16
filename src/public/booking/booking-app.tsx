import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BookingIslandData } from '@/schema/online-booking/booking-island';
import type { Booking, CodeSent } from '@/schema/online-booking/public-booking';
import type { HeldTime } from './api';
import { bookingContext } from './booking-context';
import { CodeStep } from './steps/code-step';
import { DetailsStep, type Details } from './steps/details-step';
import { DoneStep } from './steps/done-step';
import { EmployeeStep } from './steps/employee-step';
import { ServicesStep } from './steps/services-step';
import { TimeStep } from './steps/time-step';
import { WaitlistStep } from './steps/waitlist-step';
import { chosenServices, employeesForAll } from './visit';
import { todayIn } from '@/schema/online-booking/booking-week';

type Step = 'services' | 'employee' | 'time' | 'details' | 'code' | 'done' | 'waitlist';

/**
 * The booking steps (docs/online-booking.md decision 8): services → who → when (the time held) → details → code →
 * booked. State lives here; each step only shows it and reports back. Each step's heading takes the focus when it
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
  const [hold, setHold] = useState<HeldTime | null>(null);
  // A release under way: the next hold waits for it, so choosing the same time again never collides with it.
  const releasing = useRef<Promise<void>>(Promise.resolve());
  const [details, setDetails] = useState<Details>({ channel: page.channels[0] ?? 'sms', firstName: '', lastName: '', phone: '', email: '', comment: '' });
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);

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
      return <TimeStep {...frame} services={services} employeeId={employeeId} weekFrom={weekFrom} onWeek={setWeekFrom} notice={notice} onBack={() => go('employee')} onPick={pick} onWaitlist={() => go('waitlist')} />;
    case 'waitlist':
      return <WaitlistStep {...frame} services={services} employeeId={employeeId} from={weekFrom} onBack={() => go('time')} />;
    case 'details':
      return (
        hold && (
          <DetailsStep
            {...frame}
            hold={hold}
            details={details}
            onChange={setDetails}
            onBack={chooseAnotherTime}
            onHoldGone={holdGone}
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
            hold={hold}
            details={details}
            sent={sent}
            onBack={() => go('details')}
            onHoldGone={holdGone}
            onBooked={(made) => {
              setBooking(made);
              go('done');
            }}
          />
        )
      );
    case 'done':
      return booking && <DoneStep {...frame} booking={booking} />;
  }
}
