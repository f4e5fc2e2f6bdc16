import { useMemo } from 'react';
import { useFormats } from '@/components/session/use-formats';
import { timeAgo } from './feed-model';

/**
 * "now", "5 min ago", "2 hr ago", "3 days ago" in the person's language (Intl.RelativeTimeFormat), the date from a
 * week on. Days are counted, never "yesterday": 25 hours ago may be two calendar days back.
 */
export function useTimeAgoText(): (at: string) => string {
  const formats = useFormats();
  const [now, counted] = useMemo(
    () => [
      new Intl.RelativeTimeFormat(formats.locale, { numeric: 'auto', style: 'short' }),
      new Intl.RelativeTimeFormat(formats.locale, { numeric: 'always', style: 'short' }),
    ],
    [formats.locale],
  );
  return (at) => {
    const ago = timeAgo(Date.parse(at), Date.now());
    if (ago === null) return formats.date(at);
    return ago.value === 0 ? now.format(0, 'second') : counted.format(-ago.value, ago.unit);
  };
}
