import { useEffect, useState } from 'react';
import { fill } from '../visit';

type Props = { endsAt: number; template: string; onEnd: () => void };

/** mm:ss */
const minutesAndSeconds = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * "Held for you for 9:41": a timer (a screen reader reads it when asked, not every second). At zero the hold is gone
 * on the server too, and the steps go back to the times.
 */
export function HoldTimer({ endsAt, template, onEnd }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  const left = endsAt - now;
  useEffect(() => {
    if (left <= 0) onEnd();
  }, [left, onEnd]);
  return (
    <p className="held" role="timer">
      {fill(template, { time: minutesAndSeconds(left) })}
    </p>
  );
}
