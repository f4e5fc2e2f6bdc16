import { useEffect, useState } from 'react';

/** The current instant, ticking every half minute: enough for the now line to move a pixel at a time. */
export function useNow(tickMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
